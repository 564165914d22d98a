import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { acceptInvitation, cookieFrom, INVITATION_SUBJECT, PASSWORD, RESET_SUBJECT, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { PasswordChanged, StaffRoleChanged } from '../../backend/src/modules/auth/events/account-events.js';
import { RevokeInviterInvitationsHandler } from '../../backend/src/modules/auth/events/revoke-inviter-invitations.handler.js';

/**
 * A security review's account takeover: an administrator's open invitations kept working after that administrator was
 * demoted, recovered the account with a reset link or was deleted, so whoever held (or had sent themself) such a link
 * became staff on the word of someone no longer trusted. Invitations now follow their inviter as API keys follow
 * their creator: revoked with a reason (audited), and checked again when the link is opened.
 */
describe('invitations-follow-inviter', () => {
  let t: TestApp;
  let boss: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    boss = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const invite = (cookie: string, email: string, role: 'editor' | 'admin') => request(t.server).post('/api/admin/invitations').set('Cookie', cookie).send({ email, role });
  const setRole = (id: number, role: string) => request(t.server).put(`/api/admin/users/${id}/role`).set('Cookie', boss.cookie).send({ role });
  const linkOf = async (email: string) => tokenFrom(await t.mail.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT), '/accept-invitation');
  const roleOf = async (email: string) => (await t.sql<{ role: string }>('select role from users where email = $1', [email]))[0]?.role;
  const revocations = (ids: number[]) =>
    t.sql<{ subject_id: number; actor_id: number | null; details: { role: string; reason: string } }>(
      `select subject_id, actor_id, details from audit_log where action = 'invitation.revoke' and subject_id = any($1) order by subject_id`,
      [ids],
    );

  /** Another administrator, invited by the boss and signed in (their session proved the password just now). */
  async function newAdmin(email: string): Promise<Identity> {
    expect((await invite(boss.cookie, email, 'admin')).status).toBe(201);
    const joined = await acceptInvitation(t, await linkOf(email), 'Rogue Admin');
    expect(joined.status).toBe(200);
    return { id: joined.body.user.id, email, cookie: cookieFrom(joined) };
  }

  /** The inviter's invitations: an administrator one and an editor one, with their links. */
  async function invitationsOf(inviter: Identity, prefix: string) {
    const admin = await invite(inviter.cookie, `${prefix}-admin@example.test`, 'admin');
    const editor = await invite(inviter.cookie, `${prefix}-editor@example.test`, 'editor');
    expect([admin.status, editor.status]).toEqual([201, 201]);
    return {
      admin: { id: admin.body.id as number, email: admin.body.email as string, token: await linkOf(admin.body.email) },
      editor: { id: editor.body.id as number, email: editor.body.email as string, token: await linkOf(editor.body.email) },
    };
  }

  const refused = async (invitation: { email: string; token: string }) => {
    const offer = await request(t.server).post('/api/auth/invitations/inspect').send({ token: invitation.token });
    expect(offer.status).toBe(400);
    const accepted = await acceptInvitation(t, invitation.token, 'Rogue Alt');
    expect(accepted.status).toBe(400);
    expect(accepted.body.error).toMatch(/invalid, has already been used, was revoked or has expired/);
    expect(accepted.headers['set-cookie']).toBeUndefined();
    expect(await roleOf(invitation.email)).toBeUndefined();
  };

  describe("an administrator's invitations follow the administrator", () => {
    beforeEach(() => t.mail.clear());

    it('lowered to editor: the administrator invitations are revoked (audited, with the reason); to member: all of them', async () => {
      const rogue = await newAdmin('demoted@example.test');
      const sent = await invitationsOf(rogue, 'demoted');
      expect((await setRole(rogue.id, 'editor')).status).toBe(200);
      await refused(sent.admin);
      await eventually(async () => (await revocations([sent.admin.id])).length === 1);
      expect(await revocations([sent.admin.id, sent.editor.id])).toEqual([{ subject_id: sent.admin.id, actor_id: null, details: { role: 'admin', reason: 'role-lowered' } }]);
      // An editor still holds the role the editor invitation gives: it stands (as the editor's API keys do).
      const offer = await request(t.server).post('/api/auth/invitations/inspect').send({ token: sent.editor.token });
      expect(offer.status).toBe(200);

      expect((await setRole(rogue.id, 'member')).status).toBe(200);
      await refused(sent.editor);
      await eventually(async () => (await revocations([sent.editor.id])).length === 1);
      expect((await revocations([sent.editor.id]))[0].details).toEqual({ role: 'editor', reason: 'role-lowered' });
      const listed = await request(t.server).get('/api/admin/invitations').set('Cookie', boss.cookie);
      const open = listed.body.invitations.map((i: { id: number }) => i.id);
      expect(open).not.toContain(sent.admin.id);
      expect(open).not.toContain(sent.editor.id);
    });

    it('recovering the account with a reset link revokes them all', async () => {
      const rogue = await newAdmin('reset@example.test');
      const sent = await invitationsOf(rogue, 'reset');
      await request(t.server).post('/api/auth/password-reset').send({ email: rogue.email }).expect(200);
      const reset = tokenFrom(await t.mail.waitFor((m) => m.to.includes(rogue.email) && m.subject === RESET_SUBJECT), '/reset-password');
      await request(t.server).post('/api/auth/password-reset/confirm').send({ token: reset, password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' }).expect(200);
      await refused(sent.admin);
      await refused(sent.editor);
      await eventually(async () => (await revocations([sent.admin.id, sent.editor.id])).length === 2);
      expect((await revocations([sent.admin.id, sent.editor.id])).map((r) => r.details.reason)).toEqual(['password-changed', 'password-changed']);
    });

    it('a password change by the signed-in owner revokes them too', async () => {
      const rogue = await newAdmin('changed@example.test');
      const sent = await invitationsOf(rogue, 'changed');
      const changed = await request(t.server)
        .post('/api/community/auth/password')
        .set('Cookie', rogue.cookie)
        .send({ currentPassword: PASSWORD, password: 'another-new-password', confirmPassword: 'another-new-password' });
      expect(changed.status).toBe(200);
      await refused(sent.admin);
      await eventually(async () => (await revocations([sent.admin.id, sent.editor.id])).length === 2);
    });

    it('deleting the account revokes them in the same transaction', async () => {
      const rogue = await newAdmin('deleted@example.test');
      const sent = await invitationsOf(rogue, 'deleted');
      expect((await request(t.server).delete('/api/community/profile').set('Cookie', rogue.cookie)).status).toBe(200);
      expect((await revocations([sent.admin.id, sent.editor.id])).map((r) => r.details.reason)).toEqual(['account-deleted', 'account-deleted']);
      await refused(sent.admin);
      await refused(sent.editor);
      // The rows still say who invited whom.
      expect(await t.sql('select invited_by from staff_invitations where id = any($1)', [[sent.admin.id, sent.editor.id]])).toEqual([
        { invited_by: rogue.id },
        { invited_by: rogue.id },
      ]);
    });

    it('the link checks its inviter again when opened, should the revocation not have run (defence in depth)', async () => {
      const rogue = await newAdmin('unchecked@example.test');
      const sent = await invitationsOf(rogue, 'unchecked');
      // Changes written behind the commands' back: no event, so nothing was revoked.
      await t.sql(`update users set role = 'editor' where id = $1`, [rogue.id]);
      await refused(sent.admin);
      expect((await request(t.server).post('/api/auth/invitations/inspect').send({ token: sent.editor.token })).status).toBe(200);
      await t.sql(`update users set role = 'admin', password_changed_at = now() where id = $1`, [rogue.id]);
      await refused(sent.editor);
      expect(await t.sql('select 1 from staff_invitations where id = any($1) and (revoked_at is not null or accepted_at is not null)', [[sent.admin.id, sent.editor.id]])).toEqual([]);

      const gone = await newAdmin('vanished@example.test');
      const orphaned = await invitationsOf(gone, 'vanished');
      await t.sql('delete from staff_invitations where accepted_by = $1', [gone.id]);
      await t.sql('delete from users where id = $1', [gone.id]);
      await refused(orphaned.admin);
    });

    it("an administrator in good standing: the link works, and the settings' invitations (no inviter) too", async () => {
      const sent = await invitationsOf(boss, 'fine');
      const joined = await acceptInvitation(t, sent.admin.token, 'Fine Admin');
      expect(joined.status).toBe(200);
      expect(joined.body.user.role).toBe('admin');
    });

    it("a late consumer of the inviter's own earlier events revokes nothing made since (the account as it is now decides)", async () => {
      const fresh = await newAdmin('late-events@example.test');
      const sent = await invitationsOf(fresh, 'late');
      // Accepting the invitation published PasswordChanged and StaffRoleChanged; run late, after the invitations.
      const handler = t.app.get(RevokeInviterInvitationsHandler);
      await handler.handle(new PasswordChanged({ userId: fresh.id, reason: 'invitation' }));
      await handler.handle(new StaffRoleChanged({ userId: fresh.id, from: 'member', to: 'admin' }));
      expect(await revocations([sent.admin.id, sent.editor.id])).toEqual([]);
      const offer = await request(t.server).post('/api/auth/invitations/inspect').send({ token: sent.admin.token });
      expect(offer.status).toBe(200);
    });

    it('a lowered role handled late, after a quick promotion back, revokes the invitations sent before it, not those since', async () => {
      const quick = await newAdmin('quick-return@example.test');
      const before = await invitationsOf(quick, 'before-demotion');
      // Lowered to member, raised again by an invitation (a new password, as accepting one records it), new invitations
      // sent; the demotion's StaffRoleChanged is handled only now.
      await new Promise((r) => setTimeout(r, 20));
      await t.sql(`update users set role = 'member' where id = $1`, [quick.id]);
      const at = new Date().toISOString();
      await t.sql(`update users set role = 'admin', password_changed_at = now() where id = $1`, [quick.id]);
      await new Promise((r) => setTimeout(r, 20));
      const since = await invitationsOf(quick, 'since-promotion');
      await t.app.get(RevokeInviterInvitationsHandler).handle(new StaffRoleChanged({ userId: quick.id, from: 'admin', to: 'member', at }));
      expect((await revocations([before.admin.id, before.editor.id, since.admin.id, since.editor.id])).map((r) => [r.subject_id, r.details.reason])).toEqual([
        [before.admin.id, 'role-lowered'],
        [before.editor.id, 'role-lowered'],
      ]);
      expect((await request(t.server).post('/api/auth/invitations/inspect').send({ token: since.admin.token })).status).toBe(200);
    });
  });
});
