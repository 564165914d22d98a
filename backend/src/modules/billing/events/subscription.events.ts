import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';
import type { Plan } from '../premium-until.js';

export interface SubscriptionPayload {
  userId: number;
  subscriptionId: string;
  plan: Plan;
  status: string;
  amountPence: number;
  currency: string;
  /** ISO; when the paid period ends (renewal or end date). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** ISO; when premium from this subscription ends (null: none). */
  premiumUntil: string | null;
}

/**
 * A member's paid (or trial) subscription began giving premium: premium follows, the welcome mail goes, and staff see it
 * among the new Premium members. `startedAt` (ISO): when (absent from events stored before it existed).
 */
@EventType('SubscriptionStarted')
export class SubscriptionStarted extends DomainEvent<SubscriptionPayload & { startedAt?: string }> {}

/**
 * A subscription's status, plan, period or cancellation changed (`previousStatus` and `previousCancelAtPeriodEnd` are
 * what they were; the latter is absent from events stored before it existed).
 */
@EventType('SubscriptionChanged')
export class SubscriptionChanged extends DomainEvent<SubscriptionPayload & { previousStatus: string; previousCancelAtPeriodEnd?: boolean }> {}

/**
 * A subscription ended for good (canceled, unpaid, expired): premium stays until `premiumUntil`, then stops. Ended by
 * the 30-day guarantee, `refundedPence` is what Stripe refunded and `paidPence` what the member had paid (more when staff
 * had refunded part already; premium stops at once; the mail is the refund's receipt).
 */
@EventType('SubscriptionEnded')
export class SubscriptionEnded extends DomainEvent<SubscriptionPayload & { refundedPence?: number; paidPence?: number }> {}

/** Why an invoice was paid: the first period, a renewal, or a change of plan (its proration). */
export type PaymentReason = 'first' | 'renewal' | 'change';

/** What a paid invoice says: the amount paid; the next renewal is the subscription's `currentPeriodEnd`. */
export interface PaymentPayload extends SubscriptionPayload {
  invoiceId: string;
  amountPaidPence: number;
  reason: PaymentReason;
  /** The customer's credit after the invoice, in pence (what the old plan's unused part left over); absent in older events. */
  creditPence?: number;
}

/**
 * A subscription's invoice was paid (Stripe's `invoice.paid`): the first payment, a renewal or a change of plan, with
 * money taken, or a change of plan whose invoice the old plan's credit paid (`amountPaidPence` 0). The receipt follows,
 * with the amount Stripe charged (after any coupon, tax or proration); for a change paid by credit, the confirmation
 * of the change (one mail per change either way: the change's invoice is one event).
 */
@EventType('SubscriptionPaid')
export class SubscriptionPaid extends DomainEvent<PaymentPayload> {}

/** What a refund made outside the 30-day guarantee says (PaymentRefunded). */
export interface RefundPayload extends SubscriptionPayload {
  refundId: string;
  /** This refund, in pence. */
  refundedPence: number;
  /** The payment (charge) it refunds part or all of, and what of that payment is refunded now, this refund included. */
  paymentPence: number;
  paymentRefundedPence: number;
  /** Stripe's status of the refund: succeeded, or pending (on its way). */
  refundStatus: string;
}

/**
 * A payment of a subscription was refunded in Stripe without the app (staff in Stripe's dashboard: Stripe's
 * `charge.refunded`), not by the 30-day guarantee (whose SubscriptionEnded carries its own refund). The refund receipt
 * follows. It changes no premium: Stripe does not cancel a subscription for a refund.
 */
@EventType('PaymentRefunded')
export class PaymentRefunded extends DomainEvent<RefundPayload> {}
