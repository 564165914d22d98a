import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { ENDED_STATUSES } from './premium-until.js';

/**
 * The 30-day satisfaction guarantee (spec: Pricing): a member's first subscription, refunded within 30 days: what is
 * still refundable of each of its payments (all of it, unless staff already refunded part in Stripe's dashboard).
 */
export const GUARANTEE_DAYS = 30;

/** A claim older than this was left by a request that died: the refund may be taken up again (Stripe's side is idempotent). */
const CLAIM_LAPSES = `interval '5 minutes'`;

const longDate = (value: Date, timeZone: string) => value.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

export const REFUND_MESSAGES = {
  none: 'You have no Premium subscription to refund.',
  notFirst:
    'The 30-day guarantee covers only your first Premium subscription. You can still cancel from Manage subscription: Premium then stays until the end of the period you have paid for.',
  already: 'Your first Premium subscription has already been refunded.',
  underWay: 'Your refund is already under way.',
  ended: 'Your Premium subscription has already ended, so there is nothing to cancel or refund.',
  nothingLeft:
    'What you paid has already been refunded to your card, so there is nothing left to refund. Your subscription has not been changed: you can cancel it from Manage subscription.',
  closing: 'Your account is being deleted, so its subscription cannot be refunded here.',
  tooLate: (until: Date, timeZone: string) =>
    `The 30-day guarantee ended on ${longDate(until, timeZone)}. You can still cancel from Manage subscription: Premium then stays until the end of the period you have paid for.`,
  failed: 'We could not reach our payment provider, so nothing has been refunded or cancelled yet. Please try again in a few minutes.',
  unfinished: 'Your refund has begun but could not be finished just now. Please try again in a few minutes: nothing is refunded twice.',
};

/** The member's subscriptions as the guarantee looks at them, oldest first. */
export interface GuaranteeRow {
  id: number;
  stripe_subscription_id: string;
  status: string;
  guarantee_until: Date;
  within: boolean;
  refunded_at: Date | null;
  claimed: boolean;
  claim_fresh: boolean;
  closing: boolean;
}

/** The member's subscriptions, oldest first; `lock` takes them FOR UPDATE (the claim: one refund whatever the clicks). */
export function guaranteeRowsOf(em: EntityManager, userId: number, lock = false): Promise<GuaranteeRow[]> {
  return em.execute<GuaranteeRow[]>(
    `select s.id, s.stripe_subscription_id, s.status, s.started_at + interval '${GUARANTEE_DAYS} days' as guarantee_until,
            s.started_at + interval '${GUARANTEE_DAYS} days' > now() as within, s.refunded_at,
            s.refund_requested_at is not null as claimed, coalesce(s.refund_requested_at > now() - ${CLAIM_LAPSES}, false) as claim_fresh,
            exists (select 1 from billing_customers c where c.user_id = s.user_id and c.closed_at is not null) as closing
       from subscriptions s where s.user_id = ? order by s.started_at, s.id${lock ? ' for update of s' : ''}`,
    [userId],
  );
}

/**
 * Why the member's first subscription cannot be refunded now, or null when it can: it must be their only one (a second
 * subscription has no guarantee), not refunded before nor being refunded, not ended, and less than 30 days old. A
 * claim left by a request that died lets its refund be finished, whatever the date.
 */
export function guaranteeRefusal(rows: GuaranteeRow[], timeZone: string): string | null {
  const [first] = rows;
  if (!first) return REFUND_MESSAGES.none;
  if (first.closing) return REFUND_MESSAGES.closing;
  if (rows.length > 1) return first.refunded_at && rows.every((r) => ENDED_STATUSES.includes(r.status)) ? REFUND_MESSAGES.already : REFUND_MESSAGES.notFirst;
  if (first.refunded_at) return REFUND_MESSAGES.already;
  if (first.claim_fresh) return REFUND_MESSAGES.underWay;
  if (first.claimed) return null;
  if (ENDED_STATUSES.includes(first.status)) return REFUND_MESSAGES.ended;
  if (!first.within) return REFUND_MESSAGES.tooLate(new Date(first.guarantee_until), timeZone);
  return null;
}

