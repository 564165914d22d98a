import { Migration } from '@mikro-orm/migrations';

/**
 * The hourly sweep of unused uploads (upload-sweep.ts) checks a bounded number of uploads per run: those never checked
 * first, then those checked longest ago, in the order of `uploads_sweep_order`; `checked_at` is when a run last found
 * the upload in use. Before, every run checked every upload older than a day, which grows with the archive.
 * The two uses without an index get one, so each check (and the serving check, once per picture requested) is an
 * index lookup: an article's featured picture and a premium report's pictures.
 */
export class Migration20270203000000_upload_sweep_order extends Migration {
  override up(): void {
    this.addSql('alter table uploads add column if not exists checked_at timestamptz');
    this.addSql('create index if not exists uploads_sweep_order on uploads (checked_at asc nulls first, created_at)');
    this.addSql('create index if not exists website_content_featured_image_index on website_content (featured_image) where featured_image is not null');
    this.addSql('create index if not exists premium_content_images_index on premium_content using gin (generated_images jsonb_path_ops)');
  }

  override down(): void {
    this.addSql('drop index if exists premium_content_images_index');
    this.addSql('drop index if exists website_content_featured_image_index');
    this.addSql('drop index if exists uploads_sweep_order');
    this.addSql('alter table uploads drop column if exists checked_at');
  }
}
