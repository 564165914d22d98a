import { Migration } from '@mikro-orm/migrations';

/**
 * The sends list's figures at any list size: newsletter_send_counts keeps, per send and delivery status, how many
 * deliveries have it, by statement triggers on newsletter_deliveries (the same module's tables), so a page of sends
 * reads a few small rows per send instead of counting every delivery of twenty sends (200,000 rows at 10,000
 * subscribers, read again every 3 s while a send is under way). Exact for every write, SQL included; a subscriber
 * erased takes their deliveries, and their counts, with them, as before.
 */
export class Migration20261218000000_newsletter_send_counts extends Migration {
  override up(): void {
    this.addSql(`create table newsletter_send_counts (
      send_id int not null references newsletter_sends (id) on delete cascade,
      status text not null,
      n integer not null default 0,
      primary key (send_id, status)
    )`);
    this.addSql(`insert into newsletter_send_counts (send_id, status, n) select send_id, status, count(*) from newsletter_deliveries group by 1, 2`);
    // Deletes only change rows that exist: a send deleted takes its deliveries and its counts (cascade) in one statement.
    this.addSql(`create or replace function newsletter_send_counts_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          update newsletter_send_counts c set n = c.n - d.n
            from (select send_id, status, count(*)::int as n from old_rows group by 1, 2) d
           where c.send_id = d.send_id and c.status = d.status;
        elsif tg_op = 'INSERT' then
          insert into newsletter_send_counts (send_id, status, n)
            select send_id, status, count(*) from new_rows group by 1, 2 order by 1, 2
          on conflict (send_id, status) do update set n = newsletter_send_counts.n + excluded.n;
        else
          insert into newsletter_send_counts (send_id, status, n)
            select send_id, status, sum(n) from (
              select send_id, status, -1 as n from old_rows
              union all
              select send_id, status, 1 from new_rows
            ) changes group by 1, 2 having sum(n) <> 0 order by 1, 2
          on conflict (send_id, status) do update set n = newsletter_send_counts.n + excluded.n;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger newsletter_send_counts_insert after insert on newsletter_deliveries
      referencing new table as new_rows for each statement execute function newsletter_send_counts_apply()`);
    this.addSql(`create trigger newsletter_send_counts_update after update on newsletter_deliveries
      referencing old table as old_rows new table as new_rows for each statement execute function newsletter_send_counts_apply()`);
    this.addSql(`create trigger newsletter_send_counts_delete after delete on newsletter_deliveries
      referencing old table as old_rows for each statement execute function newsletter_send_counts_apply()`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists newsletter_send_counts_insert on newsletter_deliveries`);
    this.addSql(`drop trigger if exists newsletter_send_counts_update on newsletter_deliveries`);
    this.addSql(`drop trigger if exists newsletter_send_counts_delete on newsletter_deliveries`);
    this.addSql(`drop function if exists newsletter_send_counts_apply()`);
    this.addSql(`drop table if exists newsletter_send_counts`);
  }
}
