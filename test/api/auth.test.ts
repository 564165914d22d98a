import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../../backend/src/bootstrap.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { acceptInvitation, cookieFrom, invitationToken, PASSWORD, registerMember } from '../support/auth.js';
import { endLimitWindows, limitKeys } from '../support/limits.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userCount = async () => Number((await t.sql<{ n: string }>('select count(*) as n from users'))[0].n);

  describe('staff registration and sign-in (/api/auth)', () => {
    it('refuses staff registration for every address, listed or not, and writes nothing: staff accounts come from invitations', async () => {
      const before = await userCount();
      for (const email of [ADMIN_EMAIL, EDITOR_EMAIL, 'stranger@example.com']) {
        const res = await request(t.server).post('/api/auth/register').send({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Someone' });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ success: false, error: expect.stringContaining('Staff accounts are created by invitation') });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(await userCount()).toBe(before);
    });

    it('gives the invited admin an httpOnly, SameSite=Lax session cookie and an argon2id password hash', async () => {
      const res = await acceptInvitation(t, await invitationToken(t, ADMIN_EMAIL), 'Ada');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, user: { email: ADMIN_EMAIL, name: 'Ada', role: 'admin', email_verified: true, is_premium: false } });
      expect(res.body.user.password_hash).toBeUndefined();
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('f50_session='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      // Beside it, a hint scripts may read (no secret) so that public pages ask who is signed in only when someone may be.
      const hint = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('f50_signed_in='))!;
      expect(hint).toMatch(/^f50_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/SameSite=Lax/);
      // Over plain http (this app's PUBLIC_URL) the names stay bare: browsers refuse __Host- cookies without Secure
      // (test/api/session-cookie-names.test.ts: over https).
      const names = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split('=')[0]).sort();
      expect(names).toEqual(['f50_known', 'f50_session', 'f50_signed_in']);
      expect(cookie).not.toMatch(/Secure/);
      const [row] = await t.sql<{ password_hash: string }>('select password_hash from users where email = $1', [ADMIN_EMAIL]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it("answers mismatched passwords with the spec's text and writes nothing", async () => {
      const before = await userCount();
      const res = await request(t.server)
        .post('/api/auth/register')
        .send({ email: ADMIN_EMAIL, password: PASSWORD, confirmPassword: 'something-else', name: 'Ada' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Passwords don't match");
      expect(await userCount()).toBe(before);
    });

    it('refuses a second account with the same address (any case)', async () => {
      const res = await request(t.server).post('/api/community/auth/register').send({ email: ADMIN_EMAIL.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD, name: 'Twin' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/already exists/);
    });

    it('signs in, rotates the session, and signs out by destroying it', async () => {
      const first = await request(t.server).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, user: { email: ADMIN_EMAIL, role: 'admin' } });
      const oldCookie = cookieFrom(first);

      const second = await request(t.server).post('/api/auth/login').set('Cookie', oldCookie).send({ email: ADMIN_EMAIL, password: PASSWORD });
      const newCookie = cookieFrom(second);
      expect(newCookie).not.toBe(oldCookie);
      expect((await request(t.server).get('/api/auth/me').set('Cookie', oldCookie)).status).toBe(401);

      const me = await request(t.server).get('/api/auth/me').set('Cookie', newCookie);
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
      expect(me.body.user.last_login_at).toBeTruthy();

      const out = await request(t.server).post('/api/auth/logout').set('Cookie', newCookie);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      const cleared = (out.headers['set-cookie'] as unknown as string[]).map((c) => c.split('=')[0]);
      expect(cleared.sort()).toEqual(['f50_session', 'f50_signed_in']);
      expect((await request(t.server).get('/api/auth/me').set('Cookie', newCookie)).status).toBe(401);
      const sessions = await t.sql('select 1 from sessions s join users u on u.id = s.user_id where u.email = $1', [ADMIN_EMAIL]);
      expect(sessions.length).toBe(1); // the session of the accepted invitation only
    });

    it('answers a wrong password with 401 and the same text as an unknown address', async () => {
      const wrong = await request(t.server).post('/api/auth/login').send({ email: EDITOR_EMAIL, password: 'not-the-password' });
      const unknown = await request(t.server).post('/api/auth/login').send({ email: 'nobody@example.com', password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, statusCode: 401, error: 'Invalid email or password' });
      expect(unknown.body.error).toBe(wrong.body.error);
    });

    it('keeps members out of the staff sign-in', async () => {
      await registerMember(t, 'runner@example.com');
      const res = await request(t.server).post('/api/auth/login').send({ email: 'runner@example.com', password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/staff/);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('rate-limits repeated failed sign-ins for an address, even with the right password afterwards', async () => {
      const email = 'limited@example.com';
      await registerMember(t, email);
      for (let i = 0; i < 3; i++) {
        expect((await request(t.server).post('/api/community/auth/login').send({ email, password: 'wrong-password' })).status).toBe(401);
      }
      const blocked = await request(t.server).post('/api/community/auth/login').send({ email, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/Too many sign-in attempts/);

      // the count lives in the shared store (Redis here): a second API process sees it too, and it holds no address
      const second = await createApp(t.config);
      await second.init();
      try {
        expect((await request(second.getHttpServer()).post('/api/auth/login').send({ email, password: PASSWORD })).status).toBe(429);
      } finally {
        await second.close();
      }
      const keys = await limitKeys(t, 'login');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((key) => key.includes('limited'))).toBe(false);

      // other addresses are not affected, and the window ends
      await registerMember(t, 'unlimited@example.com');
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'unlimited@example.com', password: PASSWORD })).status).toBe(200);
      await endLimitWindows(t, 'login');
      expect((await request(t.server).post('/api/community/auth/login').send({ email, password: PASSWORD })).status).toBe(200);
      expect(await limitKeys(t, 'login')).toHaveLength(0); // and a success leaves no count behind
    });
  });

  describe('community registration and sign-in (/api/community/auth)', () => {
    it('lets anyone register as a member, then sign in and out', async () => {
      const reg = await request(t.server)
        .post('/api/community/auth/register')
        .send({ email: 'pat@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: '  Pat  ' });
      expect(reg.status).toBe(200);
      expect(reg.body).toMatchObject({ success: true, user: { email: 'pat@example.com', name: 'Pat', role: 'member' } });

      const login = await request(t.server).post('/api/community/auth/login').send({ email: 'pat@example.com', password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user.name).toBe('Pat');
      const cookie = cookieFrom(login);
      const me = await request(t.server).get('/api/community/auth/me').set('Cookie', cookie);
      expect(me.body.user).toMatchObject({ email: 'pat@example.com', is_premium: false });
      await request(t.server).post('/api/community/auth/logout').set('Cookie', cookie).expect(200);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', cookie)).status).toBe(401);
    });

    it('marks the cookies Secure on a request that reached a trusted proxy over HTTPS (X-Forwarded-Proto), though PUBLIC_URL is http', async () => {
      const setCookies = (res: request.Response) => res.headers['set-cookie'] as unknown as string[];
      const body = (email: string) => ({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat' });
      // The test app's PUBLIC_URL is http://localhost, and TRUST_PROXY is loopback (supertest connects from 127.0.0.1).
      const viaHttps = await request(t.server).post('/api/community/auth/register').set('X-Forwarded-Proto', 'https').send(body('https-proxy@example.com'));
      expect(viaHttps.status).toBe(200);
      expect(setCookies(viaHttps).filter((c) => /^f50_(session|signed_in)=/.test(c))).toHaveLength(2);
      for (const cookie of setCookies(viaHttps)) expect(cookie).toMatch(/; Secure/);
      const signOut = await request(t.server).post('/api/community/auth/logout').set('X-Forwarded-Proto', 'https').set('Cookie', cookieFrom(viaHttps));
      for (const cookie of setCookies(signOut)) expect(cookie).toMatch(/; Secure/);
      // Plain http (a laptop's npm start): no Secure, or the browser would drop the cookie.
      const plain = await request(t.server).post('/api/community/auth/register').send(body('plain-http@example.com'));
      expect(plain.status).toBe(200);
      for (const cookie of setCookies(plain)) expect(cookie).not.toMatch(/Secure/);
    });

    it('signs out every other browser and device of the account, keeping this one under a new cookie (a shared or lost device)', async () => {
      await registerMember(t, 'three-devices@example.com');
      const signIn = async () => cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: 'three-devices@example.com', password: PASSWORD }));
      const [phone, laptop, library] = [await signIn(), await signIn(), await signIn()];
      const other = await registerMember(t, 'not-affected@example.com');
      const res = await request(t.server).post('/api/community/auth/sign-out-others').set('Cookie', phone);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, ended: 3 }); // the laptop, the library and the registration's session
      // The phone stays signed in under a new token: a copy of its old cookie (taken from the phone) ends with the others.
      const phoneNow = cookieFrom(res);
      expect(phoneNow).not.toBe(phone);
      const status = async (cookie: string) => (await request(t.server).get('/api/community/auth/me').set('Cookie', cookie)).status;
      expect([await status(phoneNow), await status(phone), await status(laptop), await status(library), await status(other.cookie)]).toEqual([200, 401, 401, 401, 200]);
      expect((await request(t.server).post('/api/community/auth/sign-out-others').set('Cookie', phoneNow)).body).toEqual({ success: true, ended: 0 });
      expect((await request(t.server).post('/api/community/auth/sign-out-others')).status).toBe(401);
    });

    it('requires a name, an e-mail, a password and its confirmation', async () => {
      const before = await userCount();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ email: 'a@example.com', password: PASSWORD, confirmPassword: PASSWORD }, /name/],
        [{ name: 'A', password: PASSWORD, confirmPassword: PASSWORD }, /email/i],
        [{ name: 'A', email: 'a@example.com', confirmPassword: PASSWORD }, /Password/],
        [{ name: 'A', email: 'a@example.com', password: PASSWORD }, /confirm/],
        [{ name: 'A', email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, /valid email/],
        [{ name: 'A', email: 'a@example.com', password: 'short', confirmPassword: 'short' }, /at least 8/],
        [{ name: 'Bob\r\nBcc: victim@example.com', email: 'a@example.com', password: PASSWORD, confirmPassword: PASSWORD }, /Name must be one line of text/],
        [{ name: '\u202Eevil\u202C Admin', email: 'a@example.com', password: PASSWORD, confirmPassword: PASSWORD }, /Name must be one line of text/],
      ];
      for (const [body, message] of cases) {
        const res = await request(t.server).post('/api/community/auth/register').send(body);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(await userCount()).toBe(before);
    });

    it('lets staff use the members\' area with the same account', async () => {
      const res = await request(t.server).post('/api/community/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('admin');
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every account for an admin, without password hashes', async () => {
      const login = await request(t.server).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
      const res = await request(t.server).get('/api/admin/users').set('Cookie', cookieFrom(login));
      expect(res.status).toBe(200);
      expect(res.body.users.length).toBe(await userCount());
      for (const user of res.body.users) {
        expect(Object.keys(user).sort()).toEqual(['content_account', 'created_at', 'email', 'email_verified', 'id', 'is_premium', 'last_login_at', 'name', 'profile_image_url', 'role', 'two_factor', 'two_factor_needed']);
      }
    });
  });

  describe('POST /api/community/auth/password', () => {
    const change = (cookie: string, body: object) => request(t.server).post('/api/community/auth/password').set('Cookie', cookie).send(body);

    it('changes the password with the current one asked again: other sessions end, this one stays, the owner is mailed', async () => {
      const pat = await registerMember(t, 'changes-password@example.com');
      const laptop = cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: pat.email, password: PASSWORD }));
      const cases: [object, number, string][] = [
        [{ currentPassword: 'not-my-password', password: 'a-new-password', confirmPassword: 'a-new-password' }, 403, 'That password is not right.'],
        [{ currentPassword: PASSWORD, password: 'a-new-password', confirmPassword: 'another-one' }, 400, "Passwords don't match"],
        [{ currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' }, 400, 'Password must be at least 8 characters'],
        [{ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }, 400, 'Choose a new password different from the current one.'],
        [{ password: 'a-new-password', confirmPassword: 'a-new-password' }, 400, 'Please enter your current password'],
      ];
      for (const [body, status, error] of cases) {
        const res = await change(pat.cookie, body);
        expect([res.status, res.body.error]).toEqual([status, error]);
      }
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', laptop)).status).toBe(200);

      const done = await change(pat.cookie, { currentPassword: PASSWORD, password: 'a-new-password', confirmPassword: 'a-new-password' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ success: true, ended: 1 });
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', laptop)).status).toBe(401);
      // This browser stays signed in under a new token; a copy of its old cookie ends like the other sessions.
      const here = cookieFrom(done);
      expect(here).not.toBe(pat.cookie);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', here)).status).toBe(200);
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).status).toBe(401);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: pat.email, password: PASSWORD })).status).toBe(401);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: pat.email, password: 'a-new-password' })).status).toBe(200);
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.includes(pat.email) && m.subject === 'Your Flying@50 password was changed');
      expect((await t.sql(`select 1 from outbox_events where type = 'PasswordChanged' and payload->>'userId' = $1`, [String(pat.id)])).length).toBe(1);
    });

    it('refuses a sixth wrong current password in 15 minutes, even before checking it', async () => {
      const sam = await registerMember(t, 'guesses-own@example.com');
      for (let i = 0; i < 5; i++) expect((await change(sam.cookie, { currentPassword: `guess-${i}`, password: 'a-new-password', confirmPassword: 'a-new-password' })).status).toBe(403);
      const refused = await change(sam.cookie, { currentPassword: PASSWORD, password: 'a-new-password', confirmPassword: 'a-new-password' });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
      expect((await change(sam.cookie, {})).status).toBe(400);
      expect((await request(t.server).post('/api/community/auth/password').send({})).status).toBe(401);
    });
  });

  describe('sign-in at real size', () => {
    it('finds the account by its address in one probe among 3,000 accounts, and so does registration\'s check', async () => {
      await t.sql(
        `insert into users (email, name, password_hash) select 'crowd-' || i || '@example.com', 'Crowd ' || i, 'not-a-hash' from generate_series(1, 3000) as i`,
      );
      await registerMember(t, 'findable@example.com', 'Fin');
      await t.sql('analyze users');
      const reads = await readsDuring(t, async () => {
        expect((await request(t.server).post('/api/community/auth/login').send({ email: 'findable@example.com', password: PASSWORD })).status).toBe(200);
        expect((await request(t.server).post('/api/community/auth/login').send({ email: 'nobody-here@example.com', password: PASSWORD })).status).toBe(401);
        const taken = await request(t.server).post('/api/community/auth/register').send({ email: 'crowd-7@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Crowd' });
        expect([taken.status, taken.body.error]).toEqual([409, expect.any(String)]);
      });
      // Before users_email_index: each read by address went through every account (users_email_unique is on lower(email)).
      const counted = await rowsReadEach(t, reads.filter((sql) => /from "?users"?/i.test(sql)), 'users');
      expect(counted.length).toBeGreaterThanOrEqual(3);
      expect(counted.filter((c) => c.rows > 5)).toEqual([]);
      await endLimitWindows(t, 'login');
    });
  });
});
