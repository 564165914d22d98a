import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { cookieFrom, PASSWORD, registerMember, registerStaff, RESET_SUBJECT, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/** Password-reset links travel by real SMTP to the sink in test/fakes (staff invitations: staff-invitations.test.ts). */
describe('account-email', () => {
  let t: TestApp;
  let admin: Identity;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.mail.clear());

  const register = (route: 'community/auth', email: string, password = PASSWORD) =>
    request(t.server).post(`/api/${route}/register`).send({ email, password, confirmPassword: password, name: 'Someone' });
  const mailTo = (email: string, subject: string) => t.mail.waitFor((m) => m.to.includes(email) && m.subject === subject);

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

      // The page asks first whether the link still works; asking uses nothing.
      const inspect = (value: unknown) => request(t.server).post('/api/auth/password-reset/inspect').send({ token: value });
      for (let i = 0; i < 2; i++) expect((await inspect(token)).body).toEqual({ success: true, message: 'This link works: choose your new password.' });
      expect((await inspect('B'.repeat(43))).status).toBe(400);
      expect((await inspect('short')).status).toBe(400);

      const mismatch = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'fresh-start-pass-1', confirmPassword: 'other-password' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toBe("Passwords don't match");
      const done = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'fresh-start-pass-1', confirmPassword: 'fresh-start-pass-1' });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ success: true, staff: false });
      for (const session of [a, b]) expect((await request(t.server).get('/api/community/auth/me').set('Cookie', cookieFrom(session))).status).toBe(401);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: PASSWORD })).status).toBe(401);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: 'fresh-start-pass-1' })).status).toBe(200);

      const reused = await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'fresh-start-pass-2', confirmPassword: 'fresh-start-pass-2' });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('This reset link is invalid, has already been used or has expired. Please ask for a new one.');
      const usedInspect = await inspect(token);
      expect(usedInspect.status).toBe(400);
      expect(usedInspect.body.error).toBe('This reset link is invalid, has already been used or has expired. Please ask for a new one.');

      t.mail.clear();
      await request(t.server).post('/api/auth/password-reset').send({ email: 'resetme@example.com' }).expect(200);
      const late = tokenFrom(await mailTo('resetme@example.com', RESET_SUBJECT), '/reset-password');
      await t.sql(`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password' and used_at is null`);
      expect((await inspect(late)).status).toBe(400);
      expect((await request(t.server).post('/api/auth/password-reset/confirm').send({ token: late, password: 'fresh-start-pass-3', confirmPassword: 'fresh-start-pass-3' })).status).toBe(400);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resetme@example.com', password: 'fresh-start-pass-1' })).status).toBe(200);
    });

    it('limits requests per address without revealing anything', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(t.server).post('/api/auth/password-reset').send({ email: 'flood@example.com' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("counts an address's case and +tag variants as one inbox: varying the address mails no more", async () => {
      // Accounts at variants of one inbox (anyone may register them): the reset mails all land in the same inbox.
      for (const email of ['plus@example.com', 'plus+1@example.com', 'plus+2@example.com', 'plus+3@example.com']) await registerMember(t, email);
      const answers: Array<[number, unknown]> = [];
      for (const email of ['plus+1@example.com', 'Plus+2@Example.com', 'PLUS@example.com', 'plus+3@example.com']) {
        const res = await request(t.server).post('/api/auth/password-reset').set('X-Forwarded-For', '10.0.33.1').send({ email });
        answers.push([res.status, res.body.error ?? res.body.message]);
      }
      expect(answers.slice(0, 3).map(([status]) => status)).toEqual([200, 200, 200]);
      expect(answers[3]).toEqual([429, 'Too many password reset requests. Please try again in an hour.']);
      // The mails that went are addressed as asked (only the budget's key is the inbox).
      for (const email of ['plus+1@example.com', 'plus+2@example.com', 'plus@example.com']) await mailTo(email, RESET_SUBJECT);
      await t.flushOutbox();
      expect(t.mail.messages.filter((m) => m.to.some((to) => to.includes('plus+3@example.com')))).toHaveLength(0);
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

      // An invitation that is refused (the address already has an open one) sends nothing.
      const invite = () => request(t.server).post('/api/admin/invitations').set('Cookie', admin.cookie).send({ email: 'twice@example.com', role: 'editor' });
      expect((await invite()).status).toBe(201);
      t.mail.clear();
      const before = Number((await t.sql<{ n: string }>(`select count(*) as n from outbox_events where type = 'MailRequested'`))[0].n);
      expect((await invite()).status).toBe(409);
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
      await registerMember(t, 'twin@flyingat50.test');
      const res = await register('community/auth', '\uff54\uff57\uff49\uff4e@flyingat50.test'); // ｔｗｉｎ
      expect(res.status).toBe(409);
    });
  });
});
