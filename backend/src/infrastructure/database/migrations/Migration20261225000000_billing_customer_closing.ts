import { Migration } from '@mikro-orm/migrations';

/**
 * Since when a member's Stripe customer is being closed (their account is being deleted); null while it is theirs.
 * Stripe's webhooks about a closing customer's subscriptions are ignored, so none reaches an account on its way out.
 */
export class Migration20261225000000_billing_customer_closing extends Migration {
  override up(): void {
    this.addSql('alter table billing_customers add column closed_at timestamptz');
  }

  override down(): void {
    this.addSql('alter table billing_customers drop column if exists closed_at');
  }
}
