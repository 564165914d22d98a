import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { ADMIN_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { PREMIUM_MEMBERS_SQL } from '../../backend/src/modules/auth/queries/users.queries.js';

/**
 * A member's first months with paid Premium, as staff and the member see them: a subscription that ended or whose
 * grace ran out is no premium on the staff Users tab either (list, filter, figures). The real `stripe` client against
 * test/fakes/fake-stripe.ts.
 */
describe('billing-member-life', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';

  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Identity;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
  });
  const post = (event: Stripe.Event) => {
    const { body, signature } = stripe.signed(event, WEBHOOK_SECRET);
    return request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  };

  /** Registers a member and pays `plan` on the fake Checkout, the webhooks delivered; answers the member and subscription id. */
  async function subscribed(email: string, name: string, plan: 'monthly' | 'annual' = 'monthly'): Promise<{ who: Identity; subscriptionId: string }> {
    const who = await registerMember(t, email, name);
    const checkout = await as(who).post('/api/billing/checkout', { plan });
    const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
    const sub = await stripe.pay(session.id as string);
    expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
    await eventually(async () => (await as(who).get('/api/billing/subscription')).body.is_premium);
    return { who, subscriptionId: sub.id };
  }

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
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('the staff Users tab follows premium now', () => {
    type Row = { id: number; email: string; is_premium: boolean };
    const rowOf = async (who: Identity, query = '') => {
      const res = await as(admin).get(`/api/admin/users?q=${encodeURIComponent(who.email)}${query}`);
      expect(res.status).toBe(200);
      return (res.body.users as Row[]).find((row) => row.id === who.id);
    };
    const counts = async () => (await as(admin).get('/api/admin/users/counts')).body as { total: number; premium: number; free: number };

    it('a subscription that ended, and one whose grace days ran out with no event, leave the member free in the list, the filter and the figures', async () => {
      const before = await counts();
      const ended = await subscribed('ended@example.com', 'Eve Ended');
      const lapsed = await subscribed('lapsed@example.com', 'Lou Lapsed');
      expect(await counts()).toEqual({ total: before.total + 2, premium: before.premium + 2, free: before.free });
      expect(await rowOf(ended.who)).toMatchObject({ is_premium: true });
      expect(await rowOf(lapsed.who, '&plan=premium')).toMatchObject({ is_premium: true });

      // Cancelled at once in Stripe (customer.subscription.deleted): Premium ends now.
      expect((await post(stripe.update(ended.subscriptionId, { status: 'canceled' }))).body.outcome).toBe('handled');
      await eventually(async () => !(await as(ended.who).get('/api/billing/subscription')).body.is_premium);
      await eventually(async () => (await t.sql<{ is_premium: boolean }>('select is_premium from users where id = $1', [ended.who.id]))[0].is_premium === false);

      // The renewal fails; Stripe keeps retrying past the grace days, and nothing is sent when they run out.
      expect((await post(stripe.update(lapsed.subscriptionId, { status: 'past_due' }))).body.outcome).toBe('handled');
      // Premium follows the grace days (the consumer has run), then eight days go by.
      await eventually(async () => {
        const [row] = await t.sql<{ same: boolean }>(
          `select s.status = 'past_due' and u.premium_until = s.premium_until as same from subscriptions s join users u on u.id = s.user_id where s.stripe_subscription_id = $1`,
          [lapsed.subscriptionId],
        );
        return row.same;
      });
      await t.sql(`update subscriptions set past_due_since = now() - interval '8 days', premium_until = now() - interval '1 day' where stripe_subscription_id = $1`, [lapsed.subscriptionId]);
      await t.sql(`update users set premium_until = now() - interval '1 day' where id = $1`, [lapsed.who.id]);
      expect((await as(lapsed.who).get('/api/billing/subscription')).body.is_premium).toBe(false);
      // The stored flag is still set for her (no event cleared it): staff must not read it as premium.
      expect((await t.sql<{ is_premium: boolean }>('select is_premium from users where id = $1', [lapsed.who.id]))[0].is_premium).toBe(true);

      for (const who of [ended.who, lapsed.who]) {
        expect(await rowOf(who)).toMatchObject({ is_premium: false });
        expect(await rowOf(who, '&plan=premium')).toBeUndefined();
        expect(await rowOf(who, '&plan=free')).toMatchObject({ is_premium: false });
      }
      expect(await counts()).toEqual({ total: before.total + 2, premium: before.premium, free: before.free + 2 });

      // Her row says what staff need: when the payment failed, and when Premium ended (not "please update your card").
      const plans = (await as(admin).get(`/api/billing/members?user_ids=${lapsed.who.id}`)).body.members;
      const [sub] = await t.sql<{ past_due_since: Date; premium_until: Date }>('select past_due_since, premium_until from subscriptions where stripe_subscription_id = $1', [lapsed.subscriptionId]);
      expect(plans).toEqual([
        expect.objectContaining({ status: 'past_due', past_due_since: new Date(sub.past_due_since).toISOString(), premium_until: new Date(sub.premium_until).toISOString() }),
      ]);
    });

    it('counts the premium members on an index at 10,000 members, never reading every account', async () => {
      await t.sql(
        `insert into users (email, name, password_hash, is_premium, premium_until)
       select 'many' || g || '@members.example', 'Many ' || g, 'x', g % 50 = 0,
              case when g % 50 = 0 then now() + (case when g % 100 = 0 then interval '-2 days' else interval '20 days' end) end
         from generate_series(1, 10000) g`,
      );
      await t.sql('analyze users');
      const [counted] = await t.sql<{ premium: string }>(
        `select count(*) filter (where is_premium and (premium_until is null or premium_until > now())) as premium from users where role = 'member' and email not ilike '%.invalid'`,
      );
      expect((await counts()).premium).toBe(Number(counted.premium));
      const [plan] = await t.sql<{ 'QUERY PLAN': unknown }>(`explain (format json) select ${PREMIUM_MEMBERS_SQL} as premium`);
      const text = JSON.stringify(plan['QUERY PLAN']);
      expect(text).not.toContain('"Seq Scan"');
      expect(text).toContain('users_premium_members');
    });
  });

  describe('a change of plan is confirmed by one mail', () => {
    const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    const longDay = (seconds: number, timeZone = 'Europe/London') =>
      new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    const CHANGE_SUBJECTS = ['Your Flying@50 Premium plan has changed', 'Your Flying@50 Premium receipt'];
    /** The mails about the plan change the member got after `since` (a later mail, the cancellation, marks the end). */
    async function changeMailsOf(email: string, subscriptionId: string, since: number) {
      expect((await post(stripe.update(subscriptionId, { cancel_at_period_end: true }))).body.outcome).toBe('handled');
      await t.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Your Flying@50 Premium has been cancelled');
      return t.mail.messages.filter((m) => m.to.includes(email) && m.receivedAt >= since && CHANGE_SUBJECTS.includes(m.subject));
    }

    it('annual to monthly (no payment: the unused year is credit): the new plan, the credit kept and the next payment', async () => {
      const { subscriptionId } = await subscribed('downgrade@example.com', 'Dee Downgrade', 'annual');
      await t.mail.waitFor((m) => m.to.includes('downgrade@example.com') && m.subject === 'Welcome to Flying@50 Premium');
      const since = Date.now();
      const { paid, updated } = stripe.changePlan(subscriptionId, 'price_monthly');
      const invoice = paid.data.object as unknown as { amount_paid: number; ending_balance: number };
      expect(invoice.amount_paid).toBe(0);
      const credit = -invoice.ending_balance;
      expect(credit).toBeGreaterThan(999);
      // The subscription's change first, then its invoice, then Stripe sends the invoice again.
      expect((await post(updated)).body.outcome).toBe('handled');
      expect((await post(paid)).body.outcome).toBe('handled');
      expect((await post(paid)).body.outcome).toBe('duplicate');
      const mail = await t.mail.waitFor((m) => m.to.includes('downgrade@example.com') && m.subject === 'Your Flying@50 Premium plan has changed');
      const renews = stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end;
      expect(mail.text).toContain('Your plan is now Flying@50 Premium, monthly, at £9.99 a month: the change took effect at once');
      expect(mail.text).toContain('What was left of your previous plan paid for the change, so nothing was taken from your card.');
      expect(mail.text).toContain(`${money(credit)} is kept as credit on your account and pays your next payments first.`);
      expect(mail.text).toContain(`Your next payment is due on ${longDay(renews)}: its £9.99 comes from that credit, so nothing is taken from your card then.`);
      expect((await changeMailsOf('downgrade@example.com', subscriptionId, since)).map((m) => m.subject)).toEqual(['Your Flying@50 Premium plan has changed']);
    });

    it("monthly to annual (paid): the receipt says the plan changed and what comes next, and no second mail", async () => {
      const { subscriptionId } = await subscribed('upgrade@example.com', 'Una Upgrade', 'monthly');
      await t.mail.waitFor((m) => m.to.includes('upgrade@example.com') && m.subject === 'Welcome to Flying@50 Premium');
      const since = Date.now();
      const { paid, updated } = stripe.changePlan(subscriptionId, 'price_annual');
      expect((await post(paid)).body.outcome).toBe('handled');
      expect((await post(updated)).body.outcome).toBe('handled');
      const receipt = await t.mail.waitFor((m) => m.to.includes('upgrade@example.com') && m.subject === 'Your Flying@50 Premium receipt' && m.receivedAt >= since);
      const renews = stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end;
      expect(receipt.text).toContain('Thank you: your change of plan has been paid');
      expect(receipt.text).toContain('Your plan is now Flying@50 Premium, annual, at £99.00 a year: the change took effect at once.');
      expect(receipt.text).toContain(`Your next payment, £99.00, is due on ${longDay(renews)}.`);
      expect((await changeMailsOf('upgrade@example.com', subscriptionId, since)).map((m) => m.subject)).toEqual(['Your Flying@50 Premium receipt']);
    });
  });

  describe("billing dates in the member's time zone", () => {
    it('the welcome, the receipt and the cancellation give the dates of the zone in the profile, not London time', async () => {
      const far = await registerMember(t, 'kiritimati@example.com', 'Kit Island');
      await t.sql(`update users set time_zone = 'Pacific/Kiritimati' where id = $1`, [far.id]); // UTC+14
      const checkout = await as(far).post('/api/billing/checkout', { plan: 'monthly' });
      const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
      const sub = await stripe.pay(session.id as string);
      // The period ends at noon UTC in a month: the 10th in London, already the 11th on Kiritimati.
      const end = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 10, 12));
      sub.items.data[0].current_period_end = end.getTime() / 1000;
      const [london, island] = ['Europe/London', 'Pacific/Kiritimati'].map((timeZone) => end.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }));
      expect(london).not.toBe(island);

      expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
      const welcome = await t.mail.waitFor((m) => m.to.includes(far.email) && m.subject === 'Welcome to Flying@50 Premium');
      expect(welcome.text).toContain(`renewing on ${island}.`);
      expect((await post(stripe.invoicePaid(sub.id, 'subscription_create'))).body.outcome).toBe('handled');
      const receipt = await t.mail.waitFor((m) => m.to.includes(far.email) && m.subject === 'Your Flying@50 Premium receipt');
      expect(receipt.text).toContain(`Your plan renews on ${island}.`);
      expect((await post(stripe.update(sub.id, { cancel_at_period_end: true }))).body.outcome).toBe('handled');
      const cancelled = await t.mail.waitFor((m) => m.to.includes(far.email) && m.subject === 'Your Flying@50 Premium has been cancelled');
      expect(cancelled.text).toContain(`it stays open to you until ${island}`);
      // 'Keep Premium' leads to where it is done: the profile's Premium card, whose Manage subscription renews the plan.
      expect(cancelled.text).toContain(`Keep Premium: ${t.config.publicUrl}/profile#premium-membership`);
      expect(cancelled.text).toContain("choose Manage subscription on your profile's Premium card: on Stripe's secure billing page you can renew your plan");
      for (const mail of [welcome, receipt, cancelled]) expect(mail.text).not.toContain(london);
    });
  });

  describe('a change of plan', () => {
    it("a change of plan's receipt gives the new plan's renewal date, not the end of the old period its credit covers", async () => {
      const kim = await registerMember(t, 'kim@example.com', 'Kim Switch');
      const started = await as(kim).post('/api/billing/checkout', { plan: 'monthly' });
      const monthly = await stripe.pay(started.body.url.split('/').pop());
      expect((await post(stripe.event('customer.subscription.created', structuredClone(monthly)))).body.outcome).toBe('handled');
      const oldEnd = monthly.items.data[0].current_period_end;
      // Monthly to annual in the portal: Stripe invoices the credit for the unused month (its line ends with the old
      // period) and the year, which starts now.
      const { paid, updated } = stripe.changePlan(monthly.id, 'price_annual');
      const lines = (paid.data.object as unknown as { lines: { data: { amount: number; period: { end: number } }[] } }).lines.data;
      expect(lines[0].amount).toBeLessThan(0);
      expect(lines[0].period.end).toBe(oldEnd);
      expect((await post(paid)).body.outcome).toBe('handled');
      const newEnd = stripe.subscriptions.get(monthly.id)!.items.data[0].current_period_end;
      expect(newEnd - oldEnd).toBeGreaterThan(300 * 24 * 3600);
      const receipt = await t.mail.waitFor((m) => m.to.includes('kim@example.com') && m.subject === 'Your Flying@50 Premium receipt');
      const longDay = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
      expect(receipt.text).toContain('Thank you: your change of plan has been paid');
      expect(receipt.text).toContain(`Flying@50 Premium, annual plan, £${((paid.data.object as unknown as { amount_paid: number }).amount_paid / 100).toFixed(2)}`);
      expect(receipt.text).toContain(`Your plan renews on ${longDay(newEnd)}.`);
      expect(receipt.text).not.toContain(longDay(oldEnd));
      expect((await post(updated)).body.outcome).toBe('handled');
    });
  });
});
