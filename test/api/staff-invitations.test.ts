import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { createApp } from '../../backend/src/bootstrap.js';
import { acceptInvitation, cookieFrom, invitationToken, INVITATION_SUBJECT, PASSWORD, registerMember, registerStaff, type Identity } from '../support/auth.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18, "a stranger becomes staff by registering a staff address before its owner": staff roles come only from
 * invitations, whose link sets the password and ends every other session of the account.
 */
describe('staff-invitations', () => {
  let t: TestApp;
  let admin: Identity;
  let editor: Identity;
  const SQUATTED = 'boss@corp.test';

  beforeAll(async () => {
    t = await startTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, STAFF_EMAILS: `${EDITOR_EMAIL},${SQUATTED}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (cookie: string) => request(t.server).get('/api/auth/me').set('Cookie', cookie);
  const signIn = (email: string, password: string) => request(t.server).post('/api/auth/login').send({ email, password });
  const invite = (email: string, role: 'editor' | 'admin', cookie = admin.cookie) =>
    request(t.server).post('/api/admin/invitations').set('Cookie', cookie).send({ email, role });
  const newest = (email: string) => {
    const mails = t.mail.messages.filter((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT);
    return mails.length ? tokenFrom(mails[mails.length - 1], '/accept-invitation') : undefined;
  };
  const mailCount = (email: string) => t.mail.messages.filter((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT).length;

  describe('the attack: register a staff address before its owner', () => {
    it("fails: when the owner opens the invitation, the squatter's cookie gets 401, their password stops working, and the owner holds the role", async () => {
      const squatter = await request(t.server)
        .post('/api/community/auth/register')
        .send({ email: SQUATTED, password: 'squatters-password', confirmPassword: 'squatters-password', name: 'Squatter' });
      expect(squatter.status).toBe(200);
      let squatterCookie = cookieFrom(squatter);
      expect((await me(squatterCookie)).body.user).toMatchObject({ role: 'member' });
      // The staff registration route creates nobody, whatever the address.
      const staffRegister = await request(t.server)
        .post('/api/auth/register')
        .send({ email: SQUATTED, password: 'squatters-password', confirmPassword: 'squatters-password' });
      expect(staffRegister.status).toBe(403);
      expect((await request(t.server).get('/api/website-content').set('Cookie', squatterCookie)).status).toBe(403);
      // The squatter cannot turn on two-step sign-in (its code goes to the address), but an account may hold it from before
      // that was asked, with an app only the squatter holds.
      const squatterId = (await me(squatterCookie)).body.user.id;
      const setup = await request(t.server).post('/api/community/auth/two-factor/setup').set('Cookie', squatterCookie).send({ password: 'squatters-password' });
      const code = await generate({ secret: setup.body.secret });
      const refused = await request(t.server).post('/api/community/auth/two-factor/enable').set('Cookie', squatterCookie).send({ code, email_code: '12345678' });
      expect(refused.status).toBe(400);
      await t.sql('update users set email_verified_at = now(), email_owner_proved_at = now() where id = $1', [squatterId]);
      const enabled = await request(t.server).post('/api/community/auth/two-factor/enable').set('Cookie', squatterCookie).send({ code });
      expect(enabled.status).toBe(200);
      squatterCookie = cookieFrom(enabled); // the session goes on under a new token
      await t.sql('update users set email_verified_at = null, email_owner_proved_at = null where id = $1', [squatterId]);

      // The owner opens the invitation mailed to the address at start.
      const token = await invitationToken(t, SQUATTED);
      const offer = await request(t.server).post('/api/auth/invitations/inspect').send({ token });
      expect(offer.body).toMatchObject({ email: SQUATTED, role: 'editor', existing_account: true });
      const owner = await acceptInvitation(t, token, 'The Boss', 'owners-new-password');
      expect(owner.status).toBe(200);
      expect(owner.body.user).toMatchObject({ email: SQUATTED, role: 'editor', name: 'The Boss' });

      expect((await me(squatterCookie)).status).toBe(401);
      expect((await request(t.server).get('/api/website-content').set('Cookie', squatterCookie)).status).toBe(401);
      expect((await signIn(SQUATTED, 'squatters-password')).status).toBe(401);
      const ownerCookie = cookieFrom(owner);
      expect((await me(ownerCookie)).body.user).toMatchObject({ role: 'editor' });
      expect((await request(t.server).get('/api/website-content').set('Cookie', ownerCookie)).status).toBe(200);
      // The squatter's two-step sign-in went with their password: the owner signs in with theirs alone, and is told.
      expect((await signIn(SQUATTED, 'owners-new-password')).status).toBe(200);
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes(SQUATTED) && m.subject === 'Two-step sign-in was turned off');
      expect(told.text).toContain('A staff invitation to your address was accepted');

      // The link works once.
      const again = await acceptInvitation(t, token, 'Squatter', 'squatters-password');
      expect(again.status).toBe(400);
      expect(again.body.error).toMatch(/invalid, has already been used/);
      expect((await signIn(SQUATTED, 'squatters-password')).status).toBe(401);
    });
  });

  describe('invitations made by the settings at start', () => {
    it('invite ADMIN_EMAILS as administrator and STAFF_EMAILS as editor once; a restart mails nothing again', async () => {
      admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
      expect((await me(admin.cookie)).body.user.role).toBe('admin');
      const [row] = await t.sql<{ token_hash: string; days: number }>(
        `select token_hash, extract(epoch from expires_at - created_at)::int / 86400 as days from staff_invitations where email = $1`,
        [EDITOR_EMAIL],
      );
      expect(row.days).toBe(7);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(await invitationToken(t, EDITOR_EMAIL));
      editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');

      const before = t.mail.messages.length;
      const restarted = await createApp(t.config);
      await restarted.init();
      await restarted.close();
      await t.flushOutbox();
      await new Promise((r) => setTimeout(r, 300));
      expect(t.mail.messages.length).toBe(before);
      expect(await t.sql(`select email from staff_invitations where email = $1`, [EDITOR_EMAIL])).toHaveLength(1);
    });
  });

  describe('administrators invite, resend and revoke', () => {
    beforeEach(() => t.mail.clear());

    it('invites an address with a role; the role exists only once the link is opened', async () => {
      const res = await invite('newbie@example.com', 'editor');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email: 'newbie@example.com', role: 'editor', status: 'pending', invited_by_name: 'Ada Admin' });
      expect(await t.sql(`select 1 from users where email = 'newbie@example.com'`)).toHaveLength(0);
      const listed = await request(t.server).get('/api/admin/invitations').set('Cookie', admin.cookie);
      expect(listed.body.invitations.map((i: { email: string }) => i.email)).toContain('newbie@example.com');
      const mail = await t.mail.waitFor((m) => m.to.includes('newbie@example.com'));
      expect(mail.text).toContain('Ada Admin has invited you');

      const accepted = await acceptInvitation(t, tokenFrom(mail, '/accept-invitation'), 'New Bie');
      expect(accepted.body.user).toMatchObject({ role: 'editor', email_verified: true });
      const after = await request(t.server).get('/api/admin/invitations').set('Cookie', admin.cookie);
      expect(after.body.invitations.map((i: { email: string }) => i.email)).not.toContain('newbie@example.com');
      // Audit rows name people by id only (the invitation, the actor), never the address.
      const audit = await t.sql<{ action: string; actor_id: number; details: object }>(
        `select action, actor_id, details from audit_log where subject_kind = 'invitation' and subject_id = $1 order by id`,
        [res.body.id],
      );
      expect(audit).toEqual([
        { action: 'invitation.create', actor_id: admin.id, details: { role: 'editor' } },
        { action: 'invitation.accept', actor_id: accepted.body.user.id, details: { role: 'editor' } },
      ]);
    });

    it('refuses bad input, an address that already holds the role and a second open invitation, changing nothing', async () => {
      const count = async () => (await t.sql('select id from staff_invitations')).length;
      const before = await count();
      for (const body of [{ email: 'x@example.com', role: 'member' }, { email: 'not-an-address', role: 'editor' }, { role: 'editor' }]) {
        const res = await request(t.server).post('/api/admin/invitations').set('Cookie', admin.cookie).send(body);
        expect(res.status).toBe(400);
      }
      const held = await invite(ADMIN_EMAIL, 'editor');
      expect(held.status).toBe(409);
      expect(held.body.error).toBe(`${ADMIN_EMAIL} is already an administrator.`);
      expect((await invite('twice@example.com', 'editor')).status).toBe(201);
      const twice = await invite('twice@example.com', 'admin');
      expect(twice.status).toBe(409);
      expect(twice.body.error).toMatch(/already has an open invitation/);
      expect(await count()).toBe(before + 1);
    });

    it('gives two admins inviting one address at the same moment one invitation and the same 409, never a 500', async () => {
      const answers = await Promise.all([invite('together@example.com', 'editor'), invite('together@example.com', 'editor'), invite('together@example.com', 'admin')]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      for (const res of answers.filter((answer) => answer.status === 409)) {
        expect(res.body.error).toBe('together@example.com already has an open invitation. Resend it or revoke it from the list.');
      }
      expect(await t.sql(`select id from staff_invitations where email = 'together@example.com'`)).toHaveLength(1);
    });

    it('resends with a new link (the old one stops working) and a new expiry', async () => {
      const created = await invite('resend@example.com', 'editor');
      await t.mail.waitFor((m) => m.to.includes('resend@example.com'));
      const first = newest('resend@example.com')!;
      await t.sql(`update staff_invitations set expires_at = now() + interval '1 hour' where id = $1`, [created.body.id]);
      const resent = await request(t.server).post(`/api/admin/invitations/${created.body.id}/resend`).set('Cookie', admin.cookie);
      expect(resent.status).toBe(200);
      expect(new Date(resent.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      await eventually(async () => mailCount('resend@example.com') === 2);
      const second = newest('resend@example.com')!;
      expect(second).not.toBe(first);
      expect((await acceptInvitation(t, first, 'Old Link')).status).toBe(400);
      expect((await acceptInvitation(t, second, 'New Link')).status).toBe(200);
      const closed = await request(t.server).post(`/api/admin/invitations/${created.body.id}/resend`).set('Cookie', admin.cookie);
      expect(closed.status).toBe(409);
    });

    it('revokes: the link stops working, and the address can be invited again', async () => {
      const created = await invite('revoked@example.com', 'admin');
      await t.mail.waitFor((m) => m.to.includes('revoked@example.com'));
      const token = newest('revoked@example.com')!;
      const revoked = await request(t.server).post(`/api/admin/invitations/${created.body.id}/revoke`).set('Cookie', admin.cookie);
      expect(revoked.status).toBe(200);
      expect(revoked.body.status).toBe('revoked');
      // Revoking it again changes nothing and leaves no second audit row (checked below).
      expect((await request(t.server).post(`/api/admin/invitations/${created.body.id}/revoke`).set('Cookie', admin.cookie)).status).toBe(200);
      expect((await request(t.server).post('/api/auth/invitations/inspect').send({ token })).status).toBe(400);
      expect((await acceptInvitation(t, token, 'Too Late')).status).toBe(400);
      expect(await t.sql(`select 1 from users where email = 'revoked@example.com'`)).toHaveLength(0);
      expect((await invite('revoked@example.com', 'editor')).status).toBe(201);
      const actions = await t.sql<{ action: string }>(`select action from audit_log where subject_kind = 'invitation' and subject_id = $1 order by id`, [created.body.id]);
      expect(actions.map((a) => a.action)).toEqual(['invitation.create', 'invitation.revoke']);
    });

    it('an expired link does nothing', async () => {
      const created = await invite('expired@example.com', 'editor');
      await t.mail.waitFor((m) => m.to.includes('expired@example.com'));
      await t.sql(`update staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [created.body.id]);
      const res = await acceptInvitation(t, newest('expired@example.com')!, 'Late');
      expect(res.status).toBe(400);
      expect(await t.sql(`select 1 from users where email = 'expired@example.com'`)).toHaveLength(0);
      const listed = await request(t.server).get('/api/admin/invitations').set('Cookie', admin.cookie);
      expect(listed.body.invitations.find((i: { id: number }) => i.id === created.body.id).status).toBe('expired');
    });

    it('refuses editors and members', async () => {
      const member = await registerMember(t, 'plain@example.com');
      for (const cookie of [editor.cookie, member.cookie]) {
        expect((await invite('nope@example.com', 'admin', cookie)).status).toBe(403);
        expect((await request(t.server).get('/api/admin/invitations').set('Cookie', cookie)).status).toBe(403);
      }
      expect(await t.sql(`select 1 from staff_invitations where email = 'nope@example.com'`)).toHaveLength(0);
    });
  });

  describe('lowering a role', () => {
    it('takes effect on the next request; raising needs an invitation; the last administrator keeps the role', async () => {
      await invite('lowered@example.com', 'admin');
      const lowered = await acceptInvitation(t, await invitationToken(t, 'lowered@example.com'), 'Lou Ered');
      const cookie = cookieFrom(lowered);
      const id = lowered.body.user.id;
      const toEditor = await request(t.server).put(`/api/admin/users/${id}/role`).set('Cookie', admin.cookie).send({ role: 'editor' });
      expect(toEditor.body.user.role).toBe('editor');
      expect((await request(t.server).get('/api/admin/users').set('Cookie', cookie)).status).toBe(403);
      expect((await request(t.server).get('/api/website-content').set('Cookie', cookie)).status).toBe(200);
      const raise = await request(t.server).put(`/api/admin/users/${id}/role`).set('Cookie', admin.cookie).send({ role: 'admin' });
      expect(raise.status).toBe(400);
      expect(raise.body.error).toMatch(/by invitation only/);
      expect((await request(t.server).put(`/api/admin/users/${id}/role`).set('Cookie', admin.cookie).send({ role: 'member' })).status).toBe(200);
      expect((await request(t.server).get('/api/website-content').set('Cookie', cookie)).status).toBe(403);

      const last = await request(t.server).put(`/api/admin/users/${admin.id}/role`).set('Cookie', admin.cookie).send({ role: 'editor' });
      expect(last.status).toBe(409);
      expect((await me(admin.cookie)).body.user.role).toBe('admin');
      // The role it already has: answered as done, and no audit row (nothing changed).
      expect((await request(t.server).put(`/api/admin/users/${admin.id}/role`).set('Cookie', admin.cookie).send({ role: 'admin' })).status).toBe(200);
      expect(await t.sql(`select 1 from audit_log where action = 'user.role-change' and subject_id = $1`, [admin.id])).toEqual([]);
      // Nor can the last administrator delete their own account: the install would have nobody to run it.
      const gone = await request(t.server).delete('/api/community/profile').set('Cookie', admin.cookie);
      expect(gone.status).toBe(409);
      expect(gone.body.error).toBe('This is the only administrator: invite another administrator before deleting this account.');
      expect((await me(admin.cookie)).body.user.role).toBe('admin');
      const audit = await t.sql<{ details: { from: string; to: string } }>(`select details from audit_log where action = 'user.role-change' and subject_id = $1 order by id`, [id]);
      expect(audit.map((a) => `${a.details.from}>${a.details.to}`)).toEqual(['admin>editor', 'editor>member']);
    });
  });

  describe('API keys follow their creator', () => {
    const withKey = (key: string) => request(t.server).get('/api/website-content').set('Authorization', `Bearer ${key}`);
    const createKey = async (cookie: string, body: Record<string, unknown> = {}) => {
      const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', cookie).send({ name: 'Partner', scope: 'staff', ...body });
      expect(res.status).toBe(201);
      return res.body as { id: number; key: string; expires_at: string };
    };
    let second: Identity;

    beforeAll(async () => {
      await invite('second-admin@example.com', 'admin');
      const res = await acceptInvitation(t, await invitationToken(t, 'second-admin@example.com'), 'Second Admin');
      second = { id: res.body.user.id, email: 'second-admin@example.com', cookie: cookieFrom(res) };
    });

    it('expire after 90 days unless chosen otherwise (at most a year), and say so when refused', async () => {
      const standard = await createKey(admin.cookie);
      const days = (iso: string) => Math.round((new Date(iso).getTime() - Date.now()) / 86400000);
      expect(days(standard.expires_at)).toBe(90);
      expect(days((await createKey(admin.cookie, { expires_in_days: 365 })).expires_at)).toBe(365);
      for (const expires_in_days of [0, 366, 1.5, '30']) {
        const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'Bad', scope: 'staff', expires_in_days });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('expires_in_days must be a whole number of days from 1 to 365');
      }
      expect((await withKey(standard.key)).status).toBe(200);
      await t.sql(`update api_keys set expires_at = now() - interval '1 minute' where id = $1`, [standard.id]);
      const refused = await withKey(standard.key);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/^This API key expired on \d{1,2} \w+ \d{4}\. Ask an administrator for a new key\.$/);
      const list = await request(t.server).get('/api/admin/api-keys').set('Cookie', admin.cookie);
      const listed = list.body.find((k: { id: number }) => k.id === standard.id);
      expect(listed).toMatchObject({ status: 'expired', revoked: false, last_used_at: expect.any(String) });
    });

    it("stop working at once when the creator's password is reset, and are revoked with the reason (audited)", async () => {
      const { id, key } = await createKey(second.cookie);
      expect((await withKey(key)).status).toBe(200);
      t.mail.clear();
      await request(t.server).post('/api/auth/password-reset').send({ email: second.email }).expect(200);
      const mail = await t.mail.waitFor((m) => m.to.includes(second.email));
      const token = tokenFrom(mail, '/reset-password');
      await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password: 'brand-new-password', confirmPassword: 'brand-new-password' }).expect(200);
      const refused = await withKey(key);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/^This API key was revoked on/);
      const row = await eventually(async () => (await t.sql<{ revoked_reason: string | null }>(`select revoked_reason from api_keys where id = $1 and revoked_at is not null`, [id]))[0]);
      expect(row.revoked_reason).toBe('password-changed');
      const audit = await t.sql(`select actor_id, details from audit_log where action = 'api-key.revoke' and subject_id = $1`, [id]);
      expect(audit).toEqual([{ actor_id: null, details: expect.objectContaining({ reason: 'password-changed' }) }]);
      // A key made after the new password works.
      const login = await signIn(second.email, 'brand-new-password');
      second = { ...second, cookie: cookieFrom(login) };
      expect((await withKey((await createKey(second.cookie)).key)).status).toBe(200);
    });

    it('stop working when the creator is no longer staff (content keys too), and are revoked with the reason', async () => {
      const staffKey = await createKey(second.cookie);
      const contentKey = await createKey(second.cookie, { scope: 'content' });
      const demoteToEditor = await request(t.server).put(`/api/admin/users/${second.id}/role`).set('Cookie', admin.cookie).send({ role: 'editor' });
      expect(demoteToEditor.status).toBe(200);
      // An editor still holds a role that grants both scopes.
      expect((await withKey(staffKey.key)).status).toBe(200);
      await request(t.server).put(`/api/admin/users/${second.id}/role`).set('Cookie', admin.cookie).send({ role: 'member' }).expect(200);
      expect((await withKey(staffKey.key)).status).toBe(401);
      expect((await request(t.server).get('/api/publisher/articles').set('Authorization', `Bearer ${contentKey.key}`)).status).toBe(401);
      await eventually(async () => {
        const rows = await t.sql<{ revoked_reason: string }>(`select revoked_reason from api_keys where id = any($1) and revoked_at is not null`, [[staffKey.id, contentKey.id]]);
        return rows.length === 2 && rows.every((r) => r.revoked_reason === 'role-removed');
      });
    });
  });

  describe('deleting an administrator while another changes their role', () => {
    it('ends one way or the other, never in a deadlock (500): both take the roles lock before the account', async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const email = `racing-${round}@example.com`;
        expect((await request(t.server).post('/api/admin/invitations').set('Cookie', admin.cookie).send({ email, role: 'admin' })).status).toBe(201);
        const joined = await acceptInvitation(t, await invitationToken(t, email), 'Racing Admin');
        const [deleted, changed] = await Promise.all([
          request(t.server).delete('/api/community/profile').set('Cookie', cookieFrom(joined)),
          request(t.server).put(`/api/admin/users/${joined.body.user.id}/role`).set('Cookie', admin.cookie).send({ role: round % 2 ? 'editor' : 'member' }),
        ]);
        outcomes.push(`${deleted.status}/${changed.status}`);
      }
      expect(outcomes.filter((o) => o.includes('500'))).toEqual([]);
    });
  });
});
