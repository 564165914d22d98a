import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19, feeds, sitemaps and search at real size. The sitemap's article files read published ids in order with the
 * slug and last change beside them (an index-only scan, in keyset batches), and their ETag is the published count and
 * the newest updated_at (both answered by an index, not a scan of the archive). The feeds use the order indexes of
 * Migration20261204000000_magazine_lists.
 */
export class Migration20261205000000_feeds_search extends Migration {
  override up(): void {
    this.addSql(`create index website_content_published_ids on website_content (id) include (slug, updated_at) where status = 'published'`);
    this.addSql('create index website_content_updated_at on website_content (updated_at)');
  }

  override down(): void {
    this.addSql('drop index if exists website_content_updated_at');
    this.addSql('drop index if exists website_content_published_ids');
  }
}
