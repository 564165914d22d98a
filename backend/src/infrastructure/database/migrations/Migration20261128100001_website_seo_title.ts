import { Migration } from '@mikro-orm/migrations';

/** Website articles: the SEO title the magazine's edit forms send (docs/product.md#admin-mode-on-magazine-pages); null means the title is used. */
export class Migration20261128100001_website_seo_title extends Migration {
  override up(): void {
    this.addSql(`alter table website_content add column seo_title varchar(300) null`);
  }

  override down(): void {
    this.addSql(`alter table website_content drop column seo_title`);
  }
}
