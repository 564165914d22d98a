import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SubscriptionStarted } from '../../backend/src/modules/billing/index.js';
import { PremiumStartsRecorder } from '../../backend/src/modules/billing/premium-starts.js';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';

/**
 * Staff are told of new paid members: each subscription that begins giving Premium (SubscriptionStarted) is recorded
 * once by billing, and the Users tab reads the last 7 and 30 days' counts (GET /api/billing/members totals) and the list
 * of them, newest first and paged, with who they are and how the subscription stands now (GET /api/billing/new-members).
 */
describe('billing-new-members', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';

  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Identity;
  let ann: Identity;
  let bob: Identity;

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
  });
  const starts = () => t.sql<{ user_id: number; plan: string; event_id: string | null }>('select user_id, plan, event_id from premium_starts order by id');

  /** The member pays for `plan` in Checkout and Stripe's webhook confirms it; answers the subscription id. */
  async function subscribe(who: Identity, plan: 'monthly' | 'annual'): Promise<string> {
    const checkout = await as(who).post('/api/billing/checkout', { plan });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(checkout.body.url.split('/').pop())!;
    const sub = await stripe.pay(session.id as string);
    const { body, signature } = stripe.signed(stripe.event('checkout.session.completed', session));
    const res = await request(t.server).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
    expect(res.body.outcome).toBe('handled');
    return sub.id;
  }

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    t = await startTestApp({
      env: { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual', STRIPE_API_URL: stripe.url },
    });
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    ann = await registerMember(t, 'ann@example.com', 'Ann Annual');
    bob = await registerMember(t, 'bob@example.com', 'Bob Monthly');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('new Premium members for staff', () => {
    it('records each Premium start from SubscriptionStarted and lists them newest first, with who and the plan', async () => {
      await subscribe(ann, 'annual');
      await eventually(async () => (await starts()).length === 1);
      await subscribe(bob, 'monthly');
      await eventually(async () => (await starts()).length === 2);

      const res = await as(admin).get('/api/billing/new-members');
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.headers['x-next-cursor']).toBeUndefined();
      expect(res.body).toEqual([
        { user_id: bob.id, name: 'Bob Monthly', email: 'bob@example.com', started_at: expect.any(String), plan: 'monthly', amount_pence: 999, currency: 'gbp', status: 'active', cancel_at_period_end: false, refunded_at: null },
        { user_id: ann.id, name: 'Ann Annual', email: 'ann@example.com', started_at: expect.any(String), plan: 'annual', amount_pence: 9900, currency: 'gbp', status: 'active', cancel_at_period_end: false, refunded_at: null },
      ]);
      expect(Date.now() - new Date(res.body[0].started_at).getTime()).toBeLessThan(60_000);
      const totals = (await as(admin).get('/api/billing/members')).body.totals;
      expect(totals).toMatchObject({ new_7_days: 2, new_30_days: 2, new_this_month: 2 });
    });

    it('records a start once, whatever the queue does with the event', async () => {
      const [row] = await t.sql<{ event_id: string }>('select event_id from premium_starts where user_id = $1', [bob.id]);
      const [{ payload }] = await t.sql<{ payload: SubscriptionStarted['payload'] }>('select payload from outbox_events where id = $1', [Number(row.event_id)]);
      await t.app.get(PremiumStartsRecorder).handle(new SubscriptionStarted(payload, Number(row.event_id)));
      expect(await starts()).toHaveLength(2);
    });

    it('counts and lists by period (7 or 30 days), and shows how each subscription stands now', async () => {
      await t.sql(`update premium_starts set started_at = now() - interval '10 days' where user_id = $1`, [ann.id]);
      // Bob takes the 30-day guarantee: still a new member of the period, shown refunded.
      expect((await as(bob).post('/api/billing/refund')).status).toBe(200);

      const week = await as(admin).get('/api/billing/new-members?days=7');
      expect(week.headers['x-total-count']).toBe('1');
      expect(week.body).toEqual([expect.objectContaining({ user_id: bob.id, status: 'canceled', refunded_at: expect.any(String) })]);
      const month = await as(admin).get('/api/billing/new-members?days=30');
      expect(month.body.map((m: { user_id: number }) => m.user_id)).toEqual([bob.id, ann.id]);
      expect((await as(admin).get('/api/billing/members')).body.totals).toMatchObject({ new_7_days: 1, new_30_days: 2 });

      await t.sql(`update premium_starts set started_at = now() - interval '31 days' where user_id = $1`, [ann.id]);
      expect((await as(admin).get('/api/billing/new-members')).body.map((m: { user_id: number }) => m.user_id)).toEqual([bob.id]);
      expect((await as(admin).get('/api/billing/members')).body.totals).toMatchObject({ new_7_days: 1, new_30_days: 1 });
    });

    it('pages with the cursor, neither repeating nor skipping a start', async () => {
      const cat = await registerMember(t, 'cat@example.com', 'Cat Third');
      await subscribe(cat, 'monthly');
      await eventually(async () => (await starts()).length === 3);
      await t.sql(`update premium_starts set started_at = now() - interval '2 days' where user_id = $1`, [ann.id]);
      const first = await as(admin).get('/api/billing/new-members?limit=2');
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.body.map((m: { email: string }) => m.email)).toEqual(['cat@example.com', 'bob@example.com']);
      const cursor = first.headers['x-next-cursor'];
      expect(cursor).toEqual(expect.any(String));
      const second = await as(admin).get(`/api/billing/new-members?limit=2&before=${encodeURIComponent(cursor)}`);
      expect(second.body.map((m: { email: string }) => m.email)).toEqual(['ann@example.com']);
      expect(second.headers['x-next-cursor']).toBeUndefined();
    });

    it('refuses bad input with a 400 that names it, and anyone but an admin', async () => {
      for (const [query, message] of [
        ['days=14', 'days must be one of: 7, 30'],
        ['days=week', 'days must be one of: 7, 30'],
        ['limit=0', 'limit must be a whole number from 1 to 50.'],
        ['before=yesterday', 'before must be the X-Next-Cursor of the page before'],
        ['q=ann', 'Unknown field "q"'],
      ]) {
        const res = await as(admin).get(`/api/billing/new-members?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toContain(message);
      }
      expect((await request(t.server).get('/api/billing/new-members')).status).toBe(401);
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Ed Editor');
      for (const who of [ann, editor]) {
        const res = await as(who).get('/api/billing/new-members');
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain('bob@example.com');
      }
    });
  });
});
