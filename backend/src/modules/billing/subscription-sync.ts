import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';
import { Outbox, type Publish } from '../../infrastructure/queue/outbox.js';
import { SubscriptionChanged, SubscriptionEnded, SubscriptionPaid, SubscriptionStarted, type PaymentPayload, type PaymentReason, type SubscriptionPayload } from './events/subscription.events.js';
import { ENDED_STATUSES, premiumUntil, type Plan } from './premium-until.js';
import { RefundSync, refundedChargeOf } from './refund-sync.js';
import { StripeGateway } from './stripe-gateway.js';

interface StoredSubscription {
  id: number;
  status: string;
  plan: Plan;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  /** Raw SQL answers: timestamps come as text. */
  past_due_since: string | null;
  refund_requested_at: string | null;
}

const GIVES_PREMIUM = ['active', 'trialing', 'past_due'];
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription a webhook event is about, if any (a subscription, a checkout session or an invoice). */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id as string);
  if (event.type.startsWith('checkout.session.')) return idOf(object.subscription as string | null);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
    return idOf((object.subscription as string | null | undefined) ?? parent?.subscription_details?.subscription);
  }
  return null;
}

const PAYMENT_REASONS: Record<string, PaymentReason> = { subscription_create: 'first', subscription_cycle: 'renewal', subscription_update: 'change' };

/**
 * The payment an event reports: `invoice.paid` of a subscription's first period, renewal or change of plan, when money
 * was taken (a trial's or a full coupon's invoice of 0 has no receipt), and a change of plan's invoice even of 0 (the
 * old plan's unused part paid it all: annual to monthly), whose mail confirms the change; null for any other event.
 * `creditPence` is the customer's credit after the invoice (a negative `ending_balance`), which pays the next
 * invoices. The renewal date the mail gives is the subscription's own period end (read from Stripe with it), not an
 * invoice line's: a change of plan's first line is the credit for the old plan, whose period ends with the old one.
 */
export function paymentOf(event: Stripe.Event): Omit<PaymentPayload, keyof SubscriptionPayload> | null {
  if (event.type !== 'invoice.paid') return null;
  const invoice = event.data.object as unknown as { id: string; billing_reason?: string | null; amount_paid?: number; ending_balance?: number | null };
  const reason = PAYMENT_REASONS[invoice.billing_reason ?? ''];
  if (!reason || (!invoice.amount_paid && reason !== 'change')) return null;
  return { invoiceId: invoice.id, amountPaidPence: invoice.amount_paid ?? 0, reason, creditPence: Math.max(0, -(invoice.ending_balance ?? 0)) };
}

/**
 * Webhook events become the subscription's current state. Each event id is stored once (a duplicate changes nothing);
 * whatever the event says, the subscription is read again from Stripe, so a late or out-of-order event only
 * re-applies what is true now. A change is written with its domain events (SubscriptionStarted, SubscriptionChanged,
 * SubscriptionEnded) in one transaction; the consumers move the member's premium and send the mail. A paid invoice
 * (`invoice.paid`) adds SubscriptionPaid (the receipt) in the same transaction, so the event id stored once makes it once.
 * A refund made in Stripe (`charge.refunded`, `charge.refund.updated`) is recorded by RefundSync in the same way.
 */
@Injectable()
export class SubscriptionSync {
  private readonly log = new Logger('Billing');

