import { Migration } from '@mikro-orm/migrations';

/**
 * A theme page hero's stock photo keeps its photographer's credit ({photographer, photographer_url, page_url, url}),
 * shown under the hero (docs/product.md#theme-pages); null for an upload, a photo chosen before, or none.
 */
export class Migration20270130480000_theme_hero_image_credit extends Migration {
  override up(): void {
    this.addSql('alter table theme_heroes add column custom_image_credit jsonb null');
  }

  override down(): void {
    this.addSql('alter table theme_heroes drop column custom_image_credit');
  }
}
