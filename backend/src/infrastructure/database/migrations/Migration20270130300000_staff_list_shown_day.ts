import { Migration } from '@mikro-orm/migrations';

/**
 * The staff's website list is ordered by the day each row shows (a published article's publish date, else the day it
 * was written: STAFF_LIST_DAY in the website module), so its two orders page on (that day, id). These indexes hold that
 * expression in the same form as the query (the planner matches it), all themes and per theme, and replace the
 * (created_at, id) ones of Migration20261207000000_staff_lists, which only that list read.
 */
const DAY = `(case when status = 'published' then coalesce(publish_date, created_at) else created_at end)`;

export class Migration20270130300000_staff_list_shown_day extends Migration {
  override up(): void {
    this.addSql(`create index website_content_staff_day_order on website_content (${DAY} desc, id desc) where status <> 'archived'`);
    this.addSql(`create index website_content_staff_theme_day_order on website_content
      (website_theme(editorial_theme, category, title), ${DAY} desc, id desc) where status <> 'archived'`);
    this.addSql('drop index if exists website_content_staff_theme_order');
    this.addSql('drop index if exists website_content_staff_order');
  }

  override down(): void {
    this.addSql(`create index if not exists website_content_staff_order on website_content (created_at desc, id desc) where status <> 'archived'`);
    this.addSql(`create index if not exists website_content_staff_theme_order on website_content
      (website_theme(editorial_theme, category, title), created_at desc, id desc) where status <> 'archived'`);
    this.addSql('drop index if exists website_content_staff_theme_day_order');
    this.addSql('drop index if exists website_content_staff_day_order');
  }
}
