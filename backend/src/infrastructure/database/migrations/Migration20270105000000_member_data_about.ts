import { Migration } from '@mikro-orm/migrations';

/**
 * "Your data" gives what others did about the member too: the audit rows whose subject is their account (read a page
 * at a time by kind, id and row id), the staff invitations they accepted or that were sent to their address, and their
 * Premium starts. Without these each read went through rows of other subjects, or every invitation or start.
 */
export class Migration20270105000000_member_data_about extends Migration {
  override up(): void {
    this.addSql('create index if not exists audit_log_subject_kind_index on audit_log (subject_kind, subject_id, id) where subject_id is not null');
    this.addSql('create index if not exists staff_invitations_accepted_by_index on staff_invitations (accepted_by) where accepted_by is not null');
    this.addSql('create index if not exists staff_invitations_email_index on staff_invitations (email)');
    this.addSql('create index if not exists premium_starts_user_index on premium_starts (user_id, started_at)');
  }

  override down(): void {
    this.addSql('drop index if exists premium_starts_user_index');
    this.addSql('drop index if exists staff_invitations_email_index');
    this.addSql('drop index if exists staff_invitations_accepted_by_index');
    this.addSql('drop index if exists audit_log_subject_kind_index');
  }
}
