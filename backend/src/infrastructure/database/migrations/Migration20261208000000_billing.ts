import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, paid premium. `users.premium_until`: when premium granted by a subscription ends (null: the demo toggle,
 * no end); premium now is `is_premium and (premium_until is null or premium_until > now())` (auth/user-view.ts).
 * The billing module's tables: the member's Stripe customer, their subscriptions as Stripe last said, and the ids
 * of the webhook events already handled (each is handled once), and the subscription events already mailed.
 */
export class Migration20261208000000_billing extends Migration {
  override up(): void {
    this.addSql('alter table users add column premium_until timestamptz');
    this.addSql(`create table billing_customers (
      user_id integer primary key references users(id) on delete cascade,
      stripe_customer_id text not null unique,
      created_at timestamptz not null default now())`);
    this.addSql(`create table subscriptions (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      stripe_subscription_id text not null unique,
      stripe_customer_id text not null,
      plan text not null check (plan in ('monthly', 'annual')),
      status text not null,
      amount_pence integer not null check (amount_pence >= 0),
      currency text not null default 'gbp',
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      past_due_since timestamptz,
      premium_until timestamptz,
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      updated_at timestamptz not null default now())`);
    this.addSql('create index subscriptions_user_index on subscriptions (user_id, updated_at desc)');
    this.addSql(`create table stripe_events (
      id text primary key,
      type text not null,
      received_at timestamptz not null default now())`);
    // The subscription events whose mail was queued (an event's consumers may run again; its mail goes once).
    this.addSql(`create table billing_mails (
      event_id bigint primary key,
      queued_at timestamptz not null default now())`);
  }

  override down(): void {
    this.addSql('drop table if exists billing_mails');
    this.addSql('drop table if exists stripe_events');
    this.addSql('drop table if exists subscriptions');
    this.addSql('drop table if exists billing_customers');
    this.addSql('alter table users drop column if exists premium_until');
  }
}
