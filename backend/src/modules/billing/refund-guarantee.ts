import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { ENDED_STATUSES } from './premium-until.js';

/** The 30-day satisfaction guarantee (spec: Pricing): a member's first subscription, refunded in full within 30 days. */
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
  amount: number;
  currency: string;
  target: { payment_intent: string } | { charge: string };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Every paid payment of every paid invoice of the subscription, read from Stripe (the amounts are Stripe's). */
export async function paidPaymentsOf(stripe: Stripe, subscriptionId: string): Promise<PaidPayment[]> {
  const payments: PaidPayment[] = [];
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100, expand: ['data.payments'] })) {
    for (const payment of invoice.payments?.data ?? []) {
      if (payment.status !== 'paid' || !payment.amount_paid) continue;
      const intent = idOf(payment.payment.payment_intent);
      const charge = idOf(payment.payment.charge);
      if (!intent && !charge) continue;
      payments.push({
        id: payment.id,
        invoiceId: invoice.id!,
        amount: payment.amount_paid,
        currency: payment.currency,
        target: intent ? { payment_intent: intent } : { charge: charge! },
      });
    }
  }
  return payments;
}

const REFUNDED = ['succeeded', 'pending', 'requires_action'];

/**
 * Refunds one payment in full and answers the amount refunded. The idempotency key is the payment's, so a second try
 * (a retry, a claim taken up again) gets the same refund; a payment refunded earlier (Stripe: charge_already_refunded)
 * answers what its refunds came to.
 */
export async function refundPayment(stripe: Stripe, payment: PaidPayment, metadata: Record<string, string>): Promise<number> {
  try {
    const refund = await stripe.refunds.create(
      { ...payment.target, reason: 'requested_by_customer', metadata: { ...metadata, invoice: payment.invoiceId } },
      { idempotencyKey: `flying50-refund-${payment.id}` },
    );
    if (!REFUNDED.includes(refund.status ?? '')) throw new Error(`refund ${refund.id} of ${payment.id} is ${refund.status}`);
    return refund.amount;
  } catch (error) {
    if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
    const earlier = await stripe.refunds.list({ ...payment.target, limit: 100 });
    return earlier.data.filter((r) => REFUNDED.includes(r.status ?? '')).reduce((sum, r) => sum + r.amount, 0);
  }
}
