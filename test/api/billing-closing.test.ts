import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { subjectKeys } from '../../backend/src/infrastructure/queue/outbox.js';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import type Stripe from 'stripe';

/**
 * Paid premium and account deletion: the member's Stripe customer is deleted before the account (a deleted account
 * is never charged), Stripe's webhooks about it are ignored from then, and a deletion that stopped half-way leaves a
 * member who can subscribe again. The real `stripe` client against test/fakes/fake-stripe.ts.
 */
describe('billing-closing', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';

  let t: TestApp;
  let stripe: FakeStripe;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
  });
  const post = (event: Stripe.Event) => {
    const { body, signature } = stripe.signed(event, WEBHOOK_SECRET);
    return request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  };

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
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('closing a paying account', () => {
    it("deleting an account ends its Stripe subscription first (a deleted account is never charged); if Stripe is down, nothing is deleted", async () => {
      const leaver = await registerMember(t, 'leaver@example.com', 'Lee Leaver');
      const checkout = await as(leaver).post('/api/billing/checkout', { plan: 'annual' });
      const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
      const paid = await stripe.pay(session.id as string);
      expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
      await eventually(async () => (await as(leaver).get('/api/billing/subscription')).body.is_premium);
      const customer = paid.customer;

      // Stripe unreachable: 503 in words a member understands, and the account, its data and the subscription stay.
      stripe.unavailable = true;
      const refused = await request(t.server).delete('/api/community/profile').set('Cookie', leaver.cookie);
      stripe.unavailable = false;
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('We could not reach our payment provider to end your Premium subscription, so your account has not been deleted. Please try again in a few minutes.');
      expect(await t.sql('select id from users where id = $1', [leaver.id])).toHaveLength(1);
      expect(stripe.subscriptions.get(paid.id)!.status).toBe('active');

      const deleted = await request(t.server).delete('/api/community/profile').set('Cookie', leaver.cookie);
      expect(deleted.status).toBe(200);
      expect(stripe.customers.has(customer)).toBe(false);
      expect(stripe.subscriptions.get(paid.id)).toMatchObject({ status: 'canceled' });
      expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customer}`)).toBe(true);
      expect(await t.sql('select id from users where id = $1', [leaver.id])).toEqual([]);
      expect(await t.sql('select id from subscriptions where stripe_subscription_id = $1', [paid.id])).toEqual([]);
      // Stripe's webhook about the ended subscription then finds no member, and is ignored.
      expect((await post(stripe.event('customer.subscription.deleted', structuredClone(stripe.subscriptions.get(paid.id)!)))).body.outcome).toBe('ignored');
    });

    it("Stripe's webhook about the subscription a deletion ends, arriving before the deletion commits, is ignored: no mail, nothing about the member left", async () => {
      const leaver = await registerMember(t, 'quick-leaver@example.com', 'Quinn Leaver');
      const checkout = await as(leaver).post('/api/billing/checkout', { plan: 'monthly' });
      const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
      await stripe.pay(session.id as string);
      expect((await post(stripe.event('checkout.session.completed', session))).body.outcome).toBe('handled');
      await eventually(async () => (await as(leaver).get('/api/billing/subscription')).body.is_premium);
      // Mails about others (the member's own ones go with the account, sent or not).
      const about = subjectKeys(t.config.sessionSecret, [{ userId: leaver.id }, { email: 'quick-leaver@example.com' }]);
      const otherMails = () => t.sql<{ n: string }>("select count(*) as n from outbox_events where type = 'MailRequested' and not subjects && $1::text[]", [about]);
      const mailsBefore = await otherMails();

      // Stripe answers the customer's deletion only after its webhook has been posted and answered: the account still
      // exists then, and (as in production, where webhooks race the deletion) the webhook must not act for it.
      const outcomes: string[] = [];
      stripe.onCustomerDeletedEvent = async (event) => {
        outcomes.push((await post(event)).body.outcome);
      };
      try {
        expect((await request(t.server).delete('/api/community/profile').set('Cookie', leaver.cookie)).status).toBe(200);
      } finally {
        stripe.onCustomerDeletedEvent = undefined;
      }
      expect(outcomes).toEqual(['ignored']);
      expect(await t.sql("select id from outbox_events where payload->>'userId' = $1 and type <> 'MemberDeleted'", [String(leaver.id)])).toEqual([]);
      expect(await t.sql("select id from outbox_events where type = 'MailRequested' and payload::text like '%quick-leaver@example.com%'")).toEqual([]);
      expect(await t.sql("select type from outbox_events where subjects && $1::text[] and type <> 'MemberDeleted'", [about])).toEqual([]);
      expect(await otherMails()).toEqual(mailsBefore);
    });

    it('a checkout after a deletion that stopped half-way (customer closed, account kept) makes a new Stripe customer', async () => {
      const member = await registerMember(t, 'halfway@example.com', 'Hal Way');
      const first = await as(member).post('/api/billing/checkout', { plan: 'monthly' });
      expect(first.status).toBe(200);
      const [{ stripe_customer_id: closed }] = await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from billing_customers where user_id = $1', [member.id]);
      await t.sql('update billing_customers set closed_at = now() where user_id = $1', [member.id]);
      stripe.customers.delete(closed);
      const again = await as(member).post('/api/billing/checkout', { plan: 'monthly' });
      expect(again.status).toBe(200);
      const [row] = await t.sql<{ stripe_customer_id: string; closed_at: Date | null }>('select stripe_customer_id, closed_at from billing_customers where user_id = $1', [member.id]);
      expect(row.closed_at).toBeNull();
      expect(row.stripe_customer_id).not.toBe(closed);
      expect(stripe.customers.has(row.stripe_customer_id)).toBe(true);
    });
  });
});
