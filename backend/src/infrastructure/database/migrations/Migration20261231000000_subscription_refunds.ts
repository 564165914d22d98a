import { Migration } from '@mikro-orm/migrations';

/**
 * The 30-day satisfaction guarantee (a refund in full of a member's first subscription). `refund_requested_at` is the
 * claim a refund takes before it asks Stripe (one refund whatever the clicks or tabs; a claim left by a request that
 * died may be taken again after a few minutes), `refunded_at` and `refunded_pence` what Stripe refunded. A refunded
 * subscription gives no premium (premium_until null).
 */
export class Migration20261231000000_subscription_refunds extends Migration {
  override up(): void {
    this.addSql('alter table subscriptions add column refund_requested_at timestamptz');
    this.addSql('alter table subscriptions add column refunded_at timestamptz');
    this.addSql('alter table subscriptions add column refunded_pence integer check (refunded_pence >= 0)');
  }

  override down(): void {
    this.addSql('alter table subscriptions drop column if exists refunded_pence');
    this.addSql('alter table subscriptions drop column if exists refunded_at');
    this.addSql('alter table subscriptions drop column if exists refund_requested_at');
  }
}
