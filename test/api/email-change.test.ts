import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { cookieFrom, PASSWORD, registerMember } from '../support/auth.js';

describe('email-change', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_email', webhookSecret: 'whsec_email' });
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_email',
        STRIPE_WEBHOOK_SECRET: 'whsec_email',
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

  const ask = (cookie: string, body: object) => request(t.server).post('/api/community/auth/email').set('Cookie', cookie).send(body);
  const confirm = (token: string) => request(t.server).post('/api/auth/email-change/confirm').send({ token });
  const SUBJECT = 'Confirm your new Flying@50 address';

  describe('moving an account to a new address', () => {
    it('mails a link to the new address; opening it moves the account, tells the old address and updates Stripe', async () => {
      const pat = await registerMember(t, 'pat-old@example.com', 'Pat Runner');
      // A billing account at Stripe, made by a checkout.
      expect((await request(t.server).post('/api/billing/checkout').set('Cookie', pat.cookie).send({ plan: 'monthly' })).status).toBe(200);
      const [{ stripe_customer_id: customerId }] = await t.sql<{ stripe_customer_id: string }>('select stripe_customer_id from billing_customers where user_id = $1', [pat.id]);

      const refusals: [object, number, string][] = [
        [{ password: 'not-my-password', email: 'pat-new@example.com' }, 403, 'That password is not right.'],
        [{ password: PASSWORD, email: 'PAT-OLD@example.com' }, 400, 'That is already the address of your account.'],
        [{ password: PASSWORD, email: 'not-an-address' }, 400, 'Please enter a valid email address'],
      ];
      for (const [body, status, error] of refusals) {
        const res = await ask(pat.cookie, body);
        expect([res.status, res.body.error]).toEqual([status, error]);
      }
      const asked = await ask(pat.cookie, { password: PASSWORD, email: ' Pat-New@Example.com ' });
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe('We have sent a link to pat-new@example.com. Open it within one hour to use that address; until then your account keeps its present one.');
      // Nothing moves until the link is opened.
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).body.user.email).toBe('pat-old@example.com');
      await t.flushOutbox();
      const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes('pat-new@example.com') && m.subject === SUBJECT), '/change-email');

      const done = await confirm(token);
      expect(done.status).toBe(200);
      expect(done.body.message).toBe("Your account's address is now pat-new@example.com. Sign in with it from now on.");
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).body.user).toMatchObject({ email: 'pat-new@example.com', email_verified: true });
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'pat-old@example.com', password: PASSWORD })).status).toBe(401);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'pat-new@example.com', password: PASSWORD })).status).toBe(200);
      expect((await confirm(token)).status).toBe(400);
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes('pat-old@example.com') && m.subject === 'Your Flying@50 address was changed');
      // "Tell the team" comes with the way to: the team's address, and a link that writes to it.
      expect(told.text).toContain('If this was not you, tell the Flying@50 team at once at hello@flyingat50.com (we reply within 24 hours)');
      expect(told.html).toContain('href="mailto:hello@flyingat50.com?subject=My%20Flying%4050%20address%20was%20changed%2C%20and%20it%20was%20not%20me"');
      await eventually(async () => stripe.customers.get(customerId)?.email === 'pat-new@example.com');
    });

    it('refuses an address another account took meanwhile, and a link that is not one', async () => {
      const sam = await registerMember(t, 'sam-old@example.com', 'Sam');
      expect((await ask(sam.cookie, { password: PASSWORD, email: 'sam-wanted@example.com' })).status).toBe(200);
      await t.flushOutbox();
      const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes('sam-wanted@example.com') && m.subject === SUBJECT), '/change-email');
      await registerMember(t, 'sam-wanted@example.com', 'Someone Else');
      const taken = await confirm(token);
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe('An account with this email already exists. Please sign in instead.');
      expect((await t.sql<{ email: string }>('select email from users where id = $1', [sam.id]))[0].email).toBe('sam-old@example.com');
      expect((await confirm('A'.repeat(43))).status).toBe(400);
      expect((await confirm('short')).status).toBe(400);
    });

    it("takes along a confirmed newsletter sign-up of the old address only when the account had proved that address", async () => {
      // The link's reader takes the newsletter by opening it: the mail says so whenever the sign-up would follow.
      const NEWSLETTER_MOVES = (from: string) =>
        `${from} is subscribed to the Flying@50 newsletter: confirming also moves that subscription to this address, so the newsletter will come here instead. Every newsletter has a one-click unsubscribe link.`;
      const move = async (from: string, to: string, verified: boolean, signedUp = true) => {
        const who = await registerMember(t, from, 'Reader');
        if (verified) await t.sql('update users set email_verified_at = now(), email_owner_proved_at = now() where id = $1', [who.id]); // as a reset link does
        if (signedUp) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [from]);
        expect((await ask(who.cookie, { password: PASSWORD, email: to })).status).toBe(200);
        await t.flushOutbox();
        const link = await t.mail.waitFor((m) => m.to.includes(to) && m.subject === SUBJECT);
        const said = verified && signedUp;
        expect([link.text.includes(NEWSLETTER_MOVES(from)), link.html.includes('Every newsletter has a one-click unsubscribe link.')]).toEqual([said, said]);
        expect((await confirm(tokenFrom(link, '/change-email'))).status).toBe(200);
        await t.flushOutbox();
      };
      const signups = async (...emails: string[]) =>
        (await t.sql<{ email: string }>('select email from newsletter_subscribers where email = any($1) order by email', [emails])).map((row) => row.email);
      // Never proved: the sign-up may be someone else's, and stays with the address. (Moved first: by the time the
      // proved one below has followed, this event has been handled too.)
      await move('unproved-old@example.com', 'unproved-new@example.com', false);
      await move('proved-old@example.com', 'proved-new@example.com', true);
      // Nothing to move, nothing said.
      await move('no-signup-old@example.com', 'no-signup-new@example.com', true, false);
      await eventually(async () => (await signups('proved-old@example.com', 'proved-new@example.com')).join() === 'proved-new@example.com');
      expect(await signups('unproved-old@example.com', 'unproved-new@example.com')).toEqual(['unproved-old@example.com']);
    });

    it('tells the present address at once, and a new password (changed or reset) ends a link asked for with the old one', async () => {
      // Someone who knew Alex's password asks to move the account to their own address...
      const alex = await registerMember(t, 'alex@example.com', 'Alex');
      const thief = cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: 'alex@example.com', password: PASSWORD }));
      expect((await ask(thief, { password: PASSWORD, email: 'mallory@example.com' })).status).toBe(200);
      await t.flushOutbox();
      const warning = await t.mail.waitFor((m) => m.to.includes('alex@example.com') && m.subject === 'Your Flying@50 address is about to change');
      expect(warning.text).toContain('mallory@example.com');
      const stolen = tokenFrom(await t.mail.waitFor((m) => m.to.includes('mallory@example.com') && m.subject === SUBJECT), '/change-email');
      // ...Alex changes the password: the link is dead.
      const changed = await request(t.server)
        .post('/api/community/auth/password')
        .set('Cookie', alex.cookie)
        .send({ currentPassword: PASSWORD, password: 'alex-new-password', confirmPassword: 'alex-new-password' });
      expect(changed.status).toBe(200);
      const refused = await confirm(stolen);
      expect([refused.status, refused.body.error]).toEqual([400, 'This link is invalid, has already been used or has expired. Ask for a new one from your profile.']);
      expect((await t.sql<{ email: string }>('select email from users where id = $1', [alex.id]))[0].email).toBe('alex@example.com');

      // The same with a reset link: asked before the reset, dead after it.
      const again = cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: 'alex@example.com', password: 'alex-new-password' }));
      expect((await ask(again, { password: 'alex-new-password', email: 'mallory2@example.com' })).status).toBe(200);
      await t.flushOutbox();
      const second = tokenFrom(await t.mail.waitFor((m) => m.to.includes('mallory2@example.com') && m.subject === SUBJECT), '/change-email');
      await request(t.server).post('/api/auth/password-reset').send({ email: 'alex@example.com' }).expect(200);
      await t.flushOutbox();
      const reset = tokenFrom(await t.mail.waitFor((m) => m.to.includes('alex@example.com') && m.subject === 'Reset your Flying@50 password'), '/reset-password');
      const done = await request(t.server).post('/api/auth/password-reset/confirm').send({ token: reset, password: 'alex-third-password', confirmPassword: 'alex-third-password' });
      expect(done.status).toBe(200);
      expect((await confirm(second)).status).toBe(400);
      expect((await t.sql<{ email: string }>('select email from users where id = $1', [alex.id]))[0].email).toBe('alex@example.com');
    });

    it('takes 3 requests an hour per account', async () => {
      const lee = await registerMember(t, 'lee@example.com', 'Lee');
      for (let i = 0; i < 3; i++) expect((await ask(lee.cookie, { password: PASSWORD, email: `lee-${i}@example.com` })).status).toBe(200);
      const fourth = await ask(lee.cookie, { password: PASSWORD, email: 'lee-4@example.com' });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toBe('Too many address changes asked for. Please try again in an hour.');
      // Only the newest link works.
      await t.flushOutbox();
      const first = tokenFrom(await t.mail.waitFor((m) => m.to.includes('lee-0@example.com') && m.subject === SUBJECT), '/change-email');
      expect((await confirm(first)).status).toBe(400);
      cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: 'lee@example.com', password: PASSWORD }));
    });

    it('takes 3 links an hour per new inbox, whichever accounts ask ("+tag" variants are one inbox)', async () => {
      // Before, each account had its own 3 an hour: any number of accounts could fill a stranger's inbox with links.
      const askers = await Promise.all(['kim', 'max', 'noa', 'ola'].map((name) => registerMember(t, `${name}@example.com`, name)));
      const variants = ['victim@example.com', 'victim+1@example.com', 'Victim+news@Example.com'];
      for (const [i, email] of variants.entries()) expect((await ask(askers[i].cookie, { password: PASSWORD, email })).status).toBe(200);
      const fourth = await ask(askers[3].cookie, { password: PASSWORD, email: 'victim+2@example.com' });
      expect([fourth.status, fourth.body.error]).toEqual([429, 'Too many address changes asked for that address. Please try again in an hour.']);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.some((to) => to.toLowerCase() === 'victim+news@example.com') && m.subject === SUBJECT);
      expect(t.mail.messages.filter((m) => m.to.some((to) => to.toLowerCase().startsWith('victim')) && m.subject === SUBJECT)).toHaveLength(3);
      // The refused request used none of the asker's own budget: three more addresses still go through.
      for (let i = 0; i < 3; i++) expect((await ask(askers[3].cookie, { password: PASSWORD, email: `ola-${i}@example.com` })).status).toBe(200);
    });
  });
});
