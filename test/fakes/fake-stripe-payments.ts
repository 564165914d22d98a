/**
 * The money side of the fake Stripe (test/fakes/fake-stripe.ts): the invoices its subscriptions paid, each with the
 * card payment behind it (a PaymentIntent and its Charge), and refunds of them, in Stripe's shapes:
 *
 *   GET  /v1/invoices?subscription=&customer=&status=   (expand[]=data.payments: each invoice's invoice_payment list)
 *   GET  /v1/invoice_payments?invoice=                   GET /v1/payment_intents/:id     GET /v1/charges/:id
 *   POST /v1/refunds {payment_intent | charge, amount?, reason?, metadata?}   (Idempotency-Key: the same refund again;
 *        a charge refunded in full: 400 charge_already_refunded; more than is left: 400 amount_too_large)
 *   GET  /v1/refunds?payment_intent=|charge=
 *   GET  /v1/invoice_payments?payment[type]=payment_intent&payment[payment_intent]=  (expand[]=data.invoice: the invoice, with
 *        its parent.subscription_details, in place of its id): the invoice a card payment paid, as the app finds a charge's subscription
 *
 * A refund made through the API (the app's guarantee, or a test as staff) has its charge.refunded event handed to
 * `onRefund` (the fake Stripe delivers it when it has a webhookUrl, as Stripe does, without waiting). Tests make staff's
 * refunds in the dashboard with `refund` (the event answered, for the test to post) and move one on with `refundStatus`
 * as Stripe would (a refund that failed gives its amount back to the charge; its charge.refund.updated event answered).
 *   POST /dashboard/refunds {subscription, amount?} (the hosted side, no key: for browser journeys) refunds the
 *        subscription's newest card payment as staff would in the dashboard, its webhook delivered.
 */
import type { ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { sendJson } from './http-harness.js';

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  customer: string;
  payment_intent: string;
  paid: true;
  captured: true;
  refunded: boolean;
  status: 'succeeded';
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string | null;
  /** pending and requires_action may still fail; failed and canceled gave the amount back to the charge. */
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  created: number;
}

/** How the payments side makes webhook events and has them delivered (the fake Stripe's `event` and `deliver`). */
export interface PaymentEvents {
  event(type: string, object: object): Stripe.Event;
  /** A refund was made (by the API or `refund`): its charge.refunded event, for delivery. */
  onRefund?(event: Stripe.Event): Promise<unknown> | void;
}

/** An invoice as the fake keeps it (its invoice_payment list answered only when expanded, as Stripe does). */
export type FakeInvoice = Record<string, unknown> & { id: string; customer: string; status: string; amount_paid: number; currency: string; subscription: string };

export interface FakePayments {
  invoices: Map<string, FakeInvoice>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  /** Records a paid invoice: the card is charged for its amount (a PaymentIntent and Charge) unless it is 0. */
  paid(invoice: FakeInvoice): void;
  /**
   * A refund made on Stripe's side without the app (staff in the dashboard): `amount` pence of the charge, or all that is
   * left; answers the refund and its charge.refunded event (the charge as it is now; not yet sent, unless onRefund sends it).
   */
  refund(chargeId: string, options?: { amount?: number; metadata?: Record<string, string>; status?: FakeRefund['status'] }): { refund: FakeRefund; event: Stripe.Event };
  /** Moves a refund to `status` as Stripe would; answers its charge.refund.updated event (not yet sent). */
  refundStatus(refundId: string, status: FakeRefund['status']): Stripe.Event;
  /** Answers a request under /v1 that is about invoices, payments or refunds; false when the path is not one of them. */
  handle(method: string, path: string, url: URL, form: Record<string, unknown>, headers: Record<string, string>, res: ServerResponse): boolean;
  /** Answers POST /dashboard/refunds (the hosted side: browser journeys); false for any other path. */
  dashboard(method: string, path: string, rawBody: string, res: ServerResponse): Promise<boolean>;
}

