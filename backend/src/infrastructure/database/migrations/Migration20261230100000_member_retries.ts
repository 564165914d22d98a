import { Migration } from '@mikro-orm/migrations';

/**
 * A member's retried or doubled sends (docs/members-api.md, "Sending again"):
 * - journal_entries.client_key, goals.client_key: the key the member's page made when a message or goal was first sent,
 *   unique per member, so a repeat with the same key (a retry after a lost answer, a double click, three tabs at once)
 *   answers the first row instead of writing another one.
 * - saved_report_removals: the member's own removals of saved reports of the last day, so removing one again (a retry
 *   after a lost answer) succeeds as the first removal did, while another member's id stays 404. Pruned after a day.
 */
export class Migration20261230100000_member_retries extends Migration {
  override up(): void {
    this.addSql('alter table journal_entries add column if not exists client_key uuid null');
    this.addSql('create unique index if not exists journal_entries_client_key_unique on journal_entries (user_id, client_key) where client_key is not null');
    this.addSql('alter table goals add column if not exists client_key uuid null');
    this.addSql('create unique index if not exists goals_client_key_unique on goals (user_id, client_key) where client_key is not null');
    this.addSql(`create table if not exists saved_report_removals (
      user_id int not null references users (id) on delete cascade,
      saved_report_id int not null,
      premium_content_id int not null,
      removed_at timestamptz not null default now(),
      primary key (user_id, saved_report_id)
    )`);
    this.addSql('create index if not exists saved_report_removals_content_index on saved_report_removals (user_id, premium_content_id)');
    this.addSql('create index if not exists saved_report_removals_removed_at_index on saved_report_removals (removed_at)');
  }

  override down(): void {
    this.addSql('drop table if exists saved_report_removals');
    this.addSql('drop index if exists goals_client_key_unique');
    this.addSql('alter table goals drop column if exists client_key');
    this.addSql('drop index if exists journal_entries_client_key_unique');
    this.addSql('alter table journal_entries drop column if exists client_key');
  }
}
