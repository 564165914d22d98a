import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the staff lists at real size: each list pages newest first on (created_at, id) from a cursor, so each has
 * an index in that order (partial where the list leaves rows out), the website list's theme filter has one too, and the
 * users list's other orders (last sign-in; email A to Z reads the unique index on lower(email)).
 */
export class Migration20261207000000_staff_lists extends Migration {
  override up(): void {
    this.addSql(`create index website_content_staff_order on website_content (created_at desc, id desc) where status <> 'archived'`);
    this.addSql(`create index website_content_staff_theme_order on website_content
      (website_theme(editorial_theme, category, title), created_at desc, id desc) where status <> 'archived'`);
    // The staff search reads titles and decks only: their own small vector and GIN index (the magazine's search_vector
    // holds the bodies too, and a weight filter on it rechecks every article that mentions a word anywhere).
    this.addSql(`alter table website_content add column staff_search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || coalesce(meta_description, '')), 'B')
    ) stored`);
    this.addSql('create index website_content_staff_search on website_content using gin (staff_search_vector)');
    this.addSql('create index users_created_order on users (created_at desc, id desc)');
    this.addSql(`create index users_last_login_order on users ((coalesce(last_login_at, timestamptz '1970-01-01 00:00:00+00')) desc, id desc)`);
  }

  override down(): void {
    this.addSql('drop index if exists users_last_login_order');
    this.addSql('drop index if exists users_created_order');
    this.addSql('drop index if exists website_content_staff_search');
    this.addSql('alter table website_content drop column if exists staff_search_vector');
    this.addSql('drop index if exists website_content_staff_theme_order');
    this.addSql('drop index if exists website_content_staff_order');
  }
}
