import { Migration } from '@mikro-orm/migrations';

/**
 * The Premium tab's theme counts (GET /api/premium-content/theme-counts) at any archive size: a GROUP BY over
 * premium_theme() on every row took 0.4-0.8 s at 2,700 articles and grew with the archive. As website_theme_counts
 * (Migration20261205100000_theme_counts), the premium module keeps the items per theme and status in a small table of
 * its own, moved by statement-level triggers on premium_content in the same transaction as each write (create,
 * publish, archive, delete, a theme or topic change; '' for an item no theme rule matches). An update that changes
 * neither theme nor status writes nothing. Counter rows are written in (theme, status) order, so concurrent writes
 * queue behind each other instead of deadlocking. A later change of premium_theme()'s rule must fill the table again.
 */
export class Migration20270105200000_premium_theme_counts extends Migration {
  override up(): void {
    this.addSql(`create table premium_theme_counts (
      theme text not null, status text not null, items integer not null default 0, primary key (theme, status))`);
    this.addSql(`insert into premium_theme_counts (theme, status, items)
      select coalesce(premium_theme(editorial_theme, topic), ''), status::text, count(*) from premium_content group by 1, 2`);
    this.addSql(`create or replace function premium_theme_counts_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          insert into premium_theme_counts (theme, status, items)
            select coalesce(premium_theme(editorial_theme, topic), '') as theme, status::text as status, count(*) from new_rows
             group by 1, 2 order by 1, 2
          on conflict (theme, status) do update set items = premium_theme_counts.items + excluded.items;
        elsif tg_op = 'DELETE' then
          insert into premium_theme_counts (theme, status, items)
            select coalesce(premium_theme(editorial_theme, topic), '') as theme, status::text as status, -count(*) from old_rows
             group by 1, 2 order by 1, 2
          on conflict (theme, status) do update set items = premium_theme_counts.items + excluded.items;
        else
          insert into premium_theme_counts (theme, status, items)
            select theme, status, sum(delta) from (
              select coalesce(premium_theme(editorial_theme, topic), '') as theme, status::text as status, -1 as delta from old_rows
              union all
              select coalesce(premium_theme(editorial_theme, topic), ''), status::text, 1 from new_rows
            ) changes group by theme, status having sum(delta) <> 0 order by theme, status
          on conflict (theme, status) do update set items = premium_theme_counts.items + excluded.items;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger premium_theme_counts_insert after insert on premium_content
      referencing new table as new_rows for each statement execute function premium_theme_counts_apply()`);
    this.addSql(`create trigger premium_theme_counts_update after update on premium_content
      referencing old table as old_rows new table as new_rows for each statement execute function premium_theme_counts_apply()`);
    this.addSql(`create trigger premium_theme_counts_delete after delete on premium_content
      referencing old table as old_rows for each statement execute function premium_theme_counts_apply()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists premium_theme_counts_insert on premium_content');
    this.addSql('drop trigger if exists premium_theme_counts_update on premium_content');
    this.addSql('drop trigger if exists premium_theme_counts_delete on premium_content');
    this.addSql('drop function if exists premium_theme_counts_apply()');
    this.addSql('drop table if exists premium_theme_counts');
  }
}
