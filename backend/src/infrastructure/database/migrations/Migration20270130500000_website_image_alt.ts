import { Migration } from '@mikro-orm/migrations';

/**
 * A website article's featured image keeps the editor's description of it (docs/product.md#article-pages), read to
 * readers who cannot see it and given as og:image:alt; null: none written (a stock photo's own description is used).
 */
export class Migration20270130500000_website_image_alt extends Migration {
  override up(): void {
    this.addSql('alter table website_content add column featured_image_alt text null');
  }

  override down(): void {
    this.addSql('alter table website_content drop column featured_image_alt');
  }
}
