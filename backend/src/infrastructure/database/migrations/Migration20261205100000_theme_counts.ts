import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19: the published articles per theme as a table the website module keeps itself, so the home page's theme
 * counts and the sitemap's size are read in one small query at any archive size (a GROUP BY over website_theme() took
 * 1.9-2.6 s at 100,000 articles). Statement-level triggers on website_content (same module) add the published rows a
 * statement inserted, updated or deleted, by theme ('' for an article no theme rule matches); an update that changes
 * neither status nor theme writes nothing. Counter rows are written in theme order, so concurrent publishes queue
 * behind each other instead of deadlocking.
 */
export class Migration20261205100000_theme_counts extends Migration {
  override up(): void {
    this.addSql(`create table website_theme_counts (theme text primary key, published integer not null default 0)`);
    this.addSql(`insert into website_theme_counts (theme, published)
      select coalesce(website_theme(editorial_theme, category, title), ''), count(*) from website_content where status = 'published' group by 1`);
    this.addSql(`create or replace function website_theme_counts_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          insert into website_theme_counts (theme, published)
            select coalesce(website_theme(editorial_theme, category, title), '') as theme, count(*) from new_rows
             where status = 'published' group by 1 order by 1
          on conflict (theme) do update set published = website_theme_counts.published + excluded.published;
        elsif tg_op = 'DELETE' then
          insert into website_theme_counts (theme, published)
            select coalesce(website_theme(editorial_theme, category, title), '') as theme, -count(*) from old_rows
             where status = 'published' group by 1 order by 1
          on conflict (theme) do update set published = website_theme_counts.published + excluded.published;
        else
          insert into website_theme_counts (theme, published)
            select theme, sum(delta) from (
              select coalesce(website_theme(editorial_theme, category, title), '') as theme, -1 as delta from old_rows where status = 'published'
              union all
              select coalesce(website_theme(editorial_theme, category, title), ''), 1 from new_rows where status = 'published'
            ) changes group by theme having sum(delta) <> 0 order by theme
          on conflict (theme) do update set published = website_theme_counts.published + excluded.published;
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger website_theme_counts_insert after insert on website_content
      referencing new table as new_rows for each statement execute function website_theme_counts_apply()`);
    this.addSql(`create trigger website_theme_counts_update after update on website_content
      referencing old table as old_rows new table as new_rows for each statement execute function website_theme_counts_apply()`);
    this.addSql(`create trigger website_theme_counts_delete after delete on website_content
      referencing old table as old_rows for each statement execute function website_theme_counts_apply()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists website_theme_counts_insert on website_content');
    this.addSql('drop trigger if exists website_theme_counts_update on website_content');
    this.addSql('drop trigger if exists website_theme_counts_delete on website_content');
    this.addSql('drop function if exists website_theme_counts_apply()');
    this.addSql('drop table if exists website_theme_counts');
  }
}
