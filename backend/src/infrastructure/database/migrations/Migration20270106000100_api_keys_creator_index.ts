import { Migration } from '@mikro-orm/migrations';

/**
 * The keys' creators, read by skipping from one to the next (distinctOnIndex) on each search of the API keys, and a
 * member's keys, revoked ones too ("Your data"): both need every key's creator on an index. api_keys_created_by_index
 * held the live keys only (`where revoked_at is null`), so each went through every key; this whole index serves those
 * reads and the live keys' too, so it replaces it.
 */
export class Migration20270106000100_api_keys_creator_index extends Migration {
  override up(): void {
    this.addSql(`create index if not exists api_keys_creator_index on api_keys (created_by)`);
    this.addSql(`drop index if exists api_keys_created_by_index`);
  }

  override down(): void {
    this.addSql(`create index if not exists api_keys_created_by_index on api_keys (created_by) where revoked_at is null`);
    this.addSql(`drop index if exists api_keys_creator_index`);
  }
}
