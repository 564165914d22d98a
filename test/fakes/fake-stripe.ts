/**
 * A Stripe-compatible API for the tests, over real HTTP on 127.0.0.1, that the real `stripe` client talks to
 * (STRIPE_API_URL → its host, port and protocol options). It keeps customers, prices, checkout sessions, billing
 * portal sessions and subscriptions in memory, and serves the two hosted pages the member sees:
 *
 *   POST /v1/customers, /v1/customers/:id     DELETE /v1/customers/:id (ends its subscriptions)     GET /v1/prices/:id
 *   POST|GET /v1/checkout/sessions, POST /v1/checkout/sessions/:id/expire     POST /v1/billing_portal/sessions
 *   GET  /v1/subscriptions?customer=         GET|POST /v1/subscriptions/:id (cancel_at_period_end)
 *   DELETE /v1/subscriptions/:id (cancelled at once, customer.subscription.deleted delivered when webhookUrl is set)
 *   invoices, invoice payments, payment intents, charges and refunds: test/fakes/fake-stripe-payments.ts (each paid
 *   invoice below is recorded there with the card payment behind it)
 *   GET  /checkout/:session   "Pay"  → POST /checkout/:session/pay: the subscription is made, the signed webhooks
 *                                      go to the app (with the first invoice's invoice.paid, billing_reason
 *                                      subscription_create), and the browser returns to the session's success_url
 *   GET  /portal/:session     "Cancel plan" → POST /portal/:session/cancel: cancel at period end, webhook, return_url;
 *                             for a plan set to cancel, "Renew plan" → POST /portal/:session/renew: that taken back
 *   POST /dashboard/subscriptions/:id  {status?, cancel_at_period_end?}: a change on Stripe's side (a failed renewal),
 *                                      its webhook delivered (for browser journeys, which cannot call `update`);
 *                                      POST /dashboard/refunds: staff's refund (fake-stripe-payments.ts)
 *
 * Webhooks are signed with the library's own test helper (stripe.webhooks.generateTestHeaderString), so the app
 * checks them exactly as it checks Stripe's. Tests can also build events (`event`) and change a subscription as
 * Stripe would (`update`), renew it for its next period (`renew`: invoice.paid with billing_reason subscription_cycle),
 * or switch its plan (`changePlan`: a prorated invoice whose first line is the old plan's credit), delivering the
 * webhooks themselves (to see duplicates, late and out-of-order events).
 */
