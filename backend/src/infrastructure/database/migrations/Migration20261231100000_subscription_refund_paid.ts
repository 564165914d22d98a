import { Migration } from '@mikro-orm/migrations';

/**
 * What the member had paid for a subscription refunded under the 30-day guarantee (its payments, as Stripe has them),
 * beside `refunded_pence`: staff may already have refunded part of it in Stripe's dashboard, and the guarantee then
 * refunds only what was left, so the screens say "in full" only when the two are equal. Null for earlier refunds.
 */
export class Migration20261231100000_subscription_refund_paid extends Migration {
  override up(): void {
    this.addSql('alter table subscriptions add column refund_paid_pence integer check (refund_paid_pence >= 0)');
  }

  override down(): void {
    this.addSql('alter table subscriptions drop column if exists refund_paid_pence');
  }
}
