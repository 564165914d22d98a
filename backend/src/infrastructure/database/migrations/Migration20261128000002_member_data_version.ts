import { Migration } from '@mikro-orm/migrations';

/**
 * users.data_version: a counter of changes to what a member's reads show, moved by a trigger in the same transaction
 * as every insert, update and delete of the member's journal entries (also entries written by SQL or by other
 * modules, e.g. weekly summaries). The session lookup reads it with the account on every request, so a read cached
 * under a version (the journal list) is known to be current without a second query. A table whose rows a cached read
 * shows gets the same trigger.
 */
export class Migration20261128000002_member_data_version extends Migration {
  override up(): void {
    this.addSql(`alter table users add column data_version bigint not null default 0`);
    this.addSql(`create function bump_member_data_version() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update users set data_version = data_version + 1 where id = old.user_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id is distinct from old.user_id) then
          update users set data_version = data_version + 1 where id = new.user_id;
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger journal_entries_member_data_version after insert or update or delete on journal_entries
      for each row execute function bump_member_data_version()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists journal_entries_member_data_version on journal_entries');
    this.addSql('drop function if exists bump_member_data_version()');
    this.addSql('alter table users drop column if exists data_version');
  }
}
