import { Migration } from '@mikro-orm/migrations';

/**
 * The newsletter's figures at any number of sign-ups: newsletter_subscriber_counts keeps how many sign-ups are in each
 * status, and under 'suppressed' how many addresses are kept as a hash only (newsletter_suppressions), by statement
 * triggers on those tables (as member_counts does for users), so the figures read five rows instead of counting every
 * sign-up on each visit. An update that changes no status (a confirmation token, a bounce date) writes nothing.
 */
export class Migration20270105900900_subscriber_counts extends Migration {
  override up(): void {
    this.addSql(`create table newsletter_subscriber_counts (status text primary key, n integer not null default 0)`);
    this.addSql(`insert into newsletter_subscriber_counts (status, n)
      select status, count(*) from newsletter_subscribers group by 1
      union all select 'suppressed', count(*) from newsletter_suppressions`);
    this.addSql(`create or replace function newsletter_subscriber_counts_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_table_name = 'newsletter_suppressions' then
          if tg_op = 'INSERT' then
            insert into newsletter_subscriber_counts (status, n) select 'suppressed', count(*) from new_rows having count(*) > 0
            on conflict (status) do update set n = newsletter_subscriber_counts.n + excluded.n;
          else
            insert into newsletter_subscriber_counts (status, n) select 'suppressed', -count(*) from old_rows having count(*) > 0
            on conflict (status) do update set n = newsletter_subscriber_counts.n + excluded.n;
          end if;
        elsif tg_op = 'INSERT' then
          insert into newsletter_subscriber_counts (status, n)
            select status, count(*) from new_rows group by 1 order by 1
          on conflict (status) do update set n = newsletter_subscriber_counts.n + excluded.n;
        elsif tg_op = 'DELETE' then
          insert into newsletter_subscriber_counts (status, n)
            select status, -count(*) from old_rows group by 1 order by 1
          on conflict (status) do update set n = newsletter_subscriber_counts.n + excluded.n;
        else
          insert into newsletter_subscriber_counts (status, n)
            select status, sum(n) from (
              select status, -1 as n from old_rows
              union all
              select status, 1 from new_rows
            ) changes group by 1 having sum(n) <> 0 order by 1
          on conflict (status) do update set n = newsletter_subscriber_counts.n + excluded.n;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger newsletter_subscriber_counts_insert after insert on newsletter_subscribers
      referencing new table as new_rows for each statement execute function newsletter_subscriber_counts_apply()`);
    this.addSql(`create trigger newsletter_subscriber_counts_update after update on newsletter_subscribers
      referencing old table as old_rows new table as new_rows for each statement execute function newsletter_subscriber_counts_apply()`);
    this.addSql(`create trigger newsletter_subscriber_counts_delete after delete on newsletter_subscribers
      referencing old table as old_rows for each statement execute function newsletter_subscriber_counts_apply()`);
    this.addSql(`create trigger newsletter_suppression_counts_insert after insert on newsletter_suppressions
      referencing new table as new_rows for each statement execute function newsletter_subscriber_counts_apply()`);
    this.addSql(`create trigger newsletter_suppression_counts_delete after delete on newsletter_suppressions
      referencing old table as old_rows for each statement execute function newsletter_subscriber_counts_apply()`);
  }

  override down(): void {
    for (const [trigger, table] of [
      ['newsletter_subscriber_counts_insert', 'newsletter_subscribers'],
      ['newsletter_subscriber_counts_update', 'newsletter_subscribers'],
      ['newsletter_subscriber_counts_delete', 'newsletter_subscribers'],
      ['newsletter_suppression_counts_insert', 'newsletter_suppressions'],
      ['newsletter_suppression_counts_delete', 'newsletter_suppressions'],
    ]) this.addSql(`drop trigger if exists ${trigger} on ${table}`);
    this.addSql(`drop function if exists newsletter_subscriber_counts_apply()`);
    this.addSql(`drop table if exists newsletter_subscriber_counts`);
  }
}