/** One payment of a paid invoice of the subscription, as Stripe has it. */
export interface PaidPayment {
  id: string;
  invoiceId: string;
  /** What the member paid (the invoice payment's amount_paid). */
  amount: number;
  /** What Stripe says is refunded of its charge already (amount_refunded: staff in the dashboard, or an earlier try of ours). */
  refundedBefore: number;
  /** What can still be refunded: the charge's amount minus amount_refunded. */
  refundable: number;
  currency: string;
  target: { payment_intent: string } | { charge: string };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The charge behind a payment: the charge itself, or the PaymentIntent's latest (its successful one, which a refund of it refunds). */
async function chargeOf(stripe: Stripe, target: PaidPayment['target']): Promise<Stripe.Charge> {
  const id = 'charge' in target ? target.charge : idOf((await stripe.paymentIntents.retrieve(target.payment_intent)).latest_charge);
  if (!id) throw new Error(`payment ${JSON.stringify(target)} has no charge`);
  return stripe.charges.retrieve(id);
}

/**
 * Every paid payment of every paid invoice of the subscription, read from Stripe (the amounts are Stripe's), with what
 * is refunded of each already and what is left (its charge's amount minus amount_refunded).
 */
export async function paidPaymentsOf(stripe: Stripe, subscriptionId: string): Promise<PaidPayment[]> {
  const payments: PaidPayment[] = [];
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100, expand: ['data.payments'] })) {
    for (const payment of invoice.payments?.data ?? []) {
      if (payment.status !== 'paid' || !payment.amount_paid) continue;
      const intent = idOf(payment.payment.payment_intent);
      const charge = idOf(payment.payment.charge);
      if (!intent && !charge) continue;
      const target = intent ? { payment_intent: intent } : { charge: charge! };
      const paidCharge = await chargeOf(stripe, target);
      payments.push({
        id: payment.id,
        invoiceId: invoice.id!,
        amount: payment.amount_paid,
        refundedBefore: paidCharge.amount_refunded,
        refundable: Math.max(0, paidCharge.amount - paidCharge.amount_refunded),
        currency: payment.currency,
        target,
      });
    }
  }
  return payments;
}

/** What the member paid, and what the guarantee can still give back, over the subscription's payments. */
export const paidOf = (payments: PaidPayment[]) => payments.reduce((sum, p) => sum + p.amount, 0);
export const refundableOf = (payments: PaidPayment[]) => payments.reduce((sum, p) => sum + p.refundable, 0);

const REFUNDED = ['succeeded', 'pending', 'requires_action'];

/**
 * Refunds what is left of one payment (exactly `refundable`, so Stripe is never asked for more than it holds) and
 * answers what the guarantee has refunded of it: that, plus any refund of an earlier try of ours (a claim taken up
 * again: its refunds carry the subscription in their metadata; staff's refunds do not count). The idempotency key is
 * the payment's and what was refunded of it before, so a retry of the same request gets the same refund.
 */
export async function refundPayment(stripe: Stripe, payment: PaidPayment, metadata: { userId: string; subscription: string }): Promise<number> {
  let ours = 0;
  if (payment.refundedBefore > 0) {
    const earlier = await stripe.refunds.list({ ...payment.target, limit: 100 });
    ours = earlier.data.filter((r) => REFUNDED.includes(r.status ?? '') && r.metadata?.subscription === metadata.subscription).reduce((sum, r) => sum + r.amount, 0);
  }
  if (payment.refundable <= 0) return ours;
  const refund = await stripe.refunds.create(
    { ...payment.target, amount: payment.refundable, reason: 'requested_by_customer', metadata: { ...metadata, invoice: payment.invoiceId } },
    { idempotencyKey: `flying50-refund-${payment.id}-${payment.refundedBefore}` },
  );
  if (!REFUNDED.includes(refund.status ?? '')) throw new Error(`refund ${refund.id} of ${payment.id} is ${refund.status}`);
  return ours + refund.amount;
}
