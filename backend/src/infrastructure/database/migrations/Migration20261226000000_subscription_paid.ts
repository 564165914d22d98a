import { Migration } from '@mikro-orm/migrations';

/**
 * Every paid invoice now has a receipt (SubscriptionPaid: the first payment, a renewal, a change of plan); renewal
 * receipts not yet relayed when this runs (SubscriptionRenewed) are carried over so none is lost.
 */
export class Migration20261226000000_subscription_paid extends Migration {
  override up(): void {
    this.addSql(`update outbox_events set type = 'SubscriptionPaid', payload = payload || '{"reason":"renewal"}'::jsonb where type = 'SubscriptionRenewed'`);
  }

  override down(): void {
    this.addSql(`update outbox_events set type = 'SubscriptionRenewed', payload = payload - 'reason' where type = 'SubscriptionPaid' and payload->>'reason' = 'renewal'`);
  }
}
