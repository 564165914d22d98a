import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { ADMIN_EMAIL, eventually, outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';
import type Stripe from 'stripe';
import { BillingMails } from '../../backend/src/modules/billing/billing-mails.js';
import { SubscriptionStarted, type SubscriptionPayload } from '../../backend/src/modules/billing/events/subscription.events.js';

/**
 * Issue 22, paid premium through Stripe: the real `stripe` client against test/fakes/fake-stripe.ts. Checkout,
 * the webhook (signature on the raw body, each event once, order-independent), premium following the subscription,
 * the mails, the portal, the refused demo toggle and the staff figures.
 */
describe('billing', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';

  let t: TestApp;
  let stripe: FakeStripe;
  let pat: Identity;
  let admin: Identity;
  let premiumId: number;
  let subscriptionId: string;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
  });
  const post = (event: Stripe.Event, secret = WEBHOOK_SECRET) => {
    const { body, signature } = stripe.signed(event, secret);
    return request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  };
  const state = async () => JSON.stringify([await t.sql('select * from subscriptions order by id'), await t.sql('select id, is_premium, premium_until from users order by id')]);
  const reads = async (who: Identity) => (await as(who).get(`/api/premium-content/${premiumId}`)).body as { locked: boolean };
  const sub = () => stripe.subscriptions.get(subscriptionId)!;
  const PAYMENT_FAILED = 'Your last payment did not go through. Update your card to keep Premium.';

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        STRIPE_PRICE_ANNUAL: 'price_annual',
        STRIPE_API_URL: stripe.url,
      },
    });
    pat = await registerMember(t, 'pat@example.com', 'Pat Runner');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    premiumId = await insertPremium(t, { topic: 'Strength for masters' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('paid premium through Stripe', () => {
    it('shows the plans with their Stripe prices and refuses the free demo toggle', async () => {
      expect((await request(t.server).get('/api/billing/plans')).body).toEqual({
        mode: 'stripe',
        plans: [
          { plan: 'monthly', amount_pence: 999, currency: 'gbp', interval: 'month' },
          { plan: 'annual', amount_pence: 9900, currency: 'gbp', interval: 'year' },
        ],
      });
      const toggle = await as(pat).put('/api/community/profile/upgrade');
      expect(toggle.status).toBe(409);
      expect(toggle.body.error).toMatch(/paid through Stripe/);
      expect((await as(pat).get('/api/community/profile')).body.profile.is_premium).toBe(false);
    });

    it('starts Checkout for the chosen plan (one customer per member); a bad plan is 400', async () => {
      expect((await as(pat).post('/api/billing/checkout', { plan: 'weekly' })).status).toBe(400);
      const earlier = await as(pat).post('/api/billing/checkout', { plan: 'annual' });
      expect(earlier.status).toBe(200);
      const res = await as(pat).post('/api/billing/checkout', { plan: 'monthly' });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
      // One open checkout per member: the earlier tab's can no longer start a second subscription.
      expect(stripe.sessions.get(earlier.body.url.split('/').pop())!.status).toBe('expired');
      expect(stripe.customers.size).toBe(1);
      expect(await t.sql('select user_id from billing_customers')).toEqual([{ user_id: pat.id }]);
      // Two tabs' first checkouts at once: Stripe is asked outside any transaction, with one idempotency key per member.
      const twoTabs = await registerMember(t, 'two-tabs@example.com', 'Two Tabs');
      const both = await Promise.all([as(twoTabs).post('/api/billing/checkout', { plan: 'monthly' }), as(twoTabs).post('/api/billing/checkout', { plan: 'annual' })]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect([...stripe.customers.values()].filter((c) => c.email === 'two-tabs@example.com')).toHaveLength(1);
      expect(await t.sql('select count(*)::int as n from billing_customers where user_id = $1', [twoTabs.id])).toEqual([{ n: 1 }]);
      // A double tap and a third tab at once: every answer is a checkout, and exactly one of them stays open, so the
      // member cannot pay twice.
      const customerId = [...stripe.customers.values()].find((c) => c.email === 'two-tabs@example.com')!.id;
      const three = await Promise.all([1, 2, 3].map(() => as(twoTabs).post('/api/billing/checkout', { plan: 'monthly' })));
      expect(three.map((r) => r.status)).toEqual([200, 200, 200]);
      expect([...stripe.sessions.values()].filter((s) => s.customer === customerId && s.status === 'open')).toHaveLength(1);
      // A database made afresh within Stripe's 24 hours gives the same ids, emails and names to new accounts: their
      // first checkout must make a customer of their own, not receive the previous database's (same idempotency key).
      const [previous] = await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from billing_customers where user_id = $1', [twoTabs.id]);
      await t.sql('delete from billing_customers where user_id = $1', [twoTabs.id]);
      await t.sql(`update users set created_at = created_at + interval '1 hour' where id = $1`, [twoTabs.id]);
      expect((await as(twoTabs).post('/api/billing/checkout', { plan: 'monthly' })).status).toBe(200);
      const [afresh] = await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from billing_customers where user_id = $1', [twoTabs.id]);
      expect(afresh.stripe_customer_id).not.toBe(previous.stripe_customer_id);
      const session = stripe.sessions.get(res.body.url.split('/').pop())!;
      expect(session).toMatchObject({ mode: 'subscription', price: 'price_monthly', client_reference_id: String(pat.id) });
      expect(session.success_url).toBe(`${t.config.publicUrl}/premium/welcome?session_id={CHECKOUT_SESSION_ID}`);
      expect(await reads(pat)).toMatchObject({ locked: true });

      subscriptionId = (await stripe.pay(session.id as string)).id;
      const completed = await post(stripe.event('checkout.session.completed', session));
      expect(completed.body).toEqual({ received: true, outcome: 'handled' });
      await eventually(async () => (await as(pat).get('/api/billing/subscription')).body.is_premium);
      expect((await as(pat).get('/api/billing/subscription')).body).toEqual({
        mode: 'stripe',
        is_premium: true,
        subscription: {
          plan: 'monthly',
          status: 'active',
          amount_pence: 999,
          currency: 'gbp',
          current_period_end: new Date(sub().items.data[0].current_period_end * 1000).toISOString(),
          cancel_at_period_end: false,
          premium_until: expect.any(String),
          // The first subscription, days old: the 30-day guarantee (billing-refund.test.ts) applies.
          guarantee_until: expect.any(String),
          refunded_at: null,
          refunded_pence: null,
          refund_paid_pence: null,
          staff_refunded_pence: null,
          staff_refunded_at: null,
        },
      });
      expect(await reads(pat)).toMatchObject({ locked: false });
      const welcome = await t.mail.waitFor((m) => m.to.includes('pat@example.com') && m.subject === 'Welcome to Flying@50 Premium');
      const renewsOn = new Date(sub().items.data[0].current_period_end * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
      expect(welcome.text).toContain(`Your plan: Flying@50 Premium, monthly, renewing on ${renewsOn}. The receipt of each payment comes in its own e-mail.`);
      expect(welcome.text).not.toContain('Receipt:'); // the amount taken is the invoice's, in the receipt
      expect((await as(pat).post('/api/billing/checkout', { plan: 'annual' })).status).toBe(409);
    });

    it('handles each event once: a duplicate changes nothing and sends no second mail', async () => {
      const created = stripe.event('customer.subscription.created', structuredClone(sub()), 'evt_duplicate_1');
      expect((await post(created)).body.outcome).toBe('handled');
      const before = await state();
      const outbox = await outboxOfRequests(t);
      expect((await post(created)).body).toEqual({ received: true, outcome: 'duplicate' });
      expect(await state()).toBe(before);
      expect(await outboxOfRequests(t)).toEqual(outbox);
      expect(t.mail.messages.filter((m) => m.subject === 'Welcome to Flying@50 Premium')).toHaveLength(1);
    });

    it('mails a receipt of each payment with the amount Stripe took, once: the first, a renewal, a change of plan; none for nothing taken', async () => {
      const receipts = () => t.mail.messages.filter((m) => m.subject === 'Your Flying@50 Premium receipt');
      const welcomes = () => t.mail.messages.filter((m) => m.subject === 'Welcome to Flying@50 Premium');
      // The first invoice, with a coupon: the receipt says what was taken, not the price.
      const first = stripe.invoicePaid(subscriptionId, 'subscription_create', 499);
      expect((await post(first)).body.outcome).toBe('handled');
      const firstReceipt = await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium receipt');
      expect(firstReceipt.to).toContain('pat@example.com');
      expect(firstReceipt.text).toContain('Thank you for your payment: your Premium membership has begun');
      expect(firstReceipt.text).toContain(`Receipt: Flying@50 Premium, monthly plan, £4.99, invoice ${(first.data.object as unknown as { id: string }).id}. Your plan renews on `);
      expect(welcomes()).toHaveLength(1);
      // A change of plan that took nothing (a credit) and a trial's invoice of 0 have no receipt.
      expect((await post(stripe.invoicePaid(subscriptionId, 'subscription_update', 0))).body.outcome).toBe('handled');
      await t.flushOutbox();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receipts()).toHaveLength(1);
      // A change of plan that was charged (its proration) has one.
      expect((await post(stripe.invoicePaid(subscriptionId, 'subscription_update', 312))).body.outcome).toBe('handled');
      const change = await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium receipt' && m.text.includes('£3.12'));
      expect(change.text).toContain('Thank you: your change of plan has been paid');

      const { paid, updated } = stripe.renew(subscriptionId);
      expect((await post(paid)).body.outcome).toBe('handled');
      const receipt = await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium receipt' && m.text.includes('has renewed'));
      expect(receipt.to).toContain('pat@example.com');
      const invoice = paid.data.object as unknown as { id: string };
      const next = new Date(sub().items.data[0].current_period_end * 1000);
      const nextDay = next.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
      expect(receipt.text).toContain(`Receipt: Flying@50 Premium, monthly plan, £9.99, invoice ${invoice.id}. Your plan renews next on ${nextDay}.`);
      expect(receipt.html).toContain('Your plan renews next on');
      // The subscription was read again: its next period is stored.
      const [row] = await t.sql<{ current_period_end: Date }>('select current_period_end from subscriptions where stripe_subscription_id = $1', [subscriptionId]);
      expect(row.current_period_end.getTime()).toBe(next.getTime());
      // Stripe sending the invoice again, and the subscription's own update, send no second receipt.
      expect((await post(paid)).body).toEqual({ received: true, outcome: 'duplicate' });
      expect((await post(updated)).body.outcome).toBe('handled');
      await t.flushOutbox();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receipts()).toHaveLength(3);
      expect(welcomes()).toHaveLength(1);
    });

    it('mails once per subscription event even when its consumers run again', async () => {
      const mails = t.app.get(BillingMails);
      const [{ id }] = await t.sql<{ id: string }>(`select id from outbox_events where type = 'SubscriptionStarted' order by id limit 1`);
      const [row] = await t.sql<{ payload: SubscriptionPayload }>('select payload from outbox_events where id = $1', [id]);
      const welcomes = () => t.mail.messages.filter((m) => m.subject === 'Welcome to Flying@50 Premium').length;
      await t.flushOutbox();
      const before = welcomes();
      await mails.handle(new SubscriptionStarted(row.payload, Number(id)));
      await mails.handle(new SubscriptionStarted(row.payload, Number(id)));
      await t.flushOutbox();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(welcomes()).toBe(before);
    });

    it('refuses forged webhooks (wrong secret, changed body, no signature) with 400, changing nothing', async () => {
      const before = await state();
      const events = await t.sql('select count(*) from stripe_events');
      const forged = stripe.update(subscriptionId, {});
      (forged.data.object as { status: string }).status = 'canceled';
      expect((await post(forged, 'whsec_someone_else')).status).toBe(400);
      const { body, signature } = stripe.signed(forged);
      const tampered = await request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body.replace('"livemode":false', '"livemode":true'));
      expect(tampered.status).toBe(400);
      expect(tampered.body.error).toBe('The webhook signature does not match this payload.');
      expect((await request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').send(body)).status).toBe(400);
      expect(await state()).toBe(before);
      expect(await t.sql('select count(*) from stripe_events')).toEqual(events);
    });

    it('applies the current state whatever the order: a late "created" after a cancellation does not undo it', async () => {
      const late = stripe.event('customer.subscription.created', structuredClone(sub()));
      const cancelled = stripe.update(subscriptionId, { cancel_at_period_end: true });
      expect((await post(cancelled)).body.outcome).toBe('handled');
      expect((await post(late)).body.outcome).toBe('handled');
      const [row] = await t.sql<{ cancel_at_period_end: boolean; premium_until: Date; current_period_end: Date }>('select * from subscriptions');
      expect(row.cancel_at_period_end).toBe(true);
      // Cancelling at period end: premium until exactly the end of the paid period, still premium now.
      expect(row.premium_until).toEqual(row.current_period_end);
      await eventually(async () => (await as(pat).get('/api/billing/subscription')).body.subscription.cancel_at_period_end);
      expect(await reads(pat)).toMatchObject({ locked: false });
      // The member is told, once, until when Premium stays and that nothing more is charged; taking it back is told too.
      const told = await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium has been cancelled');
      expect(told.text).toMatch(/it stays open to you until \d{1,2} \w+ \d{4}, and you will not be charged again\./);
      const resumed = stripe.update(subscriptionId, { cancel_at_period_end: false });
      expect((await post(resumed)).body.outcome).toBe('handled');
      await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium continues');
      expect(t.mail.messages.filter((m) => m.subject === 'Your Flying@50 Premium has been cancelled')).toHaveLength(1);
      const again = stripe.update(subscriptionId, { cancel_at_period_end: true });
      expect((await post(again)).body.outcome).toBe('handled');
      await eventually(async () => t.mail.messages.filter((m) => m.subject === 'Your Flying@50 Premium has been cancelled').length === 2);
    });

    it('past_due keeps premium for the grace period (and mails the member), then not', async () => {
      stripe.update(subscriptionId, { cancel_at_period_end: false });
      const failed = stripe.update(subscriptionId, { status: 'past_due' });
      expect((await post(failed)).body.outcome).toBe('handled');
      const notice = await t.mail.waitFor((m) => m.subject === 'Your Premium payment did not go through');
      expect(notice.text).toContain('Premium stays open to you until');
      const [row] = await t.sql<{ past_due_since: Date; premium_until: Date }>('select * from subscriptions');
      expect(row.premium_until.getTime() - row.past_due_since.getTime()).toBe(7 * 24 * 3600 * 1000);
      // Stripe's next events while it is still past due (a retried payment failed, the member cancels in the portal):
      // handled, and the grace period still counts from the first failure.
      expect((await post(stripe.update(subscriptionId, { status: 'past_due' }))).body.outcome).toBe('handled');
      expect((await post(stripe.update(subscriptionId, { cancel_at_period_end: true }))).body.outcome).toBe('handled');
      const [still] = await t.sql<{ past_due_since: Date; premium_until: Date; cancel_at_period_end: boolean }>('select * from subscriptions');
      expect(still).toMatchObject({ past_due_since: row.past_due_since, premium_until: row.premium_until, cancel_at_period_end: true });
      stripe.update(subscriptionId, { cancel_at_period_end: false });
      await eventually(async () => (await t.sql<{ premium_until: Date }>('select premium_until from users where id = $1', [pat.id]))[0].premium_until?.getTime() === row.premium_until.getTime());
      expect(await reads(pat)).toMatchObject({ locked: false });
      // Eight days later (the grace period over): not premium, the teaser again. The subscription's date goes back too:
      // a subscription event still queued (the webhooks above) sets the member's from it when it runs.
      await t.sql(`update subscriptions set premium_until = now() - interval '1 day' where user_id = $1`, [pat.id]);
      await t.sql(`update users set premium_until = now() - interval '1 day' where id = $1`, [pat.id]);
      expect(await reads(pat)).toMatchObject({ locked: true });
      expect((await as(pat).get('/api/billing/subscription')).body.is_premium).toBe(false);
      // Stripe still retries for weeks: a second subscription is refused with the way back in (the card), and the
      // portal, where the card is updated, still opens.
      const again = await as(pat).post('/api/billing/checkout', { plan: 'monthly' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(PAYMENT_FAILED);
      expect((await as(pat).post('/api/billing/portal')).status).toBe(200);
    });

    it('canceled at the end of its period: premium until the paid period ends, the end mailed', async () => {
      // The member cancelled at period end; when the period ends, Stripe ends the subscription.
      stripe.update(subscriptionId, { status: 'active', cancel_at_period_end: true });
      const ended = stripe.update(subscriptionId, { status: 'canceled' });
      expect((await post(ended)).body.outcome).toBe('handled');
      await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium membership has ended');
      const [row] = await t.sql<{ status: string; premium_until: Date; current_period_end: Date; ended_at: Date | null }>('select * from subscriptions');
      expect(row).toMatchObject({ status: 'canceled', premium_until: row.current_period_end });
      expect(row.ended_at).not.toBeNull();
      await eventually(async () => (await reads(pat)).locked === false);
      // An event that names no subscription, or a subscription of a customer who is not ours, changes nothing.
      expect((await post(stripe.event('customer.created', { id: 'cus_x' }))).body.outcome).toBe('ignored');
    });

    it('canceled by Stripe after a failed payment (or at once): premium ends with the subscription, not the unpaid period', async () => {
      Object.assign(sub(), { status: 'active', cancel_at_period_end: false, ended_at: null });
      expect((await post(stripe.event('customer.subscription.updated', structuredClone(sub())))).body.outcome).toBe('handled');
      expect((await post(stripe.update(subscriptionId, { status: 'past_due' }))).body.outcome).toBe('handled');
      // Stripe's retries fail and it cancels the subscription, mid-period.
      expect((await post(stripe.update(subscriptionId, { status: 'canceled' }))).body.outcome).toBe('handled');
      const [row] = await t.sql<{ status: string; premium_until: Date; current_period_end: Date; ended_at: Date }>('select * from subscriptions');
      expect(row.status).toBe('canceled');
      expect(row.premium_until).toEqual(row.ended_at);
      expect(row.premium_until.getTime()).toBeLessThan(row.current_period_end.getTime());
      await eventually(async () => (await reads(pat)).locked === true);
      expect((await as(pat).get('/api/billing/subscription')).body.is_premium).toBe(false);
      const mail = await t.mail.waitFor((m) => m.subject === 'Your Flying@50 Premium membership has ended' && m.text.includes('no longer open'));
      expect(mail.text).toContain('Your Premium membership has ended, so premium reports are no longer open to you.');
    });

    it('opens the Customer Portal for a member with a billing account; 404 for one without', async () => {
      const res = await as(pat).post('/api/billing/portal');
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
      const sam = await registerMember(t, 'sam@example.com', 'Sam');
      const none = await as(sam).post('/api/billing/portal');
      expect(none.status).toBe(404);
      expect(none.body.error).toBe('You have no billing account yet: subscribe first.');
    });

    it("gives admins each member's plan and status and the month's totals", async () => {
      stripe.update(subscriptionId, { status: 'active' });
      await t.sql(`update subscriptions set status = 'active', ended_at = null, cancel_at_period_end = false`);
      // Pat's Premium start, recorded from SubscriptionStarted (billing-new-members.test.ts has the rest).
      await eventually(async () => (await t.sql('select 1 from premium_starts where user_id = $1', [pat.id])).length > 0);
      const started = (await t.sql('select 1 from premium_starts')).length;
      const res = await as(admin).get('/api/billing/members').query({ user_ids: `${pat.id},${admin.id}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totals: { paying_members: 1, mrr_pence: 999, new_this_month: 1, cancelled_this_month: 0, new_7_days: started, new_30_days: started },
        members: [
          { user_id: pat.id, plan: 'monthly', status: 'active', current_period_end: expect.any(String), cancel_at_period_end: false, refunded_at: null, refunded_pence: null },
        ].map((m) => ({ ...m, staff_refunded_pence: null, staff_refunded_at: null, past_due_since: null, premium_until: expect.any(String) })),
      });
      // The totals alone when no account is asked for; the plans only of the accounts asked for.
      expect((await as(admin).get('/api/billing/members')).body.members).toEqual([]);
      expect((await as(admin).get('/api/billing/members').query({ user_ids: String(admin.id) })).body.members).toEqual([]);
      for (const bad of ['', 'x', '1,,2', '-1', '0', '1234567890', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
        const refused = await as(admin).get('/api/billing/members').query({ user_ids: bad });
        expect([bad, refused.status]).toEqual([bad, 400]);
      }
      expect((await as(pat).get('/api/billing/members')).status).toBe(403);
    });

    it('keeps the paying count and monthly revenue as subscriptions come, change and go (an annual plan counts a twelfth)', async () => {
      const totals = async () => (await as(admin).get('/api/billing/members')).body.totals;
      const before = await totals();
      const sam = await registerMember(t, 'sam-annual@example.com', 'Sam');
      const [{ id }] = await t.sql<{ id: number }>(
        `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, status, amount_pence)
       values ($1, 'sub_annual_totals', 'cus_annual_totals', 'annual', 'active', 9900) returning id`,
        [sam.id],
      );
      expect(await totals()).toMatchObject({ paying_members: before.paying_members + 1, mrr_pence: before.mrr_pence + 825, new_this_month: before.new_this_month + 1 });
      await t.sql(`update subscriptions set status = 'past_due' where id = $1`, [id]);
      expect(await totals()).toMatchObject({ paying_members: before.paying_members + 1, mrr_pence: before.mrr_pence + 825 });
      await t.sql(`update subscriptions set status = 'canceled', ended_at = now() where id = $1`, [id]);
      expect(await totals()).toMatchObject({ paying_members: before.paying_members, mrr_pence: before.mrr_pence, cancelled_this_month: before.cancelled_this_month + 1 });
      await t.sql(`update subscriptions set status = 'active', ended_at = null where id = $1`, [id]);
      await t.sql('delete from users where id = $1', [sam.id]); // the account's subscriptions go with it
      expect(await totals()).toMatchObject({ paying_members: before.paying_members, mrr_pence: before.mrr_pence });
      // The kept figures equal a count of every subscription.
      const [counted] = await t.sql<{ paying: string; mrr: string }>(
        `select count(*) as paying, coalesce(sum(case when plan = 'annual' then round(amount_pence / 12.0) else amount_pence end), 0) as mrr
         from subscriptions where status in ('active', 'past_due')`,
      );
      expect(await totals()).toMatchObject({ paying_members: Number(counted.paying), mrr_pence: Number(counted.mrr) });
    });

    it('refuses a second checkout when Stripe already has a live subscription whose webhook has not come yet', async () => {
      const quick = await registerMember(t, 'quick@example.com', 'Quinn Quick');
      const first = await as(quick).post('/api/billing/checkout', { plan: 'monthly' });
      await stripe.pay(first.body.url.split('/').pop());
      expect(await t.sql('select 1 from subscriptions where user_id = $1', [quick.id])).toEqual([]);
      const second = await as(quick).post('/api/billing/checkout', { plan: 'annual' });
      expect(second.status).toBe(409);
      expect(second.body.error).toBe('You already have an active Premium subscription. Manage it from your profile.');
      // Its payment failed in Stripe, the webhook not here yet: the card is what to fix.
      stripe.update([...stripe.subscriptions.values()].at(-1)!.id, { status: 'past_due' });
      expect((await as(quick).post('/api/billing/checkout', { plan: 'annual' })).body.error).toBe(PAYMENT_FAILED);
    });
  });
});
