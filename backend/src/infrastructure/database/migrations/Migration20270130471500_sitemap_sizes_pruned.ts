import { Migration } from '@mikro-orm/migrations';

/**
 * Sizes of sitemap file no longer in use leave website_sitemap_files by themselves (they were kept, and kept up to date
 * by the triggers, until someone deleted them by hand). website_sitemap_prune_sizes(size, batch) deletes up to `batch`
 * rows of the other sizes, then, once none is left, the sizes themselves (the triggers stop keeping them); it returns
 * whether rows remain, so its caller (the sitemap index's computation) calls it again, each batch a transaction of its
 * own. It works under a SHARE lock on website_content, as a size's first count does: no trigger is writing counter
 * rows meanwhile (writes wait for one batch), so it cannot deadlock with them. Registering a size and pruning take a
 * transaction-level advisory lock first, so two API processes doing either at once queue instead of deadlocking.
 *
 * While processes with different SITEMAP_FILE_URLS run side by side (a rolling change of the setting), each may remove
 * the other's size and count its own again. A size counted again starts its files' versions (part of a cached file's
 * key) from the clock in milliseconds, above any version the size's files had before, so no cached file of an earlier
 * count is taken for the new one.
 */
const LOCK = `hashtext('website_sitemap_sizes')`;

const filesOf = (start: string, serialized: boolean) => `create or replace function website_sitemap_files_of(size integer)
      returns table (file integer, published integer, changed_at timestamptz, version bigint) language plpgsql as $fn$
      begin
        if not exists (select 1 from website_sitemap_sizes s where s.per_file = size) then
          ${serialized ? `perform pg_advisory_xact_lock(${LOCK});` : ''}
          lock table website_content in share mode;
          insert into website_sitemap_sizes (per_file) values (size) on conflict do nothing;
          if found then
            insert into website_sitemap_files (per_file, file, published, changed_at, version)
              select size, (c.id - 1) / size + 1, count(*), max(c.updated_at), ${start}
                from website_content c where c.status = 'published' group by 2;
          end if;
        end if;
        return query select f.file, f.published, f.changed_at, f.version from website_sitemap_files f
          where f.per_file = size and f.published > 0 order by f.file;
      end
      $fn$`;

export class Migration20270130471500_sitemap_sizes_pruned extends Migration {
  override up(): void {
    this.addSql(filesOf(`(extract(epoch from clock_timestamp()) * 1000)::bigint`, true));
    this.addSql(`create or replace function website_sitemap_prune_sizes(size integer, batch integer)
      returns boolean language plpgsql as $fn$
      declare
        gone integer;
      begin
        if not exists (select 1 from website_sitemap_sizes s where s.per_file <> size) then
          return false;
        end if;
        perform pg_advisory_xact_lock(${LOCK});
        lock table website_content in share mode;
        delete from website_sitemap_files f
          using (select o.per_file, o.file from website_sitemap_files o where o.per_file <> size
                  order by o.per_file, o.file limit batch for update) old
          where f.per_file = old.per_file and f.file = old.file;
        get diagnostics gone = row_count;
        if gone < batch then
          delete from website_sitemap_sizes s where s.per_file <> size;
          return false;
        end if;
        return true;
      end
      $fn$`);
  }

  override down(): void {
    this.addSql('drop function if exists website_sitemap_prune_sizes(integer, integer)');
    this.addSql(filesOf('1', false));
  }
}
