import { Migration } from '@mikro-orm/migrations';

/**
 * The member's Library is paged newest first on (saved_at, id) (GET /api/community/library), all of it or one theme:
 * one member's page is read from these indexes at any library size, never by sorting the member's whole library.
 * `theme` is the saved report's premium theme (premium's themeOf / premium_theme(): one of the six, or null), written
 * when the report is saved and moved by PremiumUpdated (community/events/saved-reports-follow.handler.ts), so the theme
 * filter runs in the member's own rows without reading premium's table.
 */
export class Migration20270105900000_saved_reports_by_member extends Migration {
  override up(): void {
    this.addSql('alter table saved_reports add column if not exists theme text null');
    this.addSql(`update saved_reports s set theme = premium_theme(p.editorial_theme, p.topic) from premium_content p where p.id = s.premium_content_id`);
    this.addSql('create index if not exists saved_reports_user_saved_index on saved_reports (user_id, saved_at desc, id desc)');
    this.addSql('create index if not exists saved_reports_user_theme_index on saved_reports (user_id, theme, saved_at desc, id desc)');
  }

  override down(): void {
    this.addSql('drop index if exists saved_reports_user_theme_index');
    this.addSql('drop index if exists saved_reports_user_saved_index');
    this.addSql('alter table saved_reports drop column if exists theme');
  }
}
