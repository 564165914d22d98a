import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Publish } from '../../infrastructure/queue/outbox.js';
import { PaymentRefunded, type SubscriptionPayload } from './events/subscription.events.js';
import { StripeGateway } from './stripe-gateway.js';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Refund statuses that count as refunded (money back or on its way); failed and canceled gave it back to the charge. */
export const REFUNDED_STATUSES = ['succeeded', 'pending'];
/** A refund first seen older than this (history from before the webhook was listened to) is recorded without a receipt. */
const RECEIPT_WINDOW = `interval '30 days'`;

/** The charge a refund event is about: `charge.refunded` (the charge) or `charge.refund.updated` (a refund of it); else null. */
export function refundedChargeOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as { id: string; charge?: string | { id: string } | null };
  if (event.type === 'charge.refunded') return object.id;
  if (event.type === 'charge.refund.updated') return idOf(object.charge);
  return null;
}

/**
 * The subscription a card payment paid for: the invoice the payment (its PaymentIntent) paid, and that invoice's
 * subscription (a charge names no invoice since Stripe's 2025 API; the invoice's payments name the charge's intent).
 * Null for a charge that paid no subscription's invoice.
 */
export async function subscriptionOfCharge(stripe: Stripe, charge: Stripe.Charge): Promise<string | null> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return null;
  const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intent }, expand: ['data.invoice'], limit: 1 });
  const invoice = paid.data[0]?.invoice;
  if (!invoice || typeof invoice === 'string' || invoice.deleted) return null;
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Refunds made in Stripe (Stripe's `charge.refunded` and `charge.refund.updated`, through SubscriptionSync: each event
 * once). The charge is read again from Stripe, with every refund of it, so a late or repeated event only re-applies what
 * is true now: each refund is kept in `billing_refunds` by its id (amount and status as Stripe has them now). A refund of
 * the 30-day guarantee is known by its metadata (the subscription it ended): recorded, never mailed (the guarantee mails
 * its own receipt). Any other, once succeeded or pending, gets one receipt (PaymentRefunded, published with the mark
 * `receipt_at` in the same transaction). Nothing here changes premium: Stripe does not cancel a subscription for a
 * refund, and the subscription is re-applied as Stripe has it now.
 */
@Injectable()
export class RefundSync {
  private readonly log = new Logger('Billing');

  constructor(private readonly gateway: StripeGateway) {}

  /** `apply` writes the subscription as Stripe has it (SubscriptionSync.apply): null when its customer is not ours. */
  async record(
    em: EntityManager,
    publish: Publish,
    chargeId: string,
    apply: (subscription: Stripe.Subscription) => Promise<SubscriptionPayload | null>,
  ): Promise<'handled' | 'ignored'> {
    const stripe = await this.gateway.stripe();
    const charge = await stripe.charges.retrieve(chargeId);
    const subscriptionId = await subscriptionOfCharge(stripe, charge);
    if (!subscriptionId) {
      this.log.warn(`Charge ${chargeId} was refunded but paid no subscription's invoice; ignored`);
      return 'ignored';
    }
    // The subscription's events one at a time (as SubscriptionSync and the guarantee's record take it).
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [subscriptionId]);
    const payload = await apply(await stripe.subscriptions.retrieve(subscriptionId));
    if (!payload) return 'ignored';
    const [{ id }] = await em.execute<{ id: number }[]>('select id from subscriptions where stripe_subscription_id = ?', [subscriptionId]);
    for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
      await em.execute(
        `insert into billing_refunds (stripe_refund_id, subscription_id, stripe_charge_id, amount_pence, payment_pence, currency, status, guarantee, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, to_timestamp(?))
         on conflict (stripe_refund_id) do update set amount_pence = excluded.amount_pence, status = excluded.status, updated_at = now()`,
        [refund.id, id, chargeId, refund.amount, charge.amount, refund.currency, refund.status ?? 'pending', refund.metadata?.subscription === subscriptionId, refund.created],
      );
    }
    const due = await em.execute<{ stripe_refund_id: string; amount_pence: number; status: string }[]>(
      `update billing_refunds set receipt_at = now()
        where stripe_charge_id = ? and not guarantee and receipt_at is null and status in (${REFUNDED_STATUSES.map(() => '?').join(', ')})
          and created_at > now() - ${RECEIPT_WINDOW}
        returning stripe_refund_id, amount_pence, status`,
      [chargeId, ...REFUNDED_STATUSES],
    );
    for (const refund of due) {
      publish(
        new PaymentRefunded({
          ...payload,
          currency: charge.currency,
          refundId: refund.stripe_refund_id,
          refundedPence: refund.amount_pence,
          paymentPence: charge.amount,
          paymentRefundedPence: charge.amount_refunded,
          refundStatus: refund.status,
        }),
      );
    }
    return 'handled';
  }
}