const now = () => Math.floor(Date.now() / 1000);
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
/** Answers and says the request was handled. */
const reply = (res: ServerResponse, status: number, body: unknown): true => {
  sendJson(res, status, body);
  return true;
};
const invalid = (res: ServerResponse, message: string, code?: string, param?: string) =>
  reply(res, 400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
const missing = (res: ServerResponse, what: string, id: string) => reply(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}: '${id}'`, code: 'resource_missing' } });

export function fakePayments(newId: (prefix: string) => string, events: PaymentEvents): FakePayments {
  const intents = new Map<string, { id: string; object: 'payment_intent'; amount: number; amount_received: number; currency: string; customer: string; status: 'succeeded'; latest_charge: string; created: number }>();
  const invoicePayments = new Map<string, Record<string, unknown>[]>();
  const refundByKey = new Map<string, string>();
  /** An invoice as Stripe answers it (the fake's own note of its subscription left out: parent.subscription_details has it). */
  const invoiceObject = ({ subscription: _subscription, ...invoice }: FakeInvoice) => invoice;
  /** A refund's charge.refunded event: the charge as it is now. */
  const refunded = (refund: FakeRefund) => events.event('charge.refunded', structuredClone(payments.charges.get(refund.charge)!));
  /** What Stripe checks of a refund (more than is left, nothing left), then the refund, taken off the charge. */
  function createRefund(chargeId: string, asked: number | undefined, metadata: Record<string, string>, reason: string | null, status: FakeRefund['status'] = 'succeeded'): { refund: FakeRefund } | { error: string; code: string; param?: string } {
    const charge = payments.charges.get(chargeId)!;
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) return { error: `Charge ${charge.id} has already been refunded.`, code: 'charge_already_refunded' };
    const amount = asked ?? left;
    if (!Number.isInteger(amount) || amount <= 0) return { error: 'Invalid positive integer', code: 'parameter_invalid_integer', param: 'amount' };
    if (amount > left) return { error: `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`, code: 'amount_too_large', param: 'amount' };
    const refund: FakeRefund = { id: newId('re'), object: 'refund', amount, charge: charge.id, payment_intent: charge.payment_intent, currency: charge.currency, reason, status, metadata, created: now() };
    payments.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return { refund };
  }
  const payments: FakePayments = {
    invoices: new Map(),
    charges: new Map(),
    refunds: new Map(),
    paid(invoice) {
      payments.invoices.set(invoice.id, invoice);
      if (invoice.amount_paid <= 0) {
        invoicePayments.set(invoice.id, []);
        return;
      }
      const created = now();
      const intent = { id: newId('pi'), object: 'payment_intent' as const, amount: invoice.amount_paid, amount_received: invoice.amount_paid, currency: invoice.currency, customer: invoice.customer, status: 'succeeded' as const, latest_charge: newId('ch'), created };
      intents.set(intent.id, intent);
      payments.charges.set(intent.latest_charge, {
        id: intent.latest_charge, object: 'charge', amount: intent.amount, amount_captured: intent.amount, amount_refunded: 0, currency: intent.currency,
        customer: invoice.customer, payment_intent: intent.id, paid: true, captured: true, refunded: false, status: 'succeeded', created,
      });
      invoicePayments.set(invoice.id, [{
        id: newId('inpay'), object: 'invoice_payment', amount_paid: intent.amount, amount_requested: intent.amount, created, currency: intent.currency,
        invoice: invoice.id, is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: intent.id }, status: 'paid',
        status_transitions: { canceled_at: null, paid_at: created },
      }]);
    },
    refund(chargeId, { amount, metadata = {}, status } = {}) {
      if (!payments.charges.has(chargeId)) throw new Error(`no charge ${chargeId}`);
      const made = createRefund(chargeId, amount, metadata, null, status);
      if ('error' in made) throw new Error(made.error);
      const event = refunded(made.refund);
      return { refund: made.refund, event };
    },
    refundStatus(refundId, status) {
      const refund = payments.refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const charge = payments.charges.get(refund.charge)!;
      const gaveBack = (s: FakeRefund['status']) => s === 'failed' || s === 'canceled';
      if (gaveBack(status) && !gaveBack(refund.status)) charge.amount_refunded -= refund.amount;
      if (!gaveBack(status) && gaveBack(refund.status)) charge.amount_refunded += refund.amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      refund.status = status;
      return events.event('charge.refund.updated', structuredClone(refund));
    },
    async dashboard(method, path, rawBody, res) {
      if (method !== 'POST' || path !== '/dashboard/refunds') return false;
      const { subscription, amount } = JSON.parse(rawBody || '{}') as { subscription?: string; amount?: number };
      const invoice = [...payments.invoices.values()].reverse().find((i) => i.subscription === subscription && (invoicePayments.get(i.id) ?? []).length);
      const intent = invoice ? (invoicePayments.get(invoice.id)![0].payment as { payment_intent: string }).payment_intent : undefined;
      if (!intent) return missing(res, 'paid invoice of subscription', String(subscription));
      const { refund, event } = payments.refund(intents.get(intent)!.latest_charge, { amount });
      const delivered = await events.onRefund?.(event);
      return reply(res, 200, { refund, webhook_status: delivered ?? null });
    },
    handle(method, path, url, form, headers, res) {
      const q = (name: string) => url.searchParams.get(name);
      if (method === 'GET' && path === '/v1/invoices') {
        const expanded = [...url.searchParams.entries()].some(([key, value]) => key.startsWith('expand') && value === 'data.payments');
        const data = [...payments.invoices.values()]
          .filter((i) => (!q('subscription') || i.subscription === q('subscription')) && (!q('customer') || i.customer === q('customer')) && (!q('status') || i.status === q('status')))
          .reverse()
          .map(invoiceObject)
          .map((invoice) => (expanded ? { ...invoice, payments: list(invoicePayments.get(invoice.id) ?? [], `/v1/invoice_payments?invoice=${invoice.id}`) } : invoice));
        return reply(res, 200, list(data, '/v1/invoices'));
      }
      if (method === 'GET' && path === '/v1/invoice_payments' && !q('payment[payment_intent]')) {
        return reply(res, 200, list(q('invoice') ? (invoicePayments.get(q('invoice')!) ?? []) : [...invoicePayments.values()].flat(), '/v1/invoice_payments'));
      }
      let m = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
      if (m && method === 'GET') {
        const intent = intents.get(m[1]);
        return intent ? reply(res, 200, intent) : missing(res, 'payment_intent', m[1]);
      }
      m = /^\/v1\/charges\/(\w+)$/.exec(path);
      if (m && method === 'GET') {
        const charge = payments.charges.get(m[1]);
        return charge ? reply(res, 200, charge) : missing(res, 'charge', m[1]);
      }
      if (method === 'GET' && path === '/v1/refunds') {
        const data = [...payments.refunds.values()].filter((r) => (!q('payment_intent') || r.payment_intent === q('payment_intent')) && (!q('charge') || r.charge === q('charge')));
        return reply(res, 200, list(data.reverse(), '/v1/refunds'));
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const key = headers['idempotency-key'];
        const earlier = key ? refundByKey.get(key) : undefined;
        if (earlier) return reply(res, 200, payments.refunds.get(earlier));
        if (!form.payment_intent && !form.charge) return invalid(res, 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
        const intent = typeof form.payment_intent === 'string' ? intents.get(form.payment_intent) : undefined;
        const chargeId = typeof form.charge === 'string' ? form.charge : intent?.latest_charge;
        if (!chargeId || !payments.charges.has(chargeId) || (form.payment_intent && !intent)) return missing(res, form.payment_intent ? 'payment_intent' : 'charge', String(form.payment_intent ?? form.charge));
        const made = createRefund(chargeId, form.amount === undefined ? undefined : Number(form.amount), (form.metadata as Record<string, string>) ?? {}, typeof form.reason === 'string' ? form.reason : null);
        if ('error' in made) return invalid(res, made.error, made.code, made.param);
        if (key) refundByKey.set(key, made.refund.id);
        void events.onRefund?.(refunded(made.refund));
        return reply(res, 200, made.refund);
      }
      if (method === 'GET' && path === '/v1/invoice_payments' && q('payment[payment_intent]')) {
        const expanded = [...url.searchParams.entries()].some(([key, value]) => key.startsWith('expand') && value === 'data.invoice');
        const data = [...invoicePayments.values()]
          .flat()
          .filter((p) => (p.payment as { payment_intent?: string }).payment_intent === q('payment[payment_intent]'))
          .map((p) => (expanded ? { ...p, invoice: invoiceObject(payments.invoices.get(p.invoice as string)!) } : p));
        return reply(res, 200, list(data, '/v1/invoice_payments'));
      }
      return false;
    },
  };
  return payments;
}
