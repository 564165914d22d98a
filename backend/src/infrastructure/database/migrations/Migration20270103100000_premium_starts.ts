import { Migration } from '@mikro-orm/migrations';

/**
 * New Premium members for staff (the Users tab): one row per SubscriptionStarted (a subscription began giving premium),
 * written by the billing module's consumer of that event once (`event_id`), with the plan and price it started on.
 * Subscriptions that gave premium before this table existed are recorded from `subscriptions` (at their start, no
 * event id). The billing module's table; rows go with the account and the subscription.
 */
export class Migration20270103100000_premium_starts extends Migration {
  override up(): void {
    this.addSql(`create table premium_starts (
      id serial primary key,
      event_id bigint unique,
      user_id integer not null references users(id) on delete cascade,
      subscription_id integer not null references subscriptions(id) on delete cascade,
      plan text not null,
      amount_pence integer not null check (amount_pence >= 0),
      currency text not null,
      started_at timestamptz not null)`);
    this.addSql('create index premium_starts_started_index on premium_starts (started_at, id)');
    this.addSql(`insert into premium_starts (user_id, subscription_id, plan, amount_pence, currency, started_at)
      select user_id, id, plan, amount_pence, currency, started_at from subscriptions where status not in ('incomplete', 'incomplete_expired')`);
  }

  override down(): void {
    this.addSql('drop table if exists premium_starts');
  }
}
