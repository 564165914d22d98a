import { Migration } from '@mikro-orm/migrations';

/**
 * An article revision's picture counts as a use of the upload (website.module.ts, 'article revisions'), so the hourly
 * sweep keeps it and a restore never brings back a deleted picture. The serving check, the sweep and every release
 * look it up by address: indexed, as the other uses are.
 */
export class Migration20270105700000_revision_pictures extends Migration {
  override up(): void {
    this.addSql(`create index if not exists content_revisions_featured_image_index on content_revisions ((fields->>'featured_image')) where kind = 'website'`);
  }

  override down(): void {
    this.addSql('drop index if exists content_revisions_featured_image_index');
  }
}
