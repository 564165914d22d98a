import { Migration } from '@mikro-orm/migrations';

/**
 * A coach reply's recommendation says whether its report is in the member's Library (`saved`), so the journal's kept
 * first page must also follow the member's Library: every change of saved_reports (a save, a removal, a report merged
 * into another) moves the member's journal_versions count in the same transaction (both community's tables).
 */
export class Migration20270106150500_saved_reports_journal_version extends Migration {
  override up(): void {
    this.addSql('drop trigger if exists saved_reports_version on saved_reports');
    this.addSql(`create trigger saved_reports_version after insert or update or delete on saved_reports
      for each row execute function bump_member_version('journal_versions')`);
  }

  override down(): void {
    this.addSql('drop trigger if exists saved_reports_version on saved_reports');
  }
}
