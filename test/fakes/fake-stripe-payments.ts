/**
 * The money side of the fake Stripe (test/fakes/fake-stripe.ts): the invoices its subscriptions paid, each with the
 * card payment behind it (a PaymentIntent and its Charge), and refunds of them, in Stripe's shapes:
 *
 *   GET  /v1/invoices?subscription=&customer=&status=   (expand[]=data.payments: each invoice's invoice_payment list)
 *   GET  /v1/invoice_payments?invoice=                   GET /v1/payment_intents/:id     GET /v1/charges/:id
 *   POST /v1/refunds {payment_intent | charge, amount?, reason?, metadata?}   (Idempotency-Key: the same refund again;
 *        a charge refunded in full: 400 charge_already_refunded; more than is left: 400 amount_too_large)
 *   GET  /v1/refunds?payment_intent=|charge=
 */
import type { ServerResponse } from 'node:http';
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
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** An invoice as the fake keeps it (its invoice_payment list answered only when expanded, as Stripe does). */
export type FakeInvoice = Record<string, unknown> & { id: string; customer: string; status: string; amount_paid: number; currency: string; subscription: string };

export interface FakePayments {
  invoices: Map<string, FakeInvoice>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  /** Records a paid invoice: the card is charged for its amount (a PaymentIntent and Charge) unless it is 0. */
  paid(invoice: FakeInvoice): void;
  /** Answers a request under /v1 that is about invoices, payments or refunds; false when the path is not one of them. */
  handle(method: string, path: string, url: URL, form: Record<string, unknown>, headers: Record<string, string>, res: ServerResponse): boolean;
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

export function fakePayments(newId: (prefix: string) => string): FakePayments {
  const intents = new Map<string, { id: string; object: 'payment_intent'; amount: number; amount_received: number; currency: string; customer: string; status: 'succeeded'; latest_charge: string; created: number }>();
  const invoicePayments = new Map<string, Record<string, unknown>[]>();
  const refundByKey = new Map<string, string>();
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
    handle(method, path, url, form, headers, res) {
      const q = (name: string) => url.searchParams.get(name);
      if (method === 'GET' && path === '/v1/invoices') {
        const expanded = [...url.searchParams.entries()].some(([key, value]) => key.startsWith('expand') && value === 'data.payments');
        const data = [...payments.invoices.values()]
          .filter((i) => (!q('subscription') || i.subscription === q('subscription')) && (!q('customer') || i.customer === q('customer')) && (!q('status') || i.status === q('status')))
          .reverse()
          .map(({ subscription: _subscription, ...invoice }) => (expanded ? { ...invoice, payments: list(invoicePayments.get(invoice.id) ?? [], `/v1/invoice_payments?invoice=${invoice.id}`) } : invoice));
        return reply(res, 200, list(data, '/v1/invoices'));
      }
      if (method === 'GET' && path === '/v1/invoice_payments') {
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
        const intent = typeof form.payment_intent === 'string' ? intents.get(form.payment_intent) : undefined;
        const chargeId = typeof form.charge === 'string' ? form.charge : intent?.latest_charge;
        if (!form.payment_intent && !form.charge) return invalid(res, 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
        const charge = chargeId ? payments.charges.get(chargeId) : undefined;
        if (!charge || (form.payment_intent && !intent)) return missing(res, form.payment_intent ? 'payment_intent' : 'charge', String(form.payment_intent ?? form.charge));
        const left = charge.amount - charge.amount_refunded;
        if (left <= 0) return invalid(res, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
        const amount = form.amount === undefined ? left : Number(form.amount);
        if (!Number.isInteger(amount) || amount <= 0) return invalid(res, 'Invalid positive integer', 'parameter_invalid_integer', 'amount');
        if (amount > left) return invalid(res, `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
        const refund: FakeRefund = {
          id: newId('re'), object: 'refund', amount, charge: charge.id, payment_intent: charge.payment_intent, currency: charge.currency,
          reason: typeof form.reason === 'string' ? form.reason : null, status: 'succeeded', metadata: (form.metadata as Record<string, string>) ?? {}, created: now(),
        };
        payments.refunds.set(refund.id, refund);
        if (key) refundByKey.set(key, refund.id);
        charge.amount_refunded += amount;
        charge.refunded = charge.amount_refunded >= charge.amount;
        return reply(res, 200, refund);
      }
      return false;
    },
  };
  return payments;
}
