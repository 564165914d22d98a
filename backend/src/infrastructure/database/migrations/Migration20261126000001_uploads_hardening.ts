import { Migration } from '@mikro-orm/migrations';

/**
 * Uploads hardening: the uses of an upload address (upload-uses.ts) are looked up on every /uploads request and by
 * the hourly sweep, so each place that can hold one is indexed.
 */
export class Migration20261126000001_uploads_hardening extends Migration {
  override up(): void {
    this.addSql(`create index journal_entries_image_url_index on journal_entries (image_url) where image_url is not null`);
    this.addSql(`create index users_profile_image_url_index on users (profile_image_url) where profile_image_url is not null`);
    this.addSql(`create index content_generations_images_index on content_generations using gin (generated_images jsonb_path_ops)`);
  }

  override down(): void {
    this.addSql('drop index if exists content_generations_images_index');
    this.addSql('drop index if exists users_profile_image_url_index');
    this.addSql('drop index if exists journal_entries_image_url_index');
  }
}