import Stripe from 'stripe';
import type { ServerResponse } from 'node:http';
import { sendJson, startHarness, type RecordedRequest } from './http-harness.js';
import { fakePayments, type FakePayments } from './fake-stripe-payments.js';

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted pages deliver their webhooks (the app's POST /api/billing/webhook); unset: not delivered. */
  webhookUrl?: string;
  prices?: { id: string; unit_amount: number; interval: 'month' | 'year' }[];
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  start_date: number;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: ReturnType<typeof priceObject>; quantity: number; current_period_start: number; current_period_end: number }[] };
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT, for STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, FakeSubscription>;
  /** The paid invoices, their card payments (charges) and the refunds of them. */
  payments: FakePayments;
  webhookUrl?: string;
  /** While true the API (not the hosted pages) answers 503, as in an outage of Stripe's. */
  unavailable: boolean;
  /**
   * Called with each subscription event a customer's deletion makes, before the deletion is answered: a test posts it
   * itself (Stripe's webhook arriving while the app is still deleting the account). Unset: delivered to webhookUrl.
   */
  onCustomerDeletedEvent?: (event: Stripe.Event) => Promise<void>;
  /** Completes a checkout session as "Pay" does (subscription made, first invoice paid, webhooks delivered when webhookUrl is set). */
  pay(sessionId: string): Promise<FakeSubscription>;
  /** Changes a subscription as Stripe would; answers the customer.subscription.updated/deleted event (not yet sent). */
  update(subscriptionId: string, changes: Partial<Pick<FakeSubscription, 'status' | 'cancel_at_period_end'>>): Stripe.Event;
  /**
   * Renews a subscription for its next period as Stripe's billing cycle does: the period moves on, and the events
   * (not yet sent) are the invoice's invoice.paid (billing_reason subscription_cycle) and customer.subscription.updated.
   */
  renew(subscriptionId: string): { paid: Stripe.Event; updated: Stripe.Event };
  /**
   * The invoice.paid event of a subscription's current period (`reason`: its first, a renewal, or a change of plan);
   * `amountPaid` (pence) for one a coupon, tax or proration made other than the price.
   */
  invoicePaid(subscriptionId: string, reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update', amountPaid?: number): Stripe.Event;
  /**
   * Switches a subscription to another price as the Customer Portal does (prorated, invoiced at once). A change of
   * interval (monthly to annual) starts a new period now, as Stripe does. The events (not yet sent) are the invoice's
   * invoice.paid (billing_reason subscription_update) and customer.subscription.updated; the invoice's first line is
   * the credit for the unused time of the old price, whose period ends with the OLD period, then the new price's charge.
   */
  changePlan(subscriptionId: string, priceId: string): { paid: Stripe.Event; updated: Stripe.Event };
  /** A webhook event about an object, with its body and signature header ready to post. */
  event(type: string, object: object, id?: string): Stripe.Event;
  signed(event: Stripe.Event, secret?: string): { body: string; signature: string };
  /** Posts an event to webhookUrl; answers the app's status. */
  deliver(event: Stripe.Event): Promise<number>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;
let counter = 0;
const newId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(counter++).toString(36)}`;

function priceObject(price: { id: string; unit_amount: number; interval: 'month' | 'year' }) {
  return { id: price.id, object: 'price' as const, active: true, currency: 'gbp', unit_amount: price.unit_amount, type: 'recurring', recurring: { interval: price.interval, interval_count: 1 } };
}

/** Stripe's form encoding (a[b][0][c]=x) back into objects; numeric keys become arrays. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Stripe test page</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}button{font-size:18px;padding:.75rem 1.5rem;background:#533afd;color:#fff;border:0;border-radius:6px}</style></head>
<body><main>${body}</main></body></html>`);
};
const redirect = (res: ServerResponse, to: string) => {
  res.writeHead(303, { location: to });
  res.end();
};

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const webhooks = new Stripe(options.secretKey).webhooks;
  const prices = new Map((options.prices ?? [
    { id: 'price_monthly', unit_amount: 999, interval: 'month' as const },
    { id: 'price_annual', unit_amount: 9900, interval: 'year' as const },
  ]).map((p) => [p.id, priceObject(p)]));
  const customerByIdempotencyKey = new Map<string, string>();
  /** An invoice.paid event in the invoice's current shape: the subscription under parent.subscription_details, the periods on its lines. */
  const paidInvoice = (sub: FakeSubscription, reason: string, amount: number, lines: { amount: number; period: { start: number; end: number }; proration?: boolean }[]) => {
    const currency = sub.items.data[0].price.currency;
    const invoice = {
      id: newId('in'), object: 'invoice', customer: sub.customer, status: 'paid', billing_reason: reason, currency,
      amount_due: amount, amount_paid: amount, created: now(), period_start: lines[0].period.start, period_end: lines[0].period.end,
      // What the lines leave over when they come to less than nothing (a change to a cheaper plan): the customer's credit.
      starting_balance: 0, ending_balance: Math.min(0, lines.reduce((sum, line) => sum + line.amount, 0)),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: lines.map((line) => ({ id: newId('il'), object: 'line_item', currency, proration: false, ...line })), has_more: false },
    };
    payments.paid({ ...invoice, subscription: sub.id });
    return fake.event('invoice.paid', invoice);
  };
  const payments = fakePayments(newId, { event: (type, object) => fake.event(type, object), onRefund: (event) => (fake.webhookUrl ? fake.deliver(event) : undefined) });
  const fake: FakeStripe = {
    url: '',
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    payments,
    webhookUrl: options.webhookUrl,
    unavailable: false,
    async pay(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (session.subscription) return fake.subscriptions.get(session.subscription as string)!;
      if (session.status === 'expired') throw new Error(`checkout session ${sessionId} has expired`);
      const price = prices.get(session.price as string)!;
      const start = now();
      const sub: FakeSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer as string,
        status: 'active',
        cancel_at_period_end: false,
        created: start,
        start_date: start,
        ended_at: null,
        metadata: (session.subscription_metadata as Record<string, string>) ?? {},
        items: {
          object: 'list',
          data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: start + (price.recurring.interval === 'year' ? 365 : 30) * DAY }],
        },
      };
      fake.subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      const paid = fake.invoicePaid(sub.id, 'subscription_create');
      if (fake.webhookUrl) {
        await fake.deliver(fake.event('checkout.session.completed', session));
        await fake.deliver(fake.event('customer.subscription.created', sub));
        await fake.deliver(paid);
      }
      return sub;
    },
    renew(subscriptionId) {
      const sub = fake.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = sub.items.data[0];
      const length = item.current_period_end - item.current_period_start;
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: item.current_period_end + length });
      return { paid: fake.invoicePaid(sub.id, 'subscription_cycle'), updated: fake.event('customer.subscription.updated', structuredClone(sub)) };
    },
    invoicePaid(subscriptionId, reason, amountPaid) {
      const sub = fake.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = sub.items.data[0];
      const amount = amountPaid ?? item.price.unit_amount * item.quantity;
      return paidInvoice(sub, reason, amount, [{ amount, period: { start: item.current_period_start, end: item.current_period_end } }]);
    },
    changePlan(subscriptionId, priceId) {
      const sub = fake.subscriptions.get(subscriptionId);
      const price = prices.get(priceId);
      if (!sub || !price) throw new Error(`no subscription ${subscriptionId} or price ${priceId}`);
      const item = sub.items.data[0];
      const at = now();
      const old = { start: item.current_period_start, end: item.current_period_end };
      const unused = (old.end - at) / (old.end - old.start);
      const credit = -Math.round(item.price.unit_amount * unused);
      const sameInterval = price.recurring.interval === item.price.recurring.interval;
      const period = sameInterval ? { start: at, end: old.end } : { start: at, end: at + (price.recurring.interval === 'year' ? 365 : 30) * DAY };
      const charge = sameInterval ? Math.round(price.unit_amount * unused) : price.unit_amount;
      Object.assign(item, { price, current_period_start: sameInterval ? old.start : period.start, current_period_end: period.end });
      const lines = [
        { amount: credit, period: { start: at, end: old.end }, proration: true },
        { amount: charge, period, proration: sameInterval },
      ];
      return { paid: paidInvoice(sub, 'subscription_update', Math.max(0, credit + charge), lines), updated: fake.event('customer.subscription.updated', structuredClone(sub)) };
    },
    update(subscriptionId, changes) {
      const sub = fake.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(sub, changes);
      // As Stripe: a subscription set to cancel at period end ends with its period; any other ends now (a failed
      // payment Stripe gave up on, a cancellation at once).
      if (sub.status === 'canceled' && !sub.ended_at) sub.ended_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : now();
      return fake.event(sub.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', structuredClone(sub));
    },
    event(type, object, id = newId('evt')) {
      return { id, object: 'event', type, created: now(), livemode: false, api_version: '2026-10-28.endive', pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } } as unknown as Stripe.Event;
    },
    signed(event, secret = options.webhookSecret) {
      const body = JSON.stringify(event);
      return { body, signature: webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    async deliver(event) {
      const { body, signature } = fake.signed(event);
      const response = await fetch(fake.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
      return response.status;
    },
    close: async () => undefined,
  };

  const harness = await startHarness(async ({ req, res, record, rawBody, url }) => {
    const path = url.pathname;
    const notFound = (what: string) => sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}`, code: 'resource_missing' } });
    // The hosted pages (the member's browser, no key).
    let m = /^\/checkout\/([\w]+)(\/pay)?$/.exec(path);
    if (m) {
      const session = fake.sessions.get(m[1]);
      if (!session) return notFound('checkout session');
      if (req.method === 'POST' && m[2]) {
        await fake.pay(m[1]);
        return redirect(res, (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', m[1]));
      }
      const price = prices.get(session.price as string)!;
      return html(res, `<h1>Flying@50 Premium</h1><p>${price.recurring.interval === 'year' ? 'Annual' : 'Monthly'} plan: £${(price.unit_amount / 100).toFixed(2)} a ${price.recurring.interval}</p>
<p>Test card 4242 4242 4242 4242</p><form method="post" action="/checkout/${m[1]}/pay"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url as string}">Back</a></p>`);
    }
    m = /^\/portal\/([\w]+)(\/cancel|\/renew)?$/.exec(path);
    if (m) {
      const session = fake.sessions.get(m[1]);
      if (!session) return notFound('portal session');
      const sub = [...fake.subscriptions.values()].reverse().find((s) => s.customer === session.customer && s.status !== 'canceled');
      if (req.method === 'POST' && m[2]) {
        if (sub) {
          // "Cancel plan" cancels at period end; "Renew plan" (a plan set to cancel) takes that back, as Stripe's portal does.
          const event = fake.update(sub.id, { cancel_at_period_end: m[2] === '/cancel' });
          if (fake.webhookUrl) await fake.deliver(event);
        }
        return redirect(res, session.return_url as string);
      }
      const action = sub?.cancel_at_period_end ? 'renew' : 'cancel';
      return html(res, `<h1>Manage your subscription</h1><p>${sub ? `Status: ${sub.status}${sub.cancel_at_period_end ? ' (cancels at period end)' : ''}` : 'No subscription'}</p>
<form method="post" action="/portal/${m[1]}/${action}"><button type="submit">${action === 'renew' ? 'Renew plan' : 'Cancel plan'}</button></form><p><a href="${session.return_url as string}">Return to Flying@50</a></p>`);
    }
    // What happens on Stripe's side without the member (a renewal's payment failing, a change made in the dashboard),
    // for the browser journeys, which reach the fake only over HTTP: the subscription changes as `update` does and its
    // webhook goes to the app. Answers the subscription.
    m = /^\/dashboard\/subscriptions\/(\w+)$/.exec(path);
    if (m && req.method === 'POST') {
      if (!fake.subscriptions.has(m[1])) return notFound('subscription');
      const changes = JSON.parse(rawBody || '{}') as Partial<Pick<FakeSubscription, 'status' | 'cancel_at_period_end'>>;
      const event = fake.update(m[1], changes);
      const delivered = fake.webhookUrl ? await fake.deliver(event) : null;
      return sendJson(res, 200, { subscription: fake.subscriptions.get(m[1]), webhook_status: delivered });
    }
    if (await payments.dashboard(req.method ?? 'GET', path, rawBody, res)) return; // staff's refund, its webhook delivered
    // The API (the server, with the secret key).
    if (record.headers.authorization !== `Bearer ${options.secretKey}`) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (fake.unavailable) return sendJson(res, 503, { error: { type: 'api_error', message: 'Stripe is unavailable (the fake, told so)' } });
    const form = parseForm(rawBody);
    if (req.method === 'POST' && path === '/v1/customers') {
      // As Stripe: a request repeated with the same Idempotency-Key gets the first one's answer (no second customer).
      const key = record.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? customerByIdempotencyKey.get(key) : undefined;
      if (earlier) return sendJson(res, 200, fake.customers.get(earlier));
      const customer = { id: newId('cus'), object: 'customer', email: form.email as string, name: form.name ?? null, metadata: (form.metadata as Record<string, string>) ?? {} };
      fake.customers.set(customer.id, customer);
      if (typeof key === 'string') customerByIdempotencyKey.set(key, customer.id);
      return sendJson(res, 200, customer);
    }
    m = /^\/v1\/customers\/(\w+)$/.exec(path);
    if (m && req.method === 'DELETE') {
      // As Stripe: deleting a customer ends its subscriptions at once.
      if (!fake.customers.delete(m[1])) return notFound('customer');
      for (const sub of fake.subscriptions.values()) {
        if (sub.customer !== m[1] || sub.status === 'canceled') continue;
        const event = fake.update(sub.id, { status: 'canceled', cancel_at_period_end: false });
        if (fake.onCustomerDeletedEvent) await fake.onCustomerDeletedEvent(event);
        else if (fake.webhookUrl) void fake.deliver(event);
      }
      return sendJson(res, 200, { id: m[1], object: 'customer', deleted: true });
    }
    if (m && req.method === 'POST') {
      const customer = fake.customers.get(m[1]);
      if (!customer) return notFound('customer');
      if (typeof form.email === 'string') customer.email = form.email;
      return sendJson(res, 200, customer);
    }
    m = /^\/v1\/prices\/(\w+)$/.exec(path);
    if (m && req.method === 'GET') return prices.has(m[1]) ? sendJson(res, 200, prices.get(m[1])) : notFound('price');
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = form.line_items as { price: string }[] | undefined;
      if (!fake.customers.has(form.customer as string)) return notFound('customer');
      if (!items?.[0] || !prices.has(items[0].price)) return notFound('price');
      const id = newId('cs');
      const session = {
        id, object: 'checkout.session', mode: form.mode, customer: form.customer, client_reference_id: form.client_reference_id ?? null,
        price: items[0].price, subscription_metadata: (form.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
        success_url: form.success_url, cancel_url: form.cancel_url, status: 'open', payment_status: 'unpaid', subscription: null, url: `${fake.url}/checkout/${id}`,
      };
      fake.sessions.set(id, session);
      return sendJson(res, 200, session);
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...fake.sessions.values()].filter(
        (s) => s.object === 'checkout.session' && (!url.searchParams.get('customer') || s.customer === url.searchParams.get('customer')) && (!url.searchParams.get('status') || s.status === url.searchParams.get('status')),
      );
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    m = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (m && req.method === 'POST') {
      const session = fake.sessions.get(m[1]);
      if (!session) return notFound('checkout session');
      if (session.status !== 'open') return sendJson(res, 400, { error: { type: 'invalid_request_error', message: `Only open sessions can be expired (this one is ${String(session.status)})` } });
      session.status = 'expired';
      return sendJson(res, 200, session);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!fake.customers.has(form.customer as string)) return notFound('customer');
      const id = newId('bps');
      const session = { id, object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: `${fake.url}/portal/${id}` };
      fake.sessions.set(id, session);
      return sendJson(res, 200, session);
    }
    if (req.method === 'GET' && path === '/v1/subscriptions') {
      const data = [...fake.subscriptions.values()].filter((s) => !url.searchParams.get('customer') || s.customer === url.searchParams.get('customer'));
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    m = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (m) {
      const sub = fake.subscriptions.get(m[1]);
      if (!sub) return notFound('subscription');
      if (req.method === 'POST' && form.cancel_at_period_end !== undefined) {
        const event = fake.update(sub.id, { cancel_at_period_end: form.cancel_at_period_end === 'true' });
        if (fake.webhookUrl) void fake.deliver(event);
      }
      if (req.method === 'DELETE') {
        // As Stripe: cancelled at once (ended now), which a subscription already cancelled cannot be again.
        if (sub.status === 'canceled') return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } });
        const event = fake.update(sub.id, { status: 'canceled', cancel_at_period_end: false });
        if (fake.webhookUrl) void fake.deliver(event);
      }
      return sendJson(res, 200, sub);
    }
    if (payments.handle(req.method ?? 'GET', path, url, form, record.headers, res)) return;
    return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  fake.url = harness.origin;
  fake.requests = harness.requests;
  fake.close = () => harness.close();
  return fake;
}
