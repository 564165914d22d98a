import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../backend/src/bootstrap.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { cookieFrom, PASSWORD, registerMember, RESET_SUBJECT, VERIFICATION_SUBJECT, verifyAddress } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 7, "a role comes from the address alone": staff roles need a verified address; verification and
 * password-reset links travel by real SMTP to the sink in test/fakes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},boss@corp.test`, STAFF_EMAILS: EDITOR_EMAIL } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.mail.clear());

const register = (route: 'auth' | 'community/auth', email: string, password = PASSWORD) =>
  request(t.server).post(`/api/${route}/register`).send({ email, password, confirmPassword: password, name: 'Someone' });
const me = (cookie: string) => request(t.server).get('/api/auth/me').set('Cookie', cookie);
const mailTo = (email: string, subject: string) => t.mail.waitFor((m) => m.to.includes(email) && m.subject === subject);

describe('staff roles need a verified address', () => {
  it('an allow-listed address registered by someone else stays a member (observed: admin at once, then 409 for the owner)', async () => {
    const squatter = await register('community/auth', 'boss@corp.test');
    expect(squatter.status).toBe(200);
    expect(squatter.body.user).toMatchObject({ role: 'member', pending_role: 'admin', email_verified: false });
    const cookie = cookieFrom(squatter);
    expect((await request(t.server).get('/api/admin/users').set('Cookie', cookie)).status).toBe(403);
    expect((await me(cookie)).body.user.role).toBe('member');

    // The link went to the address, which the squatter does not read; the real owner takes the account back
    // with "Forgot password?", which proves the address and signs the squatter out.
    const verification = await mailTo('boss@corp.test', VERIFICATION_SUBJECT);
    expect(verification.text).toContain('/verify-email#token=');
    expect((await request(t.server).post('/api/auth/password-reset').send({ email: 'boss@corp.test' })).status).toBe(200);
    const reset = await mailTo('boss@corp.test', RESET_SUBJECT);
    const done = await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .send({ token: tokenFrom(reset, '/reset-password'), password: 'the-owners-password', confirmPassword: 'the-owners-password' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, staff: true });
    expect((await me(cookie)).status).toBe(401);
    const owner = await request(t.server).post('/api/auth/login').send({ email: 'boss@corp.test', password: 'the-owners-password' });
    expect(owner.body.user).toMatchObject({ role: 'admin', email_verified: true });
    expect((await request(t.server).get('/api/admin/users').set('Cookie', cookieFrom(owner))).status).toBe(200);
  });

  it('staff registration starts as a member; the mailed link (single use, hashed in the database) turns on the role', async () => {
    const res = await register('auth', ADMIN_EMAIL);
    expect(res.body.user).toMatchObject({ role: 'member', pending_role: 'admin' });
    const cookie = cookieFrom(res);
    expect((await request(t.server).get('/api/content/generations').set('Cookie', cookie)).status).toBe(403);

    const mail = await mailTo(ADMIN_EMAIL, VERIFICATION_SUBJECT);
    expect(mail.from).toContain('no-reply@');
    const token = tokenFrom(mail, '/verify-email');
    const [row] = await t.sql<{ token_hash: string; expires_in: number }>(
      `select token_hash, extract(epoch from expires_at - created_at)::int as expires_in from email_tokens where purpose = 'verify-email' and email = $1`,
      [ADMIN_EMAIL],
    );
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.expires_in).toBe(24 * 3600);
    const outbox = await t.sql<{ payload: string }>(`select payload::text from outbox_events where type = 'MailRequested'`);
    expect(outbox.some((r) => r.payload.includes(token) || r.payload.includes(ADMIN_EMAIL))).toBe(false);

    const verified = await request(t.server).post('/api/auth/verify-email').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', email_verified: true });
    expect((await me(cookie)).body.user.role).toBe('admin');
    const again = await request(t.server).post('/api/auth/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid, has already been used or has expired/);
  });

  it('an expired link does nothing', async () => {
    const res = await register('auth', EDITOR_EMAIL);
    const token = tokenFrom(await mailTo(EDITOR_EMAIL, VERIFICATION_SUBJECT), '/verify-email');
    await t.sql(`update email_tokens set expires_at = now() - interval '1 second' where email = $1`, [EDITOR_EMAIL]);
    expect((await request(t.server).post('/api/auth/verify-email').send({ token })).status).toBe(400);
    expect((await me(cookieFrom(res))).body.user).toMatchObject({ role: 'member', pending_role: 'editor' });
  });

  it('resending sends a new link (the old one stops working) and is rate limited', async () => {
    const login = await request(t.server).post('/api/auth/login').send({ email: EDITOR_EMAIL, password: PASSWORD });
    expect(login.status).toBe(200); // a pending staff account may sign in; the dashboard asks for the link
    expect(login.body.user).toMatchObject({ role: 'member', pending_role: 'editor' });
    const cookie = cookieFrom(login);
    const resend = () => request(t.server).post('/api/auth/verification/resend').set('Cookie', cookie);
    const first = await resend();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`We have sent a new link to ${EDITOR_EMAIL}. It works once, within 24 hours.`);
    const oldToken = tokenFrom(await mailTo(EDITOR_EMAIL, VERIFICATION_SUBJECT), '/verify-email');
    t.mail.clear();
    expect((await resend()).status).toBe(200);
    await mailTo(EDITOR_EMAIL, VERIFICATION_SUBJECT);
    t.mail.clear();
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/try again in 15 minutes/);
    expect((await request(t.server).post('/api/auth/verify-email').send({ token: oldToken })).status).toBe(400);
    await verifyAddress(t, EDITOR_EMAIL); // the newest link
    expect((await me(cookie)).body.user.role).toBe('editor');
    const member = await registerMember(t, 'plain@example.com');
    const notNeeded = await request(t.server).post('/api/auth/verification/resend').set('Cookie', member.cookie);
    expect(notNeeded.status).toBe(400);
    expect(notNeeded.body.error).toBe('Your address does not need verifying.');
  });

  it('a member whose address is added to a list later gets a link at the next start, and the role only after opening it', async () => {
    const member = await registerMember(t, 'newed@corp.test');
    expect(t.mail.messages).toHaveLength(0);
    const restarted = await createApp(t.config.with({ staffEmails: [EDITOR_EMAIL, 'newed@corp.test'] }));
    await restarted.init();
    try {
      const server = restarted.getHttpServer();
      expect((await request(server).get('/api/auth/me').set('Cookie', member.cookie)).body.user).toMatchObject({ role: 'member', pending_role: 'editor' });
      const token = tokenFrom(await mailTo('newed@corp.test', VERIFICATION_SUBJECT), '/verify-email');
      expect((await request(server).post('/api/auth/verify-email').send({ token })).status).toBe(200);
      expect((await request(server).get('/api/auth/me').set('Cookie', member.cookie)).body.user.role).toBe('editor');
    } finally {
      await restarted.close();
    }
  });
});

describe('password reset by e-mail', () => {
  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    await registerMember(t, 'resetme@example.com');
    const known = await request(t.server).post('/api/auth/password-reset').send({ email: 'ResetMe@example.com' });
    const unknown = await request(t.server).post('/api/auth/password-reset').send({ email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await mailTo('resetme@example.com', RESET_SUBJECT);
    await t.flushOutbox();
    await new Promise((r) => setTimeout(r, 300));
    expect(t.mail.messages.filter((m) => m.to.includes('ghost@example.com'))).toHaveLength(0);
  });

  it('a link works once, within an hour, and signs out every session of the account', async () => {
    const a = await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: PASSWORD });
    const b = await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: PASSWORD });
    t.mail.clear();
    await request(t.server).post('/api/auth/password-reset').send({ email: 'resetme@example.com' }).expect(200);
    const token = tokenFrom(await mailTo('resetme@example.com', RESET_SUBJECT), '/reset-password');
    const [{ minutes }] = await t.sql<{ minutes: number }>(
      `select extract(epoch from expires_at - created_at)::int / 60 as minutes from email_tokens where purpose = 'reset-password' and used_at is null`,
    );
    expect(minutes).toBe(60);

    const mismatch = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'new-password-1', confirmPassword: 'other-password' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe("Passwords don't match");
    const done = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, staff: false });
    for (const session of [a, b]) expect((await request(t.server).get('/api/community/auth/me').set('Cookie', cookieFrom(session))).status).toBe(401);
    expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: PASSWORD })).status).toBe(401);
    expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: 'new-password-1' })).status).toBe(200);

    const reused = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'new-password-2', confirmPassword: 'new-password-2' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('This reset link is invalid, has already been used or has expired. Please ask for a new one.');

    t.mail.clear();
    await request(t.server).post('/api/auth/password-reset').send({ email: 'resetme@example.com' }).expect(200);
    const late = tokenFrom(await mailTo('resetme@example.com', RESET_SUBJECT), '/reset-password');
    await t.sql(`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password' and used_at is null`);
    expect((await request(t.server).post('/api/auth/password-reset/confirm').send({ token: late, password: 'new-password-3', confirmPassword: 'new-password-3' })).status).toBe(400);
    expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: 'new-password-1' })).status).toBe(200);
  });

  it('limits requests per address without revealing anything', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(t.server).post('/api/auth/password-reset').send({ email: 'flood@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('mail delivery', () => {
  it('retries a message the SMTP server refuses, and sends nothing for a transaction that rolls back', async () => {
    t.mail.refuseNext(2);
    await registerMember(t, 'retry@example.com');
    await request(t.server).post('/api/auth/password-reset').send({ email: 'retry@example.com' }).expect(200);
    const mail = await t.mail.waitFor((m) => m.to.includes('retry@example.com'), 20_000);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.html).toContain('Choose a new password');

    // A registration that fails after the verification mail was queued (duplicate address) sends nothing.
    t.mail.clear();
    const before = Number((await t.sql<{ n: string }>(`select count(*) as n from outbox_events where type = 'MailRequested'`))[0].n);
    expect((await register('auth', ADMIN_EMAIL)).status).toBe(409);
    const after = Number((await t.sql<{ n: string }>(`select count(*) as n from outbox_events where type = 'MailRequested'`))[0].n);
    expect(after).toBe(before);
  }, 40_000);
});

describe('look-alike addresses', () => {
  it.each([
    ['zero-width space', 'admin\u200b@flyingat50.test'],
    ['zero-width joiner', 'ad\u200dmin@flyingat50.test'],
    ['Cyrillic а in a Latin name', '\u0430dmin@flyingat50.test'],
    ['Greek ο in the domain', 'someone@flyingat5\u03bf.test'],
    ['right-to-left override', 'admin\u202e@flyingat50.test'],
  ])('refuses an address with a %s', async (_name, email) => {
    const before = await t.sql('select id from users');
    const res = await register('community/auth', email);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Email addresses cannot contain invisible or look-alike characters');
    expect(await t.sql('select id from users')).toHaveLength(before.length);
  });

  it('normalises fullwidth letters (NFKC): the fullwidth twin of a taken address is the same address', async () => {
    const res = await register('community/auth', '\uff41\uff44\uff4d\uff49\uff4e@flyingat50.test'); // ａｄｍｉｎ
    expect(res.status).toBe(409);
  });
});
