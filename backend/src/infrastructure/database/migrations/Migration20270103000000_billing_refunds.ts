import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds made in Stripe (Stripe's charge.refunded and charge.refund.updated webhooks): each refund of a subscription's
 * payments by its Stripe id, with its amount and status as Stripe last said. `guarantee`: made by the 30-day guarantee
 * (its metadata names the subscription; the guarantee mails its own receipt), else by staff in Stripe's dashboard.
 * `receipt_at`: when its receipt was queued (once; never for the guarantee's). The billing module's table.
 */
export class Migration20270103000000_billing_refunds extends Migration {
  override up(): void {
    this.addSql(`create table billing_refunds (
      stripe_refund_id text primary key,
      subscription_id integer not null references subscriptions(id) on delete cascade,
      stripe_charge_id text not null,
      amount_pence integer not null check (amount_pence >= 0),
      payment_pence integer not null check (payment_pence >= 0),
      currency text not null,
      status text not null,
      guarantee boolean not null,
      created_at timestamptz not null,
      receipt_at timestamptz,
      updated_at timestamptz not null default now())`);
    this.addSql('create index billing_refunds_subscription_index on billing_refunds (subscription_id)');
    this.addSql('create index billing_refunds_charge_index on billing_refunds (stripe_charge_id)');
  }

  override down(): void {
    this.addSql('drop table if exists billing_refunds');
  }
}
