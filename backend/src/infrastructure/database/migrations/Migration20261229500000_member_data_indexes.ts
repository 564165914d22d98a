import { Migration } from '@mikro-orm/migrations';

/**
 * "Your data" reads a member's newsletter deliveries (by their address's sign-up) and a staff member's audit rows (by
 * actor, and by the API keys they made) a page at a time: without these each page read the whole table.
 */
export class Migration20261229500000_member_data_indexes extends Migration {
  override up(): void {
    this.addSql('create index if not exists newsletter_deliveries_subscriber_index on newsletter_deliveries (subscriber_id, id)');
    this.addSql('create index if not exists audit_log_actor_index on audit_log (actor_id, id) where actor_id is not null');
    this.addSql('create index if not exists audit_log_api_key_index on audit_log (api_key_id, id) where api_key_id is not null');
  }

  override down(): void {
    this.addSql('drop index if exists newsletter_deliveries_subscriber_index');
    this.addSql('drop index if exists audit_log_actor_index');
    this.addSql('drop index if exists audit_log_api_key_index');
  }
}
