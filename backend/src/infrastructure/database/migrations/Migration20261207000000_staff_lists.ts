import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the staff lists at real size: each list pages newest first on (created_at, id) from a cursor, so each has
 * an index in that order (partial where the list leaves rows out), and the website list's theme filter has one too.
 */
export class Migration20261207000000_staff_lists extends Migration {
  override up(): void {
    this.addSql(`create index website_content_staff_order on website_content (created_at desc, id desc) where status <> 'archived'`);
    this.addSql(`create index website_content_staff_theme_order on website_content
      (website_theme(editorial_theme, category, title), created_at desc, id desc) where status <> 'archived'`);
  }

  override down(): void {
    this.addSql('drop index if exists website_content_staff_theme_order');
    this.addSql('drop index if exists website_content_staff_order');
  }
}
