import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';

/**
 * The 30-day satisfaction guarantee ('30-day satisfaction guarantee, cancel anytime'): a member's first subscription
 * refunded in full and ended at once, with the real `stripe` client against test/fakes/fake-stripe.ts. Eligibility is
 * the server's (first and only subscription, less than 30 days old, not refunded before), two requests at once make one
 * refund, the receipt is mailed, premium ends at once, Stripe's later webhook changes nothing, staff see it refunded.
 */
describe('billing-refund', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const REFUND_SUBJECT = 'Your Flying@50 Premium refund';
  const ENDED_SUBJECT = 'Your Flying@50 Premium membership has ended';

  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Identity;
  let premiumId: number;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
  });
  const post = (event: ReturnType<FakeStripe['event']>) => {
    const { body, signature } = stripe.signed(event);
    return request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  };

  /** The member pays for a plan in Checkout (the fake's "Pay") and the webhook confirms it: answers the subscription id. */
  async function subscribe(who: Identity, plan: 'monthly' | 'annual' = 'monthly'): Promise<string> {
    const checkout = await as(who).post('/api/billing/checkout', { plan });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
    const sub = await stripe.pay(session.id as string);
    expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
    await eventually(async () => (await as(who).get('/api/billing/subscription')).body.is_premium);
    return sub.id;
  }
  const refundsOf = (subscriptionId: string) => {
    const customer = stripe.subscriptions.get(subscriptionId)!.customer;
    const charges = new Set([...stripe.payments.charges.values()].filter((c) => c.customer === customer).map((c) => c.id));
    return [...stripe.payments.refunds.values()].filter((r) => charges.has(r.charge));
  };
  const rowOf = async (subscriptionId: string) =>
    (await t.sql<{ status: string; refunded_pence: number | null; refunded: boolean; premium_until: Date | null }>(
      'select status, refunded_pence, refunded_at is not null as refunded, premium_until from subscriptions where stripe_subscription_id = $1',
      [subscriptionId],
    ))[0];
  /** A refund made on Stripe's side (staff in Stripe's dashboard), of `amount` pence or all that is left. */
  async function staffRefund(charge: string, amount?: number, metadata: Record<string, string> = {}): Promise<number> {
    const extra = Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value]));
    const body = new URLSearchParams({ charge, ...(amount ? { amount: String(amount) } : {}), ...extra });
    const res = await fetch(`${stripe.url}/v1/refunds`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/x-www-form-urlencoded' }, body });
    return res.status;
  }
  const reads = async (who: Identity) => (await as(who).get(`/api/premium-content/${premiumId}`)).body as { locked: boolean };

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    t = await startTestApp({
      env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual', STRIPE_API_URL: stripe.url },
    });
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    premiumId = await insertPremium(t, { topic: 'Hill repeats for masters' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('the 30-day satisfaction guarantee', () => {
    let pat: Identity;
    let patSub: string;

    it('refunds a first subscription in full and ends Premium at once; the receipt says how much and when', async () => {
      pat = await registerMember(t, 'pat@example.com', 'Pat Runner');
      patSub = await subscribe(pat);
      const [{ started_at }] = await t.sql<{ started_at: Date }>('select started_at from subscriptions where stripe_subscription_id = $1', [patSub]);
      const until = new Date(new Date(started_at).getTime() + 30 * 24 * 3600 * 1000).toISOString();
      const status = await as(pat).get('/api/billing/subscription');
      expect(status.body.subscription).toMatchObject({ guarantee_until: until, refunded_at: null, refunded_pence: null });
      expect(await reads(pat)).toMatchObject({ locked: false });

      // The confirm question's amount: what Stripe took (the paid invoice), not our price.
      expect((await as(pat).get('/api/billing/refund')).body).toEqual({ amount_pence: 999, paid_pence: 999, currency: 'gbp', guarantee_until: until });

      const refund = await as(pat).post('/api/billing/refund');
      expect(refund.status).toBe(200);
      expect(refund.body).toEqual({ refunded_pence: 999, paid_pence: 999, currency: 'gbp', is_premium: false });
      // Stripe: the first invoice's payment refunded in full, the subscription cancelled at once.
      expect(refundsOf(patSub)).toEqual([expect.objectContaining({ amount: 999, reason: 'requested_by_customer', status: 'succeeded' })]);
      expect([...stripe.payments.charges.values()].find((c) => c.id === refundsOf(patSub)[0].charge)).toMatchObject({ refunded: true, amount_refunded: 999 });
      expect(stripe.subscriptions.get(patSub)).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
      expect(stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${patSub}`)).toHaveLength(1);

      // Here: recorded, and premium over on the very next request (the refunded period gives nothing).
      expect(await rowOf(patSub)).toEqual({ status: 'canceled', refunded_pence: 999, refunded: true, premium_until: null });
      expect((await as(pat).get('/api/community/profile')).body.profile.is_premium).toBe(false);
      expect(await reads(pat)).toMatchObject({ locked: true });
      const after = (await as(pat).get('/api/billing/subscription')).body;
      expect(after).toMatchObject({ is_premium: false, subscription: { status: 'canceled', guarantee_until: null, refunded_pence: 999 } });
      expect(after.subscription.refunded_at).toEqual(expect.any(String));

      // The receipt, once, in place of the ordinary "has ended" mail.
      const receipt = await t.mail.waitFor((m) => m.to.includes('pat@example.com') && m.subject === REFUND_SUBJECT);
      expect(receipt.text).toContain('we have refunded £9.99 to the card you paid with, and your Premium membership has ended.');
      expect(receipt.text).toContain('It can take 5-10 days for the refund to appear on your statement.');
      expect(receipt.text).toContain('You can subscribe again any time; a new subscription does not come with the 30-day guarantee.');
      await t.flushOutbox();
      expect(t.mail.messages.filter((m) => m.to.includes('pat@example.com') && [REFUND_SUBJECT, ENDED_SUBJECT].includes(m.subject))).toHaveLength(1);
      await eventually(async () => (await t.sql<{ is_premium: boolean }>('select is_premium from users where id = $1', [pat.id]))[0].is_premium === false);
    });

    it("makes Stripe's later customer.subscription.deleted webhook harmless, and refuses a second refund", async () => {
      // Everything but updated_at (every webhook that reaches a subscription writes it again).
      const state = async () =>
        JSON.stringify([
          (await t.sql<Record<string, unknown>>('select * from subscriptions order by id')).map(({ updated_at: _at, ...row }) => row),
          await t.sql('select id, is_premium, premium_until from users order by id'),
        ]);
      const before = await state();
      const outbox = await outboxOfRequests(t);
      const deleted = stripe.event('customer.subscription.deleted', structuredClone(stripe.subscriptions.get(patSub)!));
      expect((await post(deleted)).body).toEqual({ received: true, outcome: 'handled' });
      expect(await state()).toBe(before);
      expect(await outboxOfRequests(t)).toEqual(outbox);

      const again = await as(pat).post('/api/billing/refund');
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('Your first Premium subscription has already been refunded.');
      expect(refundsOf(patSub)).toHaveLength(1);
    });

    it('gives a second subscription no guarantee: no date on the card, and the refund is refused', async () => {
      const second = await subscribe(pat, 'annual');
      expect((await as(pat).get('/api/billing/subscription')).body.subscription).toMatchObject({ status: 'active', guarantee_until: null, refunded_at: null });
      const quote = await as(pat).get('/api/billing/refund');
      expect(quote.status).toBe(409);
      const refused = await as(pat).post('/api/billing/refund');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/^The 30-day guarantee covers only your first Premium subscription\./);
      expect(stripe.subscriptions.get(second)!.status).toBe('active');
      expect(refundsOf(second)).toHaveLength(1); // the first subscription's, nothing more
      expect((await as(pat).get('/api/community/profile')).body.profile.is_premium).toBe(true);
    });

    it('refuses on day 31, naming the last day of the guarantee in the member\'s time zone; nothing changes', async () => {
      const lee = await registerMember(t, 'lee@example.com', 'Lee Late');
      const sub = await subscribe(lee);
      await t.sql(`update subscriptions set started_at = '2026-01-01T20:00:00Z'::timestamptz where stripe_subscription_id = $1`, [sub]);
      await t.sql(`update users set time_zone = 'Pacific/Auckland' where id = $1`, [lee.id]); // its 30th day ends 1 February, 09:00 there (31 January in London)
      expect((await as(lee).get('/api/billing/subscription')).body.subscription.guarantee_until).toBeNull();
      const before = await rowOf(sub);
      const refused = await as(lee).post('/api/billing/refund');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/^The 30-day guarantee ended on 1 February 2026\. You can still cancel from Manage subscription/);
      expect(refundsOf(sub)).toEqual([]);
      expect(await rowOf(sub)).toEqual(before);
      expect(stripe.subscriptions.get(sub)!.status).toBe('active');
      expect((await as(lee).get('/api/community/profile')).body.profile.is_premium).toBe(true);
    });

    it('makes one refund of two requests at once (two quick clicks, two tabs)', async () => {
      const kim = await registerMember(t, 'kim@example.com', 'Kim Quick');
      const sub = await subscribe(kim);
      const answers = await Promise.all([as(kim).post('/api/billing/refund'), as(kim).post('/api/billing/refund'), as(kim).post('/api/billing/refund')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Your (refund is already under way|first Premium subscription has already been refunded)\.$/)]),
      );
      expect(refundsOf(sub)).toHaveLength(1);
      expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && (r.body as string).includes(sub))).toHaveLength(1);
      expect(await rowOf(sub)).toMatchObject({ status: 'canceled', refunded_pence: 999, refunded: true });
      await t.mail.waitFor((m) => m.to.includes('kim@example.com') && m.subject === REFUND_SUBJECT);
      await t.flushOutbox();
      expect(t.mail.messages.filter((m) => m.to.includes('kim@example.com') && m.subject === REFUND_SUBJECT)).toHaveLength(1);
    });

    it('changes nothing when Stripe cannot be reached (503, the claim lifted), and the next try refunds', async () => {
      const dee = await registerMember(t, 'dee@example.com', 'Dee Down');
      const sub = await subscribe(dee);
      const before = await rowOf(sub);
      stripe.unavailable = true;
      let down: request.Response;
      try {
        down = await as(dee).post('/api/billing/refund');
      } finally {
        stripe.unavailable = false;
      }
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('We could not reach our payment provider, so nothing has been refunded or cancelled yet. Please try again in a few minutes.');
      expect(await rowOf(sub)).toEqual(before);
      expect(await t.sql('select refund_requested_at from subscriptions where stripe_subscription_id = $1', [sub])).toEqual([{ refund_requested_at: null }]);
      expect((await as(dee).get('/api/community/profile')).body.profile.is_premium).toBe(true);
      const again = await as(dee).post('/api/billing/refund');
      expect(again.status).toBe(200);
      expect(refundsOf(sub)).toHaveLength(1);
    });

    it('refunds only what is left when staff already refunded part in Stripe, and never says "in full"', async () => {
      const pia = await registerMember(t, 'pia@example.com', 'Pia Part');
      const sub = await subscribe(pia);
      const [charge] = [...stripe.payments.charges.values()].filter((c) => c.customer === stripe.subscriptions.get(sub)!.customer);
      expect(await staffRefund(charge.id, 500)).toBe(200); // £5 of £9.99, from Stripe's dashboard

      // The quote is what is still refundable, with what was paid beside it.
      const quote = await as(pia).get('/api/billing/refund');
      expect(quote.status).toBe(200);
      expect(quote.body).toMatchObject({ amount_pence: 499, paid_pence: 999, currency: 'gbp' });

      const refund = await as(pia).post('/api/billing/refund');
      expect(refund.status).toBe(200);
      expect(refund.body).toEqual({ refunded_pence: 499, paid_pence: 999, currency: 'gbp', is_premium: false });
      // Exactly what was left: the charge is now refunded in full (staff's £5 and our £4.99), nothing refused by Stripe.
      expect(refundsOf(sub).map((r) => r.amount).sort()).toEqual([499, 500]);
      expect(stripe.payments.charges.get(charge.id)).toMatchObject({ amount_refunded: 999, refunded: true });
      const ours = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && (r.body as string).includes(sub));
      expect(ours.map((r) => new URLSearchParams(r.body as string).get('amount'))).toEqual(['499']);
      expect(await rowOf(sub)).toEqual({ status: 'canceled', refunded_pence: 499, refunded: true, premium_until: null });
      expect((await as(pia).get('/api/billing/subscription')).body.subscription).toMatchObject({ refunded_pence: 499, refund_paid_pence: 999 });

      const receipt = await t.mail.waitFor((m) => m.to.includes('pia@example.com') && m.subject === REFUND_SUBJECT);
      expect(receipt.text).toContain('we have refunded £4.99 to the card you paid with, and your Premium membership has ended.');
      expect(receipt.text).toContain('That is what was left of the £9.99 you paid: £5.00 of it had already been refunded to you.');
      expect(receipt.text).not.toMatch(/in full/);
    });

    it('says there is nothing left to refund (409) when Stripe shows the payment refunded in full, and changes nothing', async () => {
      const nia = await registerMember(t, 'nia@example.com', 'Nia Nothing');
      const sub = await subscribe(nia);
      const [charge] = [...stripe.payments.charges.values()].filter((c) => c.customer === stripe.subscriptions.get(sub)!.customer);
      expect(await staffRefund(charge.id)).toBe(200); // all of it, from Stripe's dashboard
      const before = await rowOf(sub);
      const NOTHING_LEFT = 'What you paid has already been refunded to your card, so there is nothing left to refund. Your subscription has not been changed: you can cancel it from Manage subscription.';

      const quote = await as(nia).get('/api/billing/refund');
      expect(quote.status).toBe(409);
      expect(quote.body.error).toBe(NOTHING_LEFT);
      const refused = await as(nia).post('/api/billing/refund');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(NOTHING_LEFT);
      // Not cancelled, not recorded, no claim left behind, Premium kept; Stripe was asked for no refund.
      expect(stripe.subscriptions.get(sub)!.status).toBe('active');
      expect(await rowOf(sub)).toEqual(before);
      expect(await t.sql('select refund_requested_at from subscriptions where stripe_subscription_id = $1', [sub])).toEqual([{ refund_requested_at: null }]);
      expect(refundsOf(sub)).toHaveLength(1);
      expect((await as(nia).get('/api/community/profile')).body.profile.is_premium).toBe(true);
    });

    it('finishes a refund whose request died after Stripe refunded: counts that refund, asks for no other, and cancels', async () => {
      const rex = await registerMember(t, 'rex@example.com', 'Rex Retry');
      const sub = await subscribe(rex);
      const [charge] = [...stripe.payments.charges.values()].filter((c) => c.customer === stripe.subscriptions.get(sub)!.customer);
      // The earlier request refunded (its refund carries the subscription) and died before recording it; its claim lapsed.
      expect(await staffRefund(charge.id, undefined, { subscription: sub, userId: String(rex.id) })).toBe(200);
      await t.sql(`update subscriptions set refund_requested_at = now() - interval '10 minutes' where stripe_subscription_id = $1`, [sub]);

      const done = await as(rex).post('/api/billing/refund');
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ refunded_pence: 999, paid_pence: 999, currency: 'gbp', is_premium: false });
      expect(refundsOf(sub)).toHaveLength(1);
      expect(stripe.subscriptions.get(sub)!.status).toBe('canceled');
      expect(await rowOf(sub)).toMatchObject({ status: 'canceled', refunded_pence: 999, refunded: true });
    });

    it("refuses anyone else: anonymous, another member, an editor, cross-site; the member's subscription is untouched", async () => {
      const ann = await registerMember(t, 'ann@example.com', 'Ann Owner');
      const sub = await subscribe(ann);
      const other = await registerMember(t, 'other@example.com', 'Oz Other');
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Ed Editor');
      expect((await request(t.server).post('/api/billing/refund')).status).toBe(401);
      expect((await request(t.server).get('/api/billing/refund')).status).toBe(401);
      for (const who of [other, editor, admin]) {
        const res = await as(who).post('/api/billing/refund');
        expect(res.status).toBe(409);
        expect(res.body.error).toBe('You have no Premium subscription to refund.');
      }
      const crossSite = await request(t.server).post('/api/billing/refund').set('Cookie', ann.cookie).set('Origin', 'https://elsewhere.example');
      expect(crossSite.status).toBe(403);
      expect(refundsOf(sub)).toEqual([]);
      expect(await rowOf(sub)).toMatchObject({ status: 'active', refunded: false });
    });

    it("shows staff a refunded subscription as refunded in the Users tab's plans", async () => {
      const res = await as(admin).get(`/api/billing/members?user_ids=${pat.id}`);
      // Pat's newest subscription is the second (not refunded); the refunded one is the first.
      expect(res.body.members).toEqual([expect.objectContaining({ user_id: pat.id, status: 'active', refunded_at: null })]);
      const kim = (await t.sql<{ id: number }>(`select id from users where email = 'kim@example.com'`))[0].id;
      const kimPlan = (await as(admin).get(`/api/billing/members?user_ids=${kim}`)).body.members[0];
      expect(kimPlan).toMatchObject({ user_id: kim, status: 'canceled', refunded_pence: 999 });
      expect(kimPlan.refunded_at).toEqual(expect.any(String));
    });
  });

  describe('the guarantee in demo mode (no STRIPE_SECRET_KEY)', () => {
    let demo: TestApp;
    beforeAll(async () => {
      demo = await startTestApp();
    });
    afterAll(async () => {
      await demo?.close();
    });

    it('answers the demo-mode 409 naming the setting', async () => {
      const member = await registerMember(demo, 'demo@example.com', 'Dee Demo');
      for (const res of [await request(demo.server).post('/api/billing/refund').set('Cookie', member.cookie), await request(demo.server).get('/api/billing/refund').set('Cookie', member.cookie)]) {
        expect(res.status).toBe(409);
        expect(res.body.error).toMatch(/demo mode: STRIPE_SECRET_KEY is not set/);
      }
    });
  });
});
