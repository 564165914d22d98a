import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { ADMIN_EMAIL, EDITOR_EMAIL, outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';
import { cookieFrom, PASSWORD, registerMember, registerStaff, turnOnTwoStep, type Identity } from '../support/auth.js';

/**
 * Dangerous actions (account deletion, a new API key, giving staff power or changing another account's security) need a session that proved its password in the last 10 minutes
 * ("sudo mode"): sign-in, a password change or POST /api/auth/confirm-password record the proof in the sessions table;
 * an older session gets 403 reason reauth_required and nothing changes. The clock is moved in the database, not waited.
 */
describe('recent-password', () => {
  let t: TestApp;
  let admin: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const REAUTH = { success: false, statusCode: 403, error: 'Please confirm your password to continue.', reason: 'reauth_required' };
  const CONFIRM = '/api/auth/confirm-password';

  /** Moves the session's proof of its password `minutes` into the past (null: a session from before it was recorded). */
  async function ageProof(who: Identity | string, minutes: number | null): Promise<void> {
    const cookie = typeof who === 'string' ? who : who.cookie;
    const token = decodeURIComponent(cookie.split('=')[1]);
    const { SessionService } = await import('../../backend/src/modules/auth/session.service.js');
    const id = t.app.get(SessionService).idFor(token);
    const changed = await t.sql(`update sessions set password_proved_at = now() - $2::float * interval '1 minute' where id = $1 returning id`, [id, minutes]);
    expect(changed).toHaveLength(1);
  }
  const deleteAccount = (who: Identity) => request(t.server).delete('/api/community/profile').set('Cookie', who.cookie);
  const confirm = (cookie: string, body: Record<string, string>) => request(t.server).post(CONFIRM).set('Cookie', cookie).send(body);
  const accountExists = async (id: number) => (await t.sql('select 1 from users where id = $1', [id])).length === 1;

  describe('deleting the account', () => {
    it('works from a fresh session (just registered or signed in), with no request body', async () => {
      const fresh = await registerMember(t, 'fresh@example.com');
      const res = await deleteAccount(fresh);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await accountExists(fresh.id)).toBe(false);
    });

    it('is refused (403 reauth_required) to a session whose proof is older than 10 minutes, and nothing is deleted', async () => {
      const pat = await registerMember(t, 'stale@example.com');
      await request(t.server).post('/api/community/goals').set('Cookie', pat.cookie).send({ goal: 'Run a 10K' }).expect(201);
      await ageProof(pat, 11);
      const before = JSON.stringify([await t.sql('select * from users where id = $1', [pat.id]), await t.sql('select * from goals where user_id = $1', [pat.id])]);

      const res = await deleteAccount(pat);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REAUTH);
      expect(JSON.stringify([await t.sql('select * from users where id = $1', [pat.id]), await t.sql('select * from goals where user_id = $1', [pat.id])])).toBe(before);
      expect(await t.sql(`select 1 from outbox_events where type = 'MemberDeleted'`)).toHaveLength(1); // the fresh member's only
      // The session itself still works for everything else.
      expect((await request(t.server).get('/api/community/profile').set('Cookie', pat.cookie)).status).toBe(200);

      // A session from before proofs were recorded counts as old too.
      await ageProof(pat, null);
      expect((await deleteAccount(pat)).body).toEqual(REAUTH);

      // Confirming the password opens the window for 10 minutes; then the same call deletes.
      const confirmed = await confirm(pat.cookie, { password: PASSWORD });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ success: true, minutes: 10 });
      expect((await deleteAccount(pat)).status).toBe(200);
      expect(await accountExists(pat.id)).toBe(false);
    });

    it('is refused to a staff session as well, just under the limit it is allowed', async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      await ageProof(editor, 10.5);
      expect((await deleteAccount(editor)).body).toEqual(REAUTH);
      expect(await accountExists(editor.id)).toBe(true);
      await ageProof(editor, 9.5);
      expect((await deleteAccount(editor)).status).toBe(200);
      expect(await accountExists(editor.id)).toBe(false);
    });

    it('the proof belongs to one session: confirming on one device does not open the window on another', async () => {
      const ann = await registerMember(t, 'two-devices@example.com');
      const phone = cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: ann.email, password: PASSWORD }));
      await ageProof(ann, 30);
      await ageProof(phone, 30);
      expect((await confirm(phone, { password: PASSWORD })).status).toBe(200);
      expect((await deleteAccount(ann)).body).toEqual(REAUTH);
      expect(await accountExists(ann.id)).toBe(true);
    });

    it('a password change proves the password too', async () => {
      const ben = await registerMember(t, 'changer@example.com');
      await ageProof(ben, 60);
      const changed = await request(t.server)
        .post('/api/community/auth/password')
        .set('Cookie', ben.cookie)
        .send({ currentPassword: PASSWORD, password: 'a-new-long-password', confirmPassword: 'a-new-long-password' });
      expect(changed.status).toBe(200);
      ben.cookie = cookieFrom(changed); // the session goes on under a new token, with its proof
      expect((await deleteAccount(ben)).status).toBe(200);
    });
  });

  describe('creating an API key', () => {
    it('is refused to an administrator whose proof is old, and no key is made; after confirming, it is made', async () => {
      await ageProof(admin, 15);
      const refused = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'Partner', scope: 'content' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(REAUTH);
      expect(await t.sql('select 1 from api_keys')).toHaveLength(0);
      // Revoking and listing are not dangerous: no confirmation asked.
      expect((await request(t.server).get('/api/admin/api-keys').set('Cookie', admin.cookie)).status).toBe(200);

      expect((await confirm(admin.cookie, { password: PASSWORD })).status).toBe(200);
      const made = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'Partner', scope: 'content' });
      expect(made.status).toBe(201);
      expect(await t.sql('select 1 from api_keys')).toHaveLength(1);
    });
  });

  describe('giving staff power or changing another account\'s security (an old admin session must not invite itself in)', () => {
    /** Everything these routes could change: invitations, roles, two-step secrets, the audit log and the events (mails). */
    const state = async () =>
      JSON.stringify([
        await t.sql('select * from staff_invitations order by id'),
        await t.sql('select id, role, password_changed_at from users order by id'),
        await t.sql('select * from two_factor_secrets order by user_id'),
        await t.sql('select id, action from audit_log order by id'),
        await outboxOfRequests(t),
      ]);
    /** Each call is refused to a session whose proof is 11 minutes old, with nothing changed; confirmed, the same call works. */
    async function refusedThenAllowed(call: () => request.Test, expected: number): Promise<request.Response> {
      await ageProof(admin, 11);
      const before = await state();
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(REAUTH);
      expect(await state()).toBe(before);
      expect((await confirm(admin.cookie, { password: PASSWORD })).status).toBe(200);
      const done = await call();
      expect(done.status).toBe(expected);
      return done;
    }
    const as = (method: 'post' | 'put' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', admin.cookie);

    it('inviting an address as administrator or editor', async () => {
      const made = await refusedThenAllowed(() => as('post', '/api/admin/invitations').send({ email: 'intruder@example.com', role: 'admin' }), 201);
      expect(made.body).toMatchObject({ email: 'intruder@example.com', role: 'admin' });
      expect(await t.sql(`select 1 from staff_invitations where email = 'intruder@example.com'`)).toHaveLength(1);
    });

    it('resending an invitation (a new link), while revoking one is not asked', async () => {
      const [{ id }] = await t.sql<{ id: number }>(`select id from staff_invitations where email = 'intruder@example.com'`);
      const [{ token_hash: oldLink }] = await t.sql<{ token_hash: string }>('select token_hash from staff_invitations where id = $1', [id]);
      await refusedThenAllowed(() => as('post', `/api/admin/invitations/${id}/resend`), 200);
      expect((await t.sql<{ token_hash: string }>('select token_hash from staff_invitations where id = $1', [id]))[0].token_hash).not.toBe(oldLink);
      await ageProof(admin, 11);
      expect((await as('post', `/api/admin/invitations/${id}/revoke`)).status).toBe(200);
    });

    it("changing an account's role (an intruder could demote the owner)", async () => {
      const [{ id }] = await t.sql<{ id: number }>(`insert into users (email, name, password_hash, role) values ('owner-editor@example.com', 'Olive Owner', 'not-a-hash', 'editor') returning id`);
      const changed = await refusedThenAllowed(() => as('put', `/api/admin/users/${id}/role`).send({ role: 'member' }), 200);
      expect(changed.body.user).toMatchObject({ id, role: 'member' });
    });

    it("turning off another account's two-step sign-in", async () => {
      const kim = await registerMember(t, 'two-step-owner@example.com');
      await turnOnTwoStep(t, kim);
      await refusedThenAllowed(() => as('delete', `/api/admin/users/${kim.id}/two-factor`), 200);
      expect(await t.sql('select 1 from two_factor_secrets where user_id = $1', [kim.id])).toHaveLength(0);
    });
  });

  describe('routes that already ask for the password', () => {
    it('work from an old session with the password (address change, two-step settings): nothing more is asked', async () => {
      const cat = await registerMember(t, 'asks-already@example.com');
      await ageProof(cat, 60);
      const two = '/api/community/auth/two-factor';
      const { recovery } = await turnOnTwoStep(t, cat);
      await ageProof(cat, 60);
      const fresh = await request(t.server).post(`${two}/recovery-codes`).set('Cookie', cat.cookie).send({ password: PASSWORD, code: recovery[0] });
      expect(fresh.status).toBe(200);
      expect((await request(t.server).post(`${two}/disable`).set('Cookie', cat.cookie).send({ password: PASSWORD, code: fresh.body.recovery_codes[0] })).status).toBe(200);
      expect((await request(t.server).post('/api/community/auth/email').set('Cookie', cat.cookie).send({ password: PASSWORD, email: 'moved@example.com' })).status).toBe(200);
    });
  });

  describe('confirming the password', () => {
    it('with two-step sign-in on, asks for the code as the sign-in does (403, so the session is not taken for ended)', async () => {
      const dee = await registerMember(t, 'two-step-confirm@example.com');
      const { secret } = await turnOnTwoStep(t, dee);
      await ageProof(dee, 20);

      const noCode = await confirm(dee.cookie, { password: PASSWORD });
      expect(noCode.status).toBe(403);
      expect(noCode.body.reason).toBe('two_factor_required');
      const wrongCode = await confirm(dee.cookie, { password: PASSWORD, code: '000000' });
      expect(wrongCode.status).toBe(403);
      expect(wrongCode.body.reason).toBe('two_factor_invalid');
      expect((await deleteAccount(dee)).body).toEqual(REAUTH);

      // The next time step's code (the one that turned it on is used up; one step either way is accepted).
      const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const right = await confirm(dee.cookie, { password: PASSWORD, code: next });
      expect(right.status).toBe(200);
      expect((await deleteAccount(dee)).status).toBe(200);
    });

    it('needs a session, and refuses bad input', async () => {
      expect((await request(t.server).post(CONFIRM).send({ password: PASSWORD })).status).toBe(401);
      const eve = await registerMember(t, 'bad-input@example.com');
      expect((await confirm(eve.cookie, {})).status).toBe(400);
      expect((await confirm(eve.cookie, { password: PASSWORD, extra: 'x' })).status).toBe(400);
    });

    // Last: its failures count against this client's sign-ins.
    it('a wrong password records nothing and counts as a failed sign-in: the sign-in limits stop both', async () => {
      const gus = await registerMember(t, 'guesser@example.com');
      await ageProof(gus, 20);
      for (let i = 0; i < 5; i++) {
        const wrong = await confirm(gus.cookie, { password: `guess-${i}` });
        expect(wrong.status).toBe(403);
        expect(wrong.body.error).toBe('That password is not right.');
      }
      expect((await deleteAccount(gus)).body).toEqual(REAUTH);
      // LOGIN_MAX_FAILURES (5) for this client and address: the right password is not even checked now, here or at sign-in.
      expect((await confirm(gus.cookie, { password: PASSWORD })).status).toBe(429);
      const signIn = await request(t.server).post('/api/community/auth/login').send({ email: gus.email, password: PASSWORD });
      expect(signIn.status).toBe(429);
      expect(signIn.body.error).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
      expect((await deleteAccount(gus)).body).toEqual(REAUTH);
      expect(await accountExists(gus.id)).toBe(true);
    });
  });
});
