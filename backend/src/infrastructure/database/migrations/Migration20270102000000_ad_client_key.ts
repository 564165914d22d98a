import { Migration } from '@mikro-orm/migrations';

/**
 * ads.client_key: the key the Ads tab made when a new ad was first saved (POST /api/ads), unique per staff member who
 * made it, so a repeat with the same key (a retry after a lost answer, a double click) answers the ad stored the first
 * time instead of making a second one (as journal_entries.client_key and goals.client_key do for members).
 */
export class Migration20270102000000_ad_client_key extends Migration {
  override up(): void {
    this.addSql('alter table ads add column if not exists client_key uuid null');
    this.addSql('create unique index if not exists ads_client_key_unique on ads (created_by, client_key) where client_key is not null');
  }

  override down(): void {
    this.addSql('drop index if exists ads_client_key_unique');
    this.addSql('alter table ads drop column if exists client_key');
  }
}
