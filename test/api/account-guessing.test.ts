import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { PASSWORD, RESET_SUBJECT } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Guessing one account's password from many client addresses (each under its own per-client limits): after
 * LOGIN_MAX_FAILURES_PER_ACCOUNT failures for the address, browsers the account never signed in with are paused for
 * 15 minutes; the owner's own browsers go on, the owner is mailed once, and a password reset ends the pause.
 */
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
    expect(knownCookie(reset)).toBe(ownBrowser);
    expect((await login('target@example.com', 'a-much-longer-password', '192.0.2.53')).status).toBe(200);
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
