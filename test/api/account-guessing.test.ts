import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { cookieFrom, PASSWORD, RESET_SUBJECT } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Guessing one account's password from many client addresses (each under its own per-client limits): after
 * LOGIN_MAX_FAILURES_PER_ACCOUNT failures for the address, browsers the account never signed in with are paused for
 * 15 minutes; the owner's own browsers go on, the owner is mailed once, and a password reset ends the pause.
 */
describe('account-guessing', () => {
  let t: TestApp;
  const PAUSED =
    'Too many wrong passwords were tried for this account, so sign-ins from new browsers are paused for 15 minutes. Sign in from a browser you have used before, or reset your password with "Forgot password?".';
  const NOTICE = 'Many wrong passwords were tried for your Flying@50 account';

  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '6' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const cookiesOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const knownCookie = (res: request.Response) => cookiesOf(res).find((c) => c.startsWith('f50_known='))?.split(';')[0];
  const login = (email: string, password: string, ip: string, cookie?: string) => {
    const req = request(t.server).post('/api/community/auth/login').set('X-Forwarded-For', ip);
    return (cookie ? req.set('Cookie', cookie) : req).send({ email, password });
  };
  const guess = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(email, `wrong-guess-${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
  };

  describe('one account guessed from many addresses', () => {
    it("pauses new browsers, not the owner's, tells the owner once, and ends with a password reset", async () => {
      const registered = await request(t.server)
        .post('/api/community/auth/register')
        .send({ email: 'target@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Terry Target' });
      expect(registered.status).toBe(200);
      const ownBrowser = knownCookie(registered)!;
      expect(ownBrowser).toMatch(/^f50_known=\d+\.[A-Za-z0-9_-]{43}$/);

      await guess('target@example.com', 6);
      // The right password from a browser the account never used: refused before it is checked.
      const stranger = await login('target@example.com', PASSWORD, '192.0.2.50');
      expect([stranger.status, stranger.body.error]).toEqual([429, PAUSED]);
      // Someone else's known-device cookie, or a forged one, does not pass either.
      const [{ id }] = await t.sql<{ id: number }>(`select id from users where email = 'target@example.com'`);
      for (const forged of [`f50_known=${id + 1}.${ownBrowser.split('.')[1]}`, `f50_known=${id}.${'A'.repeat(43)}`, 'f50_known=garbage']) {
        expect((await login('target@example.com', PASSWORD, '192.0.2.51', forged)).status).toBe(429);
      }
      // The owner's own browser goes on.
      expect((await login('target@example.com', PASSWORD, '192.0.2.52', ownBrowser)).status).toBe(200);

      // Told once, not at every further failure (the owner's own browser mistyping, the only failures still checked).
      for (let i = 0; i < 2; i++) expect((await login('target@example.com', 'a-typo', '192.0.2.52', ownBrowser)).status).toBe(401);
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.includes('target@example.com') && m.subject === NOTICE);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.mail.messages.filter((m) => m.subject === NOTICE)).toHaveLength(1);

      // A password reset, from any browser, ends the pause and marks that browser as the owner's.
      await request(t.server).post('/api/auth/password-reset').send({ email: 'target@example.com' }).expect(200);
      await t.flushOutbox();
      const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes('target@example.com') && m.subject === RESET_SUBJECT), '/reset-password');
      const reset = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'a-much-longer-password', confirmPassword: 'a-much-longer-password' });
      expect(reset.status).toBe(200);
      expect(reset.body).not.toHaveProperty('userId');
      expect(reset.body).not.toHaveProperty('knownDevice');
      expect(knownCookie(reset)).toMatch(/^f50_known=\d+\.[A-Za-z0-9_-]{43}$/);
      expect((await login('target@example.com', 'a-much-longer-password', '192.0.2.53')).status).toBe(200);
    });

    it("a new password drops every other browser's knownness: a copied cookie no longer passes the pause", async () => {
      const registered = await request(t.server)
        .post('/api/community/auth/register')
        .send({ email: 'shared-laptop@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Sam Shared' });
      // A browser someone else used once (a shared laptop, a former partner's): they keep a copy of its cookie.
      const copied = knownCookie(registered)!;

      // The owner takes the account back with a reset link, from their own browser.
      await request(t.server).post('/api/auth/password-reset').send({ email: 'shared-laptop@example.com' }).expect(200);
      await t.flushOutbox();
      const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes('shared-laptop@example.com') && m.subject === RESET_SUBJECT), '/reset-password');
      const reset = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'only-the-owner-knows', confirmPassword: 'only-the-owner-knows' });
      const owners = knownCookie(reset)!;
      expect(owners).not.toBe(copied);

      // The former holder guesses from many addresses; once paused, their copied cookie does not let them go on guessing.
      await guess('shared-laptop@example.com', 6);
      const withCopy = await login('shared-laptop@example.com', 'another-guess', '192.0.2.70', copied);
      expect([withCopy.status, withCopy.body.error]).toEqual([429, PAUSED]);
      // The browser that made the reset is known.
      const owner = await login('shared-laptop@example.com', 'only-the-owner-knows', '192.0.2.71', owners);
      expect(owner.status).toBe(200);
      expect(knownCookie(owner)).toBe(owners);

      // A password change from a signed-in browser: that browser gets a new cookie and stays known, the others do not.
      const changed = await request(t.server)
        .post('/api/community/auth/password')
        .set('Cookie', cookieFrom(owner))
        .send({ currentPassword: 'only-the-owner-knows', password: 'changed-again-today', confirmPassword: 'changed-again-today' });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ success: true, ended: 0 });
      const changedHere = knownCookie(changed)!;
      expect(changedHere).not.toBe(owners);
      expect((await login('shared-laptop@example.com', 'changed-again-today', '192.0.2.72', owners)).status).toBe(429);
      expect((await login('shared-laptop@example.com', 'changed-again-today', '192.0.2.73', changedHere)).status).toBe(200);
    });

    it("signing out other devices forgets their knownness too: a thief's browser is new again, this one stays known", async () => {
      const registered = await request(t.server)
        .post('/api/community/auth/register')
        .send({ email: 'lost-phone@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Lou Lost' });
      // A password set anew once (the cookie then covers its time too).
      const changed = await request(t.server)
        .post('/api/community/auth/password')
        .set('Cookie', cookieFrom(registered))
        .send({ currentPassword: PASSWORD, password: 'lost-phone-password', confirmPassword: 'lost-phone-password' });
      expect(changed.status).toBe(200);
      const here = knownCookie(changed)!;
      // The phone (later stolen) signed in too: it holds a session and its own known-browser cookie.
      const phone = await login('lost-phone@example.com', 'lost-phone-password', '192.0.2.80');
      expect(phone.status).toBe(200);
      const phones = knownCookie(phone)!;

      const signedOut = await request(t.server).post('/api/community/auth/sign-out-others').set('Cookie', `${cookieFrom(changed)}; ${here}`);
      expect([signedOut.status, signedOut.body]).toEqual([200, { success: true, ended: 1 }]);
      // This browser gets a fresh cookie and stays known; what any browser held before no longer counts.
      const stillHere = knownCookie(signedOut)!;
      expect(stillHere).toMatch(/^f50_known=\d+\.[A-Za-z0-9_-]{43}$/);
      expect(stillHere).not.toBe(here);

      await guess('lost-phone@example.com', 6);
      for (const stale of [phones, here]) {
        const refused = await login('lost-phone@example.com', 'lost-phone-password', '192.0.2.81', stale);
        expect([refused.status, refused.body.error]).toEqual([429, PAUSED]);
      }
      const owner = await login('lost-phone@example.com', 'lost-phone-password', '192.0.2.82', stillHere);
      expect(owner.status).toBe(200);
      // Signing in again keeps this browser's cookie as it is.
      expect(knownCookie(owner)).toBe(stillHere);
    });

    it('answers an address without an account the same way, and mails nobody', async () => {
      await guess('nobody-here@example.com', 6);
      const res = await login('nobody-here@example.com', PASSWORD, '192.0.2.60');
      expect([res.status, res.body.error]).toEqual([429, PAUSED]);
      await t.flushOutbox();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.mail.messages.filter((m) => m.to.includes('nobody-here@example.com'))).toHaveLength(0);
    });
  });
});
