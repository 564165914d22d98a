import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

/**
 * After paying, the member lands where the upgrade was promised: a checkout started from a locked report carries that
 * report's place (`next`, a path of this site only) into Stripe's success_url, so the welcome page can lead back to it;
 * anything that could leave the site is refused. Leaving Checkout unpaid ("Back", cancel_url) comes back to the profile's
 * upgrade offer with the same place kept. The welcome mail links the reports by theme and the profile.
 */
describe('billing-return', () => {
  const SECRET = 'sk_test_fake_key';
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const BAD_NEXT = "next must be a path of this site: starting with a single '/', with no '//' once normalised, up to 2000 characters";

  let t: TestApp;
  let stripe: FakeStripe;
  let pat: Identity;

  const checkout = (who: Identity, body: object) => request(t.server).post('/api/billing/checkout').set('Cookie', who.cookie).send(body);
  const sessionOf = (url: string) => stripe.sessions.get(url.split('/').pop()!)!;
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
    pat = await registerMember(t, 'pat-return@example.com', 'Pat Return');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('the way back after paying', () => {
    it("carries the report's place into Checkout's success_url, encoded and normalised", async () => {
      const res = await checkout(pat, { plan: 'monthly', next: '/my-journey?tab=insights&report=12' });
      expect(res.status).toBe(200);
      expect(sessionOf(res.body.url).success_url).toBe(
        `${t.config.publicUrl}/premium/welcome?session_id={CHECKOUT_SESSION_ID}&next=${encodeURIComponent('/my-journey?tab=insights&report=12')}`,
      );
      const normalised = await checkout(pat, { plan: 'monthly', next: '/library/../journal?report=7' });
      expect(sessionOf(normalised.body.url).success_url).toBe(`${t.config.publicUrl}/premium/welcome?session_id={CHECKOUT_SESSION_ID}&next=%2Fjournal%3Freport%3D7`);
      // Without one, the welcome page as before.
      const plain = await checkout(pat, { plan: 'annual' });
      expect(sessionOf(plain.body.url).success_url).toBe(`${t.config.publicUrl}/premium/welcome?session_id={CHECKOUT_SESSION_ID}`);
    });

    it("brings a member who leaves Checkout unpaid back to the profile's upgrade offer with the same way back to the report", async () => {
      const res = await checkout(pat, { plan: 'monthly', next: '/my-journey?tab=insights&report=12' });
      expect(res.status).toBe(200);
      // Stripe's "Back": the offer the checkout began at, still carrying the report (upgrading again leads back to it),
      // with the query that says no payment was taken.
      const cancel = new URL(sessionOf(res.body.url).cancel_url as string);
      expect(cancel.href).toBe(`${t.config.publicUrl}/profile?next=${encodeURIComponent('/my-journey?tab=insights&report=12')}&checkout=cancelled&plan=monthly#upgrade`);
      expect(cancel.searchParams.get('next')).toBe('/my-journey?tab=insights&report=12');
      expect(cancel.searchParams.get('checkout')).toBe('cancelled');
      // Normalised as success_url is: one path, checked by the same rules.
      const normalised = await checkout(pat, { plan: 'monthly', next: '/library/../journal?report=7' });
      expect(sessionOf(normalised.body.url).cancel_url).toBe(`${t.config.publicUrl}/profile?next=%2Fjournal%3Freport%3D7&checkout=cancelled&plan=monthly#upgrade`);
      // Without one (a checkout from /premium), /premium's plans, with the query that says no payment was taken, and the
      // plan chosen (shown chosen again).
      const plain = await checkout(pat, { plan: 'annual' });
      expect(sessionOf(plain.body.url).cancel_url).toBe(`${t.config.publicUrl}/premium?checkout=cancelled&plan=annual#pricing`);
    });

    it.each([
      ['protocol-relative', '//evil.example'],
      ['dot segments that normalise to a second slash', '/..//evil.example'],
      ['absolute', 'https://x'],
      ['backslash', '/\\evil.example'],
      ['no leading slash', 'journal'],
      ['a control character', '/journal\n//evil.example'],
      ['too long', `/${'a'.repeat(2000)}`],
      ['not a string', 12],
      ['empty', ''],
    ])('refuses a next that is not a path of this site (%s) with 400, starting nothing', async (_, next) => {
      const before = stripe.sessions.size;
      const res = await checkout(pat, { plan: 'monthly', next });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(BAD_NEXT);
      expect(stripe.sessions.size).toBe(before);
    });

    it('mails the welcome with the reports by theme and the profile (where the plan is managed)', async () => {
      const started = await checkout(pat, { plan: 'monthly', next: '/journal?report=12' });
      const session = sessionOf(started.body.url);
      await stripe.pay(session.id as string);
      expect((await post(stripe.event('checkout.session.completed', session))).status).toBe(200);
      await eventually(async () => (await request(t.server).get('/api/billing/subscription').set('Cookie', pat.cookie)).body.is_premium);
      const welcome = await t.mail.waitFor((m) => m.to.includes('pat-return@example.com') && m.subject === 'Welcome to Flying@50 Premium');
      expect(welcome.text).toContain(`Read the premium reports: ${t.config.publicUrl}/journal#premium-reports`);
      expect(welcome.text).toContain(`Manage your plan: ${t.config.publicUrl}/profile`);
      expect(welcome.text).not.toContain('/my-journey');
      expect(welcome.html).toContain(`href="${t.config.publicUrl}/journal#premium-reports"`);
      expect(welcome.html).toContain(`href="${t.config.publicUrl}/profile"`);
    });
  });
});
