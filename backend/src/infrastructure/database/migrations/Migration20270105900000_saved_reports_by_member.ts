import { Migration } from '@mikro-orm/migrations';

/**
 * The member's Library is paged newest first on (saved_at, id) (GET /api/community/library): one member's page is read
 * from this index at any library size, never by sorting the member's whole library.
 */
export class Migration20270105900000_saved_reports_by_member extends Migration {
  override up(): void {
    this.addSql('create index if not exists saved_reports_user_saved_index on saved_reports (user_id, saved_at desc, id desc)');
  }

  override down(): void {
    this.addSql('drop index if exists saved_reports_user_saved_index');
  }
}