  constructor(
    private readonly outbox: Outbox,
    private readonly gateway: StripeGateway,
    private readonly refunds: RefundSync,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async handle(event: Stripe.Event): Promise<'handled' | 'duplicate' | 'ignored'> {
    const subscriptionId = subscriptionIdOf(event);
    const refundedCharge = refundedChargeOf(event);
    return this.outbox.transactional(async (em, publish) => {
      const fresh = await em.execute<{ id: string }[]>('insert into stripe_events (id, type) values (?, ?) on conflict (id) do nothing returning id', [event.id, event.type]);
      if (!fresh.length) return 'duplicate';
      if (refundedCharge) return this.refunds.record(em, publish, refundedCharge, (sub) => this.apply(em, publish, sub));
      if (!subscriptionId) return 'ignored';
      // One event of a subscription at a time, each reading Stripe after the one before it committed: the last
      // write is always the newest state. If Stripe does not answer, nothing is kept (the event id neither) and
      // Stripe sends the event again.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [subscriptionId]);
      const current = await (await this.gateway.stripe()).subscriptions.retrieve(subscriptionId);
      const payload = await this.apply(em, publish, current);
      const payment = paymentOf(event);
      if (payload && payment) publish(new SubscriptionPaid({ ...payload, ...payment }));
      return payload ? 'handled' : 'ignored';
    });
  }

  /** Writes the subscription as Stripe says it is now and answers it; null when its customer is not one of ours. */
  async apply(em: EntityManager, publish: Publish, sub: Stripe.Subscription): Promise<SubscriptionPayload | null> {
    const customerId = idOf(sub.customer)!;
    const [owner] = await em.execute<{ user_id: number }[]>('select user_id from billing_customers where stripe_customer_id = ? and closed_at is null', [customerId]);
    if (!owner) {
      this.log.warn(`Subscription ${sub.id} belongs to customer ${customerId}, who is not (or no longer) a member here; ignored`);
      return null;
    }
    const [before] = await em.execute<StoredSubscription[]>(
      'select id, status, plan, current_period_end, cancel_at_period_end, past_due_since, refund_requested_at from subscriptions where stripe_subscription_id = ? for update',
      [sub.id],
    );
    const item = sub.items.data[0];
    const price = item?.price;
    const { monthly, annual } = this.gateway.settings.prices;
    const plan: Plan = price?.id === annual ? 'annual' : price?.id === monthly ? 'monthly' : price?.recurring?.interval === 'year' ? 'annual' : 'monthly';
    const periodEndSeconds = (item as { current_period_end?: number } | undefined)?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
    const currentPeriodEnd = periodEndSeconds ? new Date(periodEndSeconds * 1000) : null;
    const pastDueSince = sub.status === 'past_due' ? (before?.past_due_since ? new Date(before.past_due_since) : new Date()) : null;
    const endedAt = ENDED_STATUSES.includes(sub.status) ? new Date((sub.ended_at ?? Math.floor(Date.now() / 1000)) * 1000) : null;
    // A refund of the guarantee ends the subscription (RefundSubscriptionHandler): from its claim on, the ending gives
    // no premium, and the refund, not this webhook, tells the member (SubscriptionEnded with the amount refunded).
    const refunding = Boolean(before?.refund_requested_at);
    const until = premiumUntil({ status: sub.status, currentPeriodEnd, cancelAtPeriodEnd: sub.cancel_at_period_end, pastDueSince, endedAt, refunded: refunding }, this.config.billingGraceDays);
    const values = [owner.user_id, customerId, plan, sub.status, price?.unit_amount ?? 0, price?.currency ?? 'gbp', currentPeriodEnd, sub.cancel_at_period_end, pastDueSince, until, endedAt];
    await em.execute(
      `insert into subscriptions (user_id, stripe_customer_id, plan, status, amount_pence, currency, current_period_end, cancel_at_period_end,
         past_due_since, premium_until, ended_at, stripe_subscription_id, started_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, to_timestamp(?))
       on conflict (stripe_subscription_id) do update set user_id = excluded.user_id, stripe_customer_id = excluded.stripe_customer_id,
         plan = excluded.plan, status = excluded.status, amount_pence = excluded.amount_pence, currency = excluded.currency,
         current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end,
         past_due_since = excluded.past_due_since, premium_until = excluded.premium_until, ended_at = excluded.ended_at, updated_at = now()`,
      [...values, sub.id, sub.start_date ?? sub.created],
    );
    const payload: SubscriptionPayload = {
      userId: owner.user_id,
      subscriptionId: sub.id,
      plan,
      status: sub.status,
      amountPence: price?.unit_amount ?? 0,
      currency: price?.currency ?? 'gbp',
      currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      premiumUntil: until?.toISOString() ?? null,
    };
    const wasPaying = before && GIVES_PREMIUM.includes(before.status);
    const changed =
      !before ||
      before.status !== sub.status ||
      before.plan !== plan ||
      before.cancel_at_period_end !== sub.cancel_at_period_end ||
      new Date(before.current_period_end ?? 0).getTime() !== (currentPeriodEnd?.getTime() ?? 0);
    if (!changed || (refunding && ENDED_STATUSES.includes(sub.status))) return payload;
    if (!wasPaying && GIVES_PREMIUM.includes(sub.status) && !ENDED_STATUSES.includes(before?.status ?? '')) publish(new SubscriptionStarted({ ...payload, startedAt: new Date().toISOString() }));
    else if (ENDED_STATUSES.includes(sub.status) && !ENDED_STATUSES.includes(before?.status ?? '')) publish(new SubscriptionEnded(payload));
    else publish(new SubscriptionChanged({ ...payload, previousStatus: before?.status ?? 'none', previousCancelAtPeriodEnd: before?.cancel_at_period_end ?? false }));
    return payload;
  }
}
