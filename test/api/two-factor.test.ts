import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { openSecret } from '../../backend/src/modules/auth/two-factor.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { addressCode, ADDRESS_CODE_SUBJECT, cookieFrom, PASSWORD, RESET_SUBJECT, registerMember, registerStaff, turnOnTwoStep, type Identity } from '../support/auth.js';

describe('two-factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Generous sign-in limits, so the per-account limit of wrong codes is what this file meets.
    t = await startTestApp({ env: { LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_CLIENT: '100' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const BASE = '/api/community/auth/two-factor';
  const now = () => Math.floor(Date.now() / 1000);
  /** The app's code for a moment `offset` seconds from now (one step either way is accepted). */
  const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset });

  const signIn = (email: string, body: Record<string, string> = {}, path = '/api/community/auth/login') =>
    request(t.server).post(path).send({ email, password: PASSWORD, ...body });

  const turnOn = (who: Identity) => turnOnTwoStep(t, who);

  describe('two-step sign-in', () => {
    it('is set up with the password asked again, turned on by a code from the app (and, for an address never confirmed, a code mailed to it), and mailed to the owner', async () => {
      const pat = await registerMember(t, 'two-step@example.com');
      const since = Date.now();
      const laptop = cookieFrom(await signIn(pat.email));
      expect((await request(t.server).get(BASE).set('Cookie', pat.cookie)).body).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

      const wrongPassword = await request(t.server).post(`${BASE}/setup`).set('Cookie', pat.cookie).send({ password: 'not-my-password' });
      expect(wrongPassword.status).toBe(403);
      expect(wrongPassword.body.error).toBe('That password is not right.');
      expect(await t.sql('select 1 from two_factor_secrets where user_id = $1', [pat.id])).toHaveLength(0);
      expect((await request(t.server).post(`${BASE}/enable`).set('Cookie', pat.cookie).send({ code: '123456' })).status).toBe(409);

      const setup = await request(t.server).post(`${BASE}/setup`).set('Cookie', pat.cookie).send({ password: PASSWORD });
      expect(setup.status).toBe(200);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.otpauth_url).toBe(`otpauth://totp/Flying%4050:two-step%40example.com?secret=${setup.body.secret}&issuer=Flying%4050`);
      expect(setup.body.qr_svg).toMatch(/^<svg[^>]+viewBox/);
      // The address was never confirmed: a code went to it, so that only the address's owner turns two-step sign-in on.
      expect(setup.body.email_code_sent_to).toBe(pat.email);
      const emailCode = await addressCode(t, pat.email, since);
      expect(emailCode).toMatch(/^\d{8}$/);
      // Pending: signing in still takes the password alone.
      expect((await signIn(pat.email)).status).toBe(200);

      const wrongCode = await request(t.server).post(`${BASE}/enable`).set('Cookie', pat.cookie).send({ code: '000000', email_code: emailCode });
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body.error).toBe('That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.');
      const noEmailCode = await request(t.server).post(`${BASE}/enable`).set('Cookie', pat.cookie).send({ code: await codeAt(setup.body.secret) });
      expect([noEmailCode.status, noEmailCode.body.error]).toEqual([400, 'Enter the 8-digit code we have sent to your email address.']);
      const wrongEmailCode = await request(t.server).post(`${BASE}/enable`).set('Cookie', pat.cookie).send({ code: await codeAt(setup.body.secret), email_code: emailCode === '12345678' ? '87654321' : '12345678' });
      expect(wrongEmailCode.status).toBe(400);
      expect(wrongEmailCode.body.error).toMatch(/^That email code is not right/);
      expect((await request(t.server).get(BASE).set('Cookie', pat.cookie)).body.enabled).toBe(false);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).body.user.email_verified).toBe(false);

      const on = await request(t.server).post(`${BASE}/enable`).set('Cookie', pat.cookie).send({ code: await codeAt(setup.body.secret), email_code: ` ${emailCode} ` });
      expect(on.status).toBe(200);
      // This session goes on under a new token: a copy of its cookie from before ends with the other sessions.
      const before = pat.cookie;
      pat.cookie = cookieFrom(on);
      expect(pat.cookie).not.toBe(before);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', before)).status).toBe(401);
      // The code proved the address: it is confirmed now, and the code works once.
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).body.user.email_verified).toBe(true);
      expect(await t.sql(`select 1 from email_tokens where user_id = $1 and purpose = 'verify-email' and used_at is null`, [pat.id])).toEqual([]);
      expect(on.body.recovery_codes).toHaveLength(10);
      expect(new Set(on.body.recovery_codes).size).toBe(10);
      for (const code of on.body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(on.body.ended).toBe(2); // the laptop and the pending-time sign-in: opened without the second step
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', laptop)).status).toBe(401);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).status).toBe(200);
      const status = (await request(t.server).get(BASE).set('Cookie', pat.cookie)).body;
      expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
      expect(Date.parse(status.enabled_at)).toBeGreaterThan(Date.now() - 60_000);
      // Only the codes' hashes are kept.
      const [row] = await t.sql<{ recovery_hashes: string[] }>('select recovery_hashes from two_factor_secrets where user_id = $1', [pat.id]);
      expect(row.recovery_hashes).toHaveLength(10);
      expect(row.recovery_hashes).not.toContain(on.body.recovery_codes[0]);
      await t.flushOutbox();
      const mail = await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'Two-step sign-in is on');
      expect(mail.text).toContain('recovery codes');
      expect(mail.text).toContain('If this was not you, reset your password at once and tell the Flying@50 team at hello@flyingat50.com');

      const again = await request(t.server).post(`${BASE}/setup`).set('Cookie', pat.cookie).send({ password: PASSWORD });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('Two-step sign-in is already on for this account.');
    });

    it('asks for the code after the password, takes each code once, and takes a recovery code once', async () => {
      const pat = await registerMember(t, 'codes@example.com');
      const { secret, recovery } = await turnOn(pat);

      const passwordOnly = await signIn(pat.email);
      expect(passwordOnly.status).toBe(401);
      expect(passwordOnly.body).toEqual({ success: false, statusCode: 401, error: 'Enter the 6-digit code from your authenticator app.', reason: 'two_factor_required' });
      expect(passwordOnly.headers['set-cookie']).toBeUndefined();
      // A wrong password says nothing about the second step.
      const wrongPassword = await signIn(pat.email, { password: 'wrong-password', code: await codeAt(secret) });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body.reason).toBeUndefined();

      const wrongCode = await signIn(pat.email, { code: '000000' });
      expect(wrongCode.status).toBe(401);
      expect(wrongCode.body.reason).toBe('two_factor_invalid');
      expect(wrongCode.headers['set-cookie']).toBeUndefined();

      // The next step's code (the enabling code took the current one).
      const code = await codeAt(secret, 30);
      const right = await signIn(pat.email, { code });
      expect(right.status).toBe(200);
      expect(right.body.user.email).toBe(pat.email);
      cookieFrom(right);
      const replay = await signIn(pat.email, { code });
      expect(replay.status).toBe(401);
      expect(replay.body.reason).toBe('two_factor_invalid');
      // An earlier code than one already used is no good either.
      expect((await signIn(pat.email, { code: await codeAt(secret, -30) })).status).toBe(401);

      const withRecovery = await signIn(pat.email, { code: ` ${recovery[3].toUpperCase()} ` });
      expect(withRecovery.status).toBe(200);
      expect((await signIn(pat.email, { code: recovery[3] })).status).toBe(401);
      expect((await request(t.server).get(BASE).set('Cookie', cookieFrom(withRecovery))).body.recovery_codes_left).toBe(9);
      // The owner hears of it: a recovery code stands in for a lost phone, or for someone else holding the codes.
      await t.flushOutbox();
      const mail = await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'A recovery code was used to sign in');
      expect(mail.text).toContain('9 recovery codes are left.');
    });

    it('asks staff for the code at the staff sign-in too, and an editor can turn it on', async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      const { secret } = await turnOn(editor);
      const staffPasswordOnly = await signIn(EDITOR_EMAIL, {}, '/api/auth/login');
      expect(staffPasswordOnly.status).toBe(401);
      expect(staffPasswordOnly.body.reason).toBe('two_factor_required');
      const staff = await signIn(EDITOR_EMAIL, { code: await codeAt(secret, 30) }, '/api/auth/login');
      expect(staff.status).toBe(200);
      expect(staff.body.user.role).toBe('editor');
    });

    it("a password reset keeps two-step sign-in on when its owner proved the address (whoever reads the owner's mail still needs the phone); nobody turns it on for an address they cannot read", async () => {
      const reset = async (email: string) => {
        await request(t.server).post('/api/auth/password-reset').send({ email }).expect(200);
        await t.flushOutbox();
        const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes(email) && m.subject === RESET_SUBJECT), '/reset-password');
        await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'someone-elses-now', confirmPassword: 'someone-elses-now' }).expect(200);
      };
      // A member who registered and turned it on (the address proved by the mailed code), whose mailbox someone reads.
      const owner = await registerMember(t, 'mail-read@example.com');
      const { secret } = await turnOn(owner);
      await reset(owner.email);
      const intruder = await signIn(owner.email, { password: 'someone-elses-now' });
      expect([intruder.status, intruder.body.reason]).toEqual([401, 'two_factor_required']);
      expect((await signIn(owner.email, { password: 'someone-elses-now', code: await codeAt(secret, 30) })).status).toBe(200);
      // An account that had it on without its address ever proved (turned on before a proof was asked, as the migration
      // leaves it): nothing showed that whoever set it up reads the address, so the reset, the first proof, turns it off
      // and tells the address.
      const legacy = await registerMember(t, 'legacy-unproved@example.com');
      await turnOn(legacy);
      await t.sql('update users set email_verified_at = null, email_owner_proved_at = null where id = $1', [legacy.id]);
      await reset(legacy.email);
      expect((await signIn(legacy.email, { password: 'someone-elses-now' })).status).toBe(200);
      expect(await t.sql('select 1 from two_factor_secrets where user_id = $1', [legacy.id])).toHaveLength(0);
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes(legacy.email) && m.subject === 'Two-step sign-in was turned off');
      expect(told.text).toContain('reset from a link sent to this address, and that turned off its two-step sign-in');

      // Someone registers another person's address: the code goes to the owner, so they cannot turn two-step sign-in on
      // and lock the owner out; the owner's reset then lets the owner in with the password alone.
      const squatter = await registerMember(t, 'squatted@example.com');
      const setup = await request(t.server).post(`${BASE}/setup`).set('Cookie', squatter.cookie).send({ password: PASSWORD });
      expect(setup.body.email_code_sent_to).toBe('squatted@example.com');
      for (const email_code of ['00000000', '99999999']) {
        const guessed = await request(t.server).post(`${BASE}/enable`).set('Cookie', squatter.cookie).send({ code: await codeAt(setup.body.secret), email_code });
        expect(guessed.status).toBe(400);
      }
      expect((await request(t.server).get(BASE).set('Cookie', squatter.cookie)).body.enabled).toBe(false);
      const mailed = await t.mail.waitFor((m) => m.to.includes('squatted@example.com') && m.subject === ADDRESS_CODE_SUBJECT);
      expect(mailed.text).toContain('If this was not you, do not give this code to anyone');
      await reset('squatted@example.com');
      expect((await signIn('squatted@example.com', { password: 'someone-elses-now' })).status).toBe(200);
    });

    it('refuses an account more than 10 wrong codes in 15 minutes, even with the right one', async () => {
      const pat = await registerMember(t, 'guessed@example.com');
      const { secret } = await turnOn(pat);
      for (let i = 0; i < 10; i++) expect((await signIn(pat.email, { code: String(100000 + i) })).status).toBe(401);
      const refused = await signIn(pat.email, { code: await codeAt(secret, 30) });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many wrong codes. Please wait 15 minutes and try again.');
      // The right password with wrong codes: the owner is told, once for the whole burst.
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes('guessed@example.com') && m.subject === 'A wrong two-step code was entered for your Flying@50 account');
      expect(told.text).toContain('someone knows your password: choose a new one now.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.mail.messages.filter((m) => m.to.includes('guessed@example.com') && m.subject === told.subject)).toHaveLength(1);
    });

    it('checks no more than 10 wrong codes when they are sent all at once', async () => {
      const pat = await registerMember(t, 'burst-guessed@example.com');
      await turnOn(pat);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(pat.email, { code: String(200000 + i) })));
      expect(answers.filter((r) => r.body.reason === 'two_factor_invalid')).toHaveLength(10);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    });

    it('gives new recovery codes and turns off only with the password and a current code (a session and a password are not enough), and mails the owner', async () => {
      const pat = await registerMember(t, 'turn-off@example.com');
      const { secret, recovery } = await turnOn(pat);
      const codes = (body: Record<string, string>) => request(t.server).post(`${BASE}/recovery-codes`).set('Cookie', pat.cookie).send(body);
      const off = (body: Record<string, string>) => request(t.server).post(`${BASE}/disable`).set('Cookie', pat.cookie).send(body);
      const hashes = async () => (await t.sql<{ recovery_hashes: string[] }>('select recovery_hashes from two_factor_secrets where user_id = $1', [pat.id]))[0]?.recovery_hashes;
      const before = await hashes();

      // The password alone (what a session left open, or someone who learned the password, has): refused, nothing changes.
      for (const call of [codes, off]) {
        const passwordOnly = await call({ password: PASSWORD });
        expect([passwordOnly.status, passwordOnly.body.error]).toEqual([400, 'Please enter the 6-digit code from your authenticator app, or a recovery code']);
        const wrongCode = await call({ password: PASSWORD, code: '000000' });
        expect([wrongCode.status, wrongCode.body.reason]).toEqual([403, 'two_factor_invalid']);
        expect(wrongCode.body.error).toMatch(/^That code is not right/);
        const wrongPassword = await call({ password: 'wrong-password', code: await codeAt(secret, 30) });
        expect([wrongPassword.status, wrongPassword.body.error]).toEqual([403, 'That password is not right.']);
      }
      expect(await hashes()).toEqual(before);
      expect((await request(t.server).get(BASE).set('Cookie', pat.cookie)).body.enabled).toBe(true);
      // The wrong code after the right password was mailed to the owner, as at sign-in.
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'A wrong two-step code was entered for your Flying@50 account');

      const fresh = await codes({ password: PASSWORD, code: await codeAt(secret, 30) });
      expect(fresh.status).toBe(200);
      expect(fresh.body.recovery_codes).toHaveLength(10);
      expect((await signIn(pat.email, { code: recovery[0] })).status).toBe(401);
      expect((await signIn(pat.email, { code: fresh.body.recovery_codes[0] })).status).toBe(200);
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'New recovery codes were made for your Flying@50 account');
      expect(told.text).toContain('The codes you had before no longer work.');

      // A recovery code stands in for the app's code (a lost phone), once.
      const turnedOff = await off({ password: PASSWORD, code: fresh.body.recovery_codes[1] });
      expect(turnedOff.status).toBe(200);
      expect((await signIn(pat.email)).status).toBe(200);
      expect((await off({ password: PASSWORD, code: fresh.body.recovery_codes[2] })).status).toBe(409);
      expect((await codes({ password: PASSWORD, code: fresh.body.recovery_codes[2] })).status).toBe(409);
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'Two-step sign-in was turned off');
    });

    it('is turned off by an administrator for a lost phone (audited once, the owner mailed), and shown in the users list', async () => {
      const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
      const lost = await registerMember(t, 'lost-phone@example.com');
      await turnOn(lost);
      const list = await request(t.server).get('/api/admin/users').query({ q: 'lost-phone' }).set('Cookie', admin.cookie);
      expect(list.body.users).toEqual([expect.objectContaining({ email: lost.email, two_factor: true })]);

      const [{ last }] = await t.sql<{ last: number }>('select coalesce(max(id), 0) as last from audit_log');
      const reset = await request(t.server).delete(`/api/admin/users/${lost.id}/two-factor`).set('Cookie', admin.cookie);
      expect(reset.status).toBe(200);
      expect((await signIn(lost.email)).status).toBe(200);
      expect((await request(t.server).delete(`/api/admin/users/${lost.id}/two-factor`).set('Cookie', admin.cookie)).status).toBe(200);
      const audit = await t.sql<{ action: string; subject_id: number }>('select action, subject_id from audit_log where id > $1', [last]);
      expect(audit).toEqual([{ action: 'user.two-factor-reset', subject_id: lost.id }]);
      await t.flushOutbox();
      const mail = await t.mail.waitFor((m) => m.to.includes(lost.email) && m.subject === 'Two-step sign-in was turned off');
      expect(mail.text).toContain('An administrator');

      expect((await request(t.server).delete(`/api/admin/users/999999/two-factor`).set('Cookie', admin.cookie)).status).toBe(404);
      expect((await request(t.server).delete(`/api/admin/users/${lost.id}/two-factor`).set('Cookie', lost.cookie)).status).toBe(403);
    });

    it("keeps the app's secret sealed; after SESSION_SECRET changes, SESSION_SECRET_PREVIOUS seals it again at start", async () => {
      const pat = await registerMember(t, 'sealed@example.com');
      const { secret, recovery } = await turnOn(pat);
      const stored = async () => (await t.sql<{ secret: string }>('select secret from two_factor_secrets where user_id = $1', [pat.id]))[0].secret;
      const before = await stored();
      expect(before).not.toContain(secret);
      expect(openSecret({ sessionSecret: t.config.sessionSecret }, before)?.secret).toBe(secret);

      // A second process on the same database with a new SESSION_SECRET and the old one as SESSION_SECRET_PREVIOUS.
      const newSecret = randomBytes(32).toString('hex');
      const next = await startTestApp({
        env: { DATABASE_URL: t.config.databaseUrl!, SESSION_SECRET: newSecret, SESSION_SECRET_PREVIOUS: t.config.sessionSecret },
      });
      try {
        const after = await stored();
        expect(after).not.toBe(before);
        expect(openSecret({ sessionSecret: newSecret }, after)?.secret).toBe(secret);
        const signedIn = await request(next.server).post('/api/community/auth/login').send({ email: pat.email, password: PASSWORD, code: await codeAt(secret, 30) });
        expect(signedIn.status).toBe(200);
      } finally {
        await next.close();
      }

      // A process still on the old secret cannot open it: the app's codes fail, a recovery code still signs in.
      expect((await signIn(pat.email, { code: await codeAt(secret, 60) })).body.reason).toBe('two_factor_invalid');
      expect((await signIn(pat.email, { code: recovery[0] })).status).toBe(200);
    });
  });
});
