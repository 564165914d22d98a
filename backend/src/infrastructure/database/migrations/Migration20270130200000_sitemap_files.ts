import { Migration } from '@mikro-orm/migrations';

/**
 * The articles sitemap files at any archive size. A file is a range of ids: articles-N.xml lists the published
 * articles with ids from (N - 1) × size + 1 to N × size (size: SITEMAP_FILE_URLS), so publishing or unpublishing one
 * article changes its own file only, and a file is read by seeking to its first id. The website module keeps, per
 * size in use and per file, its published articles, its newest change and a version (website_sitemap_files), with
 * statement triggers on website_content, as it keeps website_theme_month_counts: the sitemap index then reads a row
 * per file, whatever the archive holds (numbering all published ids took 52-246 ms at 100,000).
 *
 * A file's changed_at is the newest updated_at of the articles it lists, or the time an article left it (unpublished
 * or deleted) if later: the file changed then too. It never goes back. `version` goes up with every change of the
 * file's list (an article in or out, a new updated_at or slug), so a cached file is keyed by it.
 *
 * A size is registered on first use (website_sitemap_files_of): the files are counted once from website_content
 * under a SHARE lock (writes wait for that one read; the triggers keep them from then on). The default size is
 * registered here. Counter rows are written in (size, file) order, so concurrent publishes queue instead of deadlocking.
 */
const upsert = (changes: string) => `insert into website_sitemap_files (per_file, file, published, changed_at, version)
      select s.per_file, (c.id - 1) / s.per_file + 1, sum(c.delta), max(c.at), 1
        from (${changes}) c cross join website_sitemap_sizes s
       group by 1, 2 order by 1, 2
      on conflict (per_file, file) do update set published = website_sitemap_files.published + excluded.published,
        changed_at = greatest(website_sitemap_files.changed_at, excluded.changed_at), version = website_sitemap_files.version + 1`;

/** Published rows a statement added (delta 1), changed while staying published (0) and took away (-1), with their time. */
const INSERTED = `select id, updated_at as at, 1 as delta from new_rows where status = 'published'`;
const DELETED = `select id, now() as at, -1 as delta from old_rows where status = 'published'`;
const UPDATED = `
        select n.id, n.updated_at as at, 1 as delta from new_rows n
         where n.status = 'published' and not exists (select 1 from old_rows o where o.id = n.id and o.status = 'published')
        union all
        select n.id, case when n.updated_at is distinct from o.updated_at then n.updated_at else now() end, 0
          from new_rows n join old_rows o on o.id = n.id
         where n.status = 'published' and o.status = 'published' and (n.updated_at is distinct from o.updated_at or n.slug is distinct from o.slug)
        union all
        select o.id, greatest(n.updated_at, now()), -1 from old_rows o left join new_rows n on n.id = o.id
         where o.status = 'published' and n.status is distinct from 'published'`;

export class Migration20270130200000_sitemap_files extends Migration {
  override up(): void {
    this.addSql(`create table website_sitemap_sizes (per_file integer primary key check (per_file > 0))`);
    this.addSql(`create table website_sitemap_files (
      per_file integer not null references website_sitemap_sizes on delete cascade, file integer not null,
      published integer not null default 0, changed_at timestamptz not null, version bigint not null default 1,
      primary key (per_file, file))`);
    this.addSql(`create or replace function website_sitemap_files_apply() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          ${upsert(INSERTED)};
        elsif tg_op = 'DELETE' then
          ${upsert(DELETED)};
        else
          ${upsert(UPDATED)};
        end if;
        return null;
      end
      $fn$`);
    this.addSql(`create trigger website_sitemap_files_insert after insert on website_content
      referencing new table as new_rows for each statement execute function website_sitemap_files_apply()`);
    this.addSql(`create trigger website_sitemap_files_update after update on website_content
      referencing old table as old_rows new table as new_rows for each statement execute function website_sitemap_files_apply()`);
    this.addSql(`create trigger website_sitemap_files_delete after delete on website_content
      referencing old table as old_rows for each statement execute function website_sitemap_files_apply()`);
    // The files of one size, registered (and counted once) on first use; files without a published article are left out.
    this.addSql(`create or replace function website_sitemap_files_of(size integer)
      returns table (file integer, published integer, changed_at timestamptz, version bigint) language plpgsql as $fn$
      begin
        if not exists (select 1 from website_sitemap_sizes s where s.per_file = size) then
          lock table website_content in share mode;
          insert into website_sitemap_sizes (per_file) values (size) on conflict do nothing;
          if found then
            insert into website_sitemap_files (per_file, file, published, changed_at)
              select size, (c.id - 1) / size + 1, count(*), max(c.updated_at) from website_content c where c.status = 'published' group by 2;
          end if;
        end if;
        return query select f.file, f.published, f.changed_at, f.version from website_sitemap_files f
          where f.per_file = size and f.published > 0 order by f.file;
      end
      $fn$`);
    this.addSql(`select count(*) from website_sitemap_files_of(10000)`);
  }

  override down(): void {
    this.addSql('drop trigger if exists website_sitemap_files_insert on website_content');
    this.addSql('drop trigger if exists website_sitemap_files_update on website_content');
    this.addSql('drop trigger if exists website_sitemap_files_delete on website_content');
    this.addSql('drop function if exists website_sitemap_files_apply()');
    this.addSql('drop function if exists website_sitemap_files_of(integer)');
    this.addSql('drop table if exists website_sitemap_files');
    this.addSql('drop table if exists website_sitemap_sizes');
  }
}
