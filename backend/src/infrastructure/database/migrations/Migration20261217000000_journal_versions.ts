import { Migration } from '@mikro-orm/migrations';

/**
 * What a member's journal page shows changes in three modules' tables; each module now counts its own changes in a
 * table of its own, moved by a trigger on its own tables in the same transaction as the change (by the API or by plain
 * SQL alike), and answers its count through a SQL function, its interface:
 * - community: `journal_versions` (per member), moved by every change of journal_entries;
 * - insights: `reply_versions` (per member), moved by every change of ai_responses and ai_recommendations;
 *   `insights_reply_version(member)`;
 * - premium: `premium_card_version` (one row), moved by a change of what a recommendation's card shows;
 *   `premium_cards_version()`.
 * The journal keeps a member's first page under the three counts, read together in one statement (no trigger writes
 * into another module's table, as users.data_version's did).
 */
export class Migration20261217000000_journal_versions extends Migration {
  override up(): void {
    // A change counts for its member: an insert (or a move to another member) creates the member's row if needed; an
    // update or a delete only moves an existing one (a row exists for every member with rows, made below for the rows
    // older than this migration), so the cascade of an account's deletion never inserts a row for a user being deleted.
    this.addSql(`create function bump_member_version() returns trigger language plpgsql as $$
      declare counts regclass := tg_argv[0]::regclass;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          execute format('update %s set version = version + 1 where user_id = $1', counts) using old.user_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id is distinct from old.user_id) then
          execute format('insert into %s as v (user_id, version) values ($1, 1) on conflict (user_id) do update set version = v.version + 1', counts) using new.user_id;
        end if;
        return null;
      end $$`);

    // Gone with the account, like the rows they count.
    this.addSql('create table journal_versions (user_id int primary key references users (id) on delete cascade, version bigint not null)');
    this.addSql('insert into journal_versions (user_id, version) select user_id, 1 from journal_entries group by user_id');
    this.addSql(`create trigger journal_entries_version after insert or update or delete on journal_entries
      for each row execute function bump_member_version('journal_versions')`);

    this.addSql('create table reply_versions (user_id int primary key references users (id) on delete cascade, version bigint not null)');
    this.addSql(`insert into reply_versions (user_id, version)
      select user_id, 1 from (select user_id from ai_responses union select user_id from ai_recommendations) m`);
    for (const table of ['ai_responses', 'ai_recommendations']) {
      this.addSql(`create trigger ${table}_version after insert or update or delete on ${table}
        for each row execute function bump_member_version('reply_versions')`);
    }
    this.addSql(`create function insights_reply_version(member int) returns bigint language sql stable as $$
      select coalesce((select version from reply_versions where user_id = member), 0) $$`);

    this.addSql('create table premium_card_version (id int primary key default 1 check (id = 1), version bigint not null)');
    this.addSql('insert into premium_card_version (id, version) values (1, 0)');
    this.addSql(`create function bump_premium_card_version() returns trigger language plpgsql as $$
      begin
        update premium_card_version set version = version + 1 where id = 1;
        return null;
      end $$`);
    this.addSql(`create trigger premium_content_card_version after update on premium_content for each row
      when (old.status is distinct from new.status or old.topic is distinct from new.topic or old.subtitle is distinct from new.subtitle
        or old.editorial_week is distinct from new.editorial_week or old.editorial_theme is distinct from new.editorial_theme
        or old.generated_images is distinct from new.generated_images)
      execute function bump_premium_card_version()`);
    this.addSql(`create function premium_cards_version() returns bigint language sql stable as $$
      select version from premium_card_version where id = 1 $$`);
  }

  override down(): void {
    this.addSql('drop function if exists premium_cards_version()');
    this.addSql('drop trigger if exists premium_content_card_version on premium_content');
    this.addSql('drop function if exists bump_premium_card_version()');
    this.addSql('drop table if exists premium_card_version');
    this.addSql('drop function if exists insights_reply_version(int)');
    this.addSql('drop trigger if exists ai_recommendations_version on ai_recommendations');
    this.addSql('drop trigger if exists ai_responses_version on ai_responses');
    this.addSql('drop table if exists reply_versions');
    this.addSql('drop trigger if exists journal_entries_version on journal_entries');
    this.addSql('drop table if exists journal_versions');
    this.addSql('drop function if exists bump_member_version()');
  }
}
