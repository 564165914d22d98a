import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { ADMIN_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';

/**
 * A refund staff make by hand in Stripe's dashboard reaches the app through the webhook (Stripe's charge.refunded and
 * charge.refund.updated, signed as Stripe signs them, each event once): the refund is recorded against the subscription
 * it paid for, the member sees it with their plan and staff in the Users tab, and the member gets one receipt. It does
 * not end Premium (Stripe does not cancel the subscription). The 30-day guarantee's own refunds are recorded too, but
 * never mailed twice: the guarantee sends its own receipt.
 */
describe('billing-stripe-refunds', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const REFUND_SUBJECT = 'Your Flying@50 Premium refund';

  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Identity;
  let premiumId: number;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
  });
  const post = (event: Stripe.Event, secret = WEBHOOK_SECRET) => {
    const { body, signature } = stripe.signed(event, secret);
    return request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  };

  /** The member pays for the monthly plan in Checkout and the webhook confirms it: answers the subscription and its card payment. */
  async function subscribe(who: Identity): Promise<{ sub: string; charge: string }> {
    const checkout = await as(who).post('/api/billing/checkout', { plan: 'monthly' });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
    const sub = await stripe.pay(session.id as string);
    expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
    await eventually(async () => (await as(who).get('/api/billing/subscription')).body.is_premium);
    const [charge] = [...stripe.payments.charges.values()].filter((c) => c.customer === sub.customer);
    return { sub: sub.id, charge: charge.id };
  }
  const refundRows = (sub: string) =>
    t.sql<{ stripe_refund_id: string; amount_pence: number; status: string; guarantee: boolean; receipted: boolean }>(
      `select r.stripe_refund_id, r.amount_pence, r.status, r.guarantee, r.receipt_at is not null as receipted
       from billing_refunds r join subscriptions s on s.id = r.subscription_id where s.stripe_subscription_id = $1 order by r.created_at, r.stripe_refund_id`,
      [sub],
    );
  /** The receipts published for the member (PaymentRefunded, with the mark that makes each once). */
  const receiptsOf = async (who: Identity) =>
    (await t.sql<{ payload: { refundId: string; refundedPence: number } }>(`select payload from outbox_events where type = 'PaymentRefunded' and payload->>'userId' = $1 order by id`, [String(who.id)])).map(
      (row) => row.payload,
    );
  const mailsTo = (address: string) => t.mail.messages.filter((m) => m.to.includes(address) && m.subject === REFUND_SUBJECT);
  const reads = async (who: Identity) => (await as(who).get(`/api/premium-content/${premiumId}`)).body as { locked: boolean };

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    t = await startTestApp({
      env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual', STRIPE_API_URL: stripe.url },
    });
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    premiumId = await insertPremium(t, { topic: 'Tempo runs for masters' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe("refunds made in Stripe's dashboard", () => {
    let sam: Identity;
    let sub: string;
    let charge: string;

    it('records a part refund, shows it to the member and to staff, mails one receipt, and leaves Premium as it was', async () => {
      sam = await registerMember(t, 'sam@example.com', 'Sam Staffrefund');
      ({ sub, charge } = await subscribe(sam));
      const { refund, event } = stripe.payments.refund(charge, { amount: 500 }); // £5 of £9.99, by staff
      expect((await post(event)).body).toEqual({ received: true, outcome: 'handled' });

      expect(await refundRows(sub)).toEqual([{ stripe_refund_id: refund.id, amount_pence: 500, status: 'succeeded', guarantee: false, receipted: true }]);
      // The member's plan: the refund beside it; the subscription and Premium unchanged.
      const status = (await as(sam).get('/api/billing/subscription')).body;
      expect(status).toMatchObject({ is_premium: true, subscription: { status: 'active', cancel_at_period_end: false, staff_refunded_pence: 500, refunded_at: null, refunded_pence: null } });
      expect(new Date(status.subscription.staff_refunded_at).getTime()).toBe(refund.created * 1000);
      expect(await reads(sam)).toMatchObject({ locked: false });
      // Staff, in the Users tab's plans.
      const plans = (await as(admin).get(`/api/billing/members?user_ids=${sam.id}`)).body.members;
      expect(plans).toEqual([expect.objectContaining({ user_id: sam.id, status: 'active', staff_refunded_pence: 500, staff_refunded_at: status.subscription.staff_refunded_at, refunded_at: null })]);

      const receipt = await t.mail.waitFor((m) => m.to.includes('sam@example.com') && m.subject === REFUND_SUBJECT);
      const renews = new Date(stripe.subscriptions.get(sub)!.items.data[0].current_period_end * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
      expect(receipt.text).toContain('We have refunded £5.00 of your Flying@50 Premium payment of £9.99 to the card you paid with.');
      expect(receipt.text).toContain(`It can take 5-10 days for the refund to appear on your statement (refund ${refund.id}).`);
      expect(receipt.text).toContain(`This refund does not change your Premium membership: it continues, and renews on ${renews}.`);
      expect(receipt.text).not.toMatch(/30-day|in full/);
    });

    it('changes nothing for the same event again, nor for another event about the same refund', async () => {
      const before = await refundRows(sub);
      const [first] = await receiptsOf(sam);
      // Stripe's retry of an event already handled.
      const charged = stripe.event('charge.refunded', structuredClone(stripe.payments.charges.get(charge)!));
      expect((await post(charged)).body.outcome).toBe('handled');
      expect((await post(charged)).body.outcome).toBe('duplicate');
      // A later event about the refund (as charge.refund.updated), with nothing new in it.
      const refund = stripe.payments.refunds.get(first.refundId)!;
      expect((await post(stripe.event('charge.refund.updated', structuredClone(refund)))).body.outcome).toBe('handled');
      expect(await refundRows(sub)).toEqual(before);
      expect(await receiptsOf(sam)).toEqual([first]);
      await t.flushOutbox();
      expect(mailsTo('sam@example.com')).toHaveLength(1);
    });

    it('takes a full refund of the rest without ending Premium, and says how much of the payment is refunded in all', async () => {
      const { refund, event } = stripe.payments.refund(charge); // what is left: £4.99
      expect((await post(event)).body.outcome).toBe('handled');
      expect((await refundRows(sub)).map((r) => [r.amount_pence, r.receipted])).toEqual([
        [500, true],
        [499, true],
      ]);
      const receipt = await t.mail.waitFor((m) => m.to.includes('sam@example.com') && m.subject === REFUND_SUBJECT && m.text.includes(refund.id));
      expect(receipt.text).toContain('We have refunded £4.99 of your Flying@50 Premium payment of £9.99 to the card you paid with.');
      expect(receipt.text).toContain('In all, £9.99 of that payment has now been refunded to you.');
      // All of the payment back, and still Premium: Stripe did not cancel the subscription (staff cancel it there too).
      expect(stripe.subscriptions.get(sub)!.status).toBe('active');
      expect((await as(sam).get('/api/billing/subscription')).body).toMatchObject({ is_premium: true, subscription: { status: 'active', staff_refunded_pence: 999 } });
      expect((await as(sam).get('/api/community/profile')).body.profile.is_premium).toBe(true);
      expect(await reads(sam)).toMatchObject({ locked: false });
    });

    it('mails a refund only once it goes through, and takes a refund that failed off the total', async () => {
      const lou = await registerMember(t, 'lou@example.com', 'Lou Later');
      const paid = await subscribe(lou);
      // A refund that needs the bank first: recorded, no receipt yet.
      const waiting = stripe.payments.refund(paid.charge, { amount: 300, status: 'requires_action' });
      expect((await post(waiting.event)).body.outcome).toBe('handled');
      expect(await refundRows(paid.sub)).toEqual([expect.objectContaining({ amount_pence: 300, status: 'requires_action', receipted: false })]);
      expect(await receiptsOf(lou)).toEqual([]);
      expect((await as(lou).get('/api/billing/subscription')).body.subscription).toMatchObject({ staff_refunded_pence: null, staff_refunded_at: null });
      // It goes through (charge.refund.updated): now the receipt, once.
      expect((await post(stripe.payments.refundStatus(waiting.refund.id, 'succeeded'))).body.outcome).toBe('handled');
      expect(await receiptsOf(lou)).toEqual([expect.objectContaining({ refundId: waiting.refund.id, refundedPence: 300 })]);
      await t.mail.waitFor((m) => m.to.includes('lou@example.com') && m.subject === REFUND_SUBJECT && m.text.includes('We have refunded £3.00 of your'));

      // Another one, pending, then failed at the bank: counted while on its way, then not; no second receipt for it.
      const failing = stripe.payments.refund(paid.charge, { amount: 200, status: 'pending' });
      expect((await post(failing.event)).body.outcome).toBe('handled');
      expect((await as(lou).get('/api/billing/subscription')).body.subscription.staff_refunded_pence).toBe(500);
      expect((await post(stripe.payments.refundStatus(failing.refund.id, 'failed'))).body.outcome).toBe('handled');
      expect((await refundRows(paid.sub)).map((r) => [r.amount_pence, r.status])).toEqual([
        [300, 'succeeded'],
        [200, 'failed'],
      ]);
      expect((await as(lou).get('/api/billing/subscription')).body.subscription.staff_refunded_pence).toBe(300);
      expect((await as(admin).get(`/api/billing/members?user_ids=${lou.id}`)).body.members[0].staff_refunded_pence).toBe(300);
      expect((await receiptsOf(lou)).map((r) => r.refundId)).toEqual([waiting.refund.id, failing.refund.id]);
    });

    it("records the 30-day guarantee's own refunds without a second receipt, and without counting them as staff's", async () => {
      const gus = await registerMember(t, 'gus@example.com', 'Gus Guarantee');
      const paid = await subscribe(gus);
      expect((await as(gus).post('/api/billing/refund')).status).toBe(200);
      await t.mail.waitFor((m) => m.to.includes('gus@example.com') && m.subject === REFUND_SUBJECT);
      // Stripe's webhook of that refund, as it arrives after the guarantee's answer.
      const event = stripe.event('charge.refunded', structuredClone(stripe.payments.charges.get(paid.charge)!));
      expect((await post(event)).body.outcome).toBe('handled');
      expect(await refundRows(paid.sub)).toEqual([expect.objectContaining({ amount_pence: 999, guarantee: true, receipted: false })]);
      expect(await receiptsOf(gus)).toEqual([]);
      expect((await as(gus).get('/api/billing/subscription')).body).toMatchObject({
        is_premium: false,
        subscription: { status: 'canceled', refunded_pence: 999, staff_refunded_pence: null },
      });
      await t.flushOutbox();
      expect(mailsTo('gus@example.com')).toHaveLength(1);
    });

    it('refuses an event not signed by Stripe, and keeps nothing of an event Stripe could not be asked about (it sends it again)', async () => {
      const kit = await registerMember(t, 'kit@example.com', 'Kit Retry');
      const paid = await subscribe(kit);
      const { event } = stripe.payments.refund(paid.charge, { amount: 100 });
      const forged = await post(event, 'whsec_someone_else');
      expect(forged.status).toBe(400);
      stripe.unavailable = true;
      let down: request.Response;
      try {
        down = await post(event);
      } finally {
        stripe.unavailable = false;
      }
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('Stripe could not be asked about this event just now; nothing was kept. Stripe sends it again.');
      expect(await t.sql('select 1 from stripe_events where id = $1', [event.id])).toEqual([]);
      expect(await refundRows(paid.sub)).toEqual([]);
      // Stripe's retry is handled.
      expect((await post(event)).body.outcome).toBe('handled');
      expect(await refundRows(paid.sub)).toEqual([expect.objectContaining({ amount_pence: 100, receipted: true })]);
      expect(await receiptsOf(kit)).toHaveLength(1);
    });
  });
});
