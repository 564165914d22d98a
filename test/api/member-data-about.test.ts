import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { acceptInvitation, cookieFrom, invitationToken, registerMember, registerStaff, turnOnTwoStep, type Identity } from '../support/auth.js';
import { answerProblems } from '../support/openapi-answers.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * "Your data" (docs/product.md) holds what others did about the member too: the audit log's rows whose subject is the
 * account (an administrator's reset of their two-step sign-in, a role change made to them: what, when, and that staff
 * did it, never who), the staff invitation they received (its dates and status, the inviter by display name only),
 * every Premium start and every single refund. Other people's rows stay out.
 */
describe('member-data-about', () => {
  let t: TestApp;
  let admin: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const exported = async (who: Identity) => {
    const res = await request(t.server).get('/api/community/profile/export').set('Cookie', who.cookie);
    expect(res.status).toBe(200);
    expect(answerProblems('get', '/api/community/profile/export', 200, res.body)).toEqual([]);
    return res.body;
  };

  const subscription = async (userId: number, stripeId: string) =>
    (
      await t.sql<{ id: number }>(
        `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, status, amount_pence, currency, current_period_end, started_at)
       values ($1, $2, $3, 'monthly', 'active', 999, 'gbp', now() + interval '21 days', '2026-09-27T00:00:00Z') returning id`,
        [userId, stripeId, `cus_${userId}`],
      )
    )[0].id;

  describe('your data: what others did about the member', () => {
    it('gives the invitation received, role changes and a two-step reset made to the account, without naming the staff member', async () => {
      expect((await request(t.server).post('/api/admin/invitations').set('Cookie', admin.cookie).send({ email: 'nell@example.com', role: 'editor' })).status).toBe(201);
      const accepted = await acceptInvitation(t, await invitationToken(t, 'nell@example.com'), 'Nell Newbie');
      expect(accepted.status).toBe(200);
      const nell: Identity = { id: accepted.body.user.id, email: 'nell@example.com', cookie: cookieFrom(accepted) };
      await turnOnTwoStep(t, nell);
      expect((await request(t.server).put(`/api/admin/users/${nell.id}/role`).set('Cookie', admin.cookie).send({ role: 'member' })).status).toBe(200);
      expect((await request(t.server).delete(`/api/admin/users/${nell.id}/two-factor`).set('Cookie', admin.cookie)).status).toBe(200);
      // Staff-internal details of an older row (an address, a note) are not the member's to read.
      await t.sql(`update audit_log set details = details || '{"note": "called the helpdesk", "email": "ada-private@example.com"}' where action = 'user.role-change' and subject_id = $1`, [nell.id]);
      // Another account's changes are not Nell's.
      const other = await registerMember(t, 'other@example.com', 'Olly Other');
      await t.sql(`insert into audit_log (actor_id, action, subject_kind, subject_id, details) values ($1, 'user.two-factor-reset', 'user', $2, '{}')`, [admin.id, other.id]);
      // Nor is a row about something else that has Nell's number as its id.
      await t.sql(`insert into audit_log (actor_id, action, subject_kind, subject_id, details) values ($1, 'ad.deleted', 'ad', $2, '{}')`, [admin.id, nell.id]);

      const data = await exported(nell);
      expect(data.audit_about_account).toEqual([
        { action: 'user.role-change', at: expect.stringMatching(/Z$/), done_by: 'staff', details: { from: 'editor', to: 'member' } },
        { action: 'user.two-factor-reset', at: expect.stringMatching(/Z$/), done_by: 'staff', details: {} },
      ]);
      expect(data.invitations_received).toEqual([
        {
          role: 'editor',
          invited_at: expect.stringMatching(/Z$/),
          sent_at: expect.stringMatching(/Z$/),
          expires_at: expect.stringMatching(/Z$/),
          accepted_at: expect.stringMatching(/Z$/),
          revoked_at: null,
          status: 'accepted',
          invited_by_name: 'Ada Admin',
        },
      ]);
      // Nell's own invitation acceptance is still among what Nell did.
      expect(data.audit_actions.map((a: { action: string }) => a.action)).toEqual(['invitation.accept']);
      // The staff member is not named: no id, no address, no key.
      const text = JSON.stringify({ about: data.audit_about_account, invitations: data.invitations_received });
      for (const secret of [ADMIN_EMAIL, 'ada-private@example.com', 'helpdesk', `"actor_id"`, `"api_key_id"`]) expect(text).not.toContain(secret);
      expect(data.audit_about_account.every((row: object) => !Object.values(row).includes(admin.id))).toBe(true);

      const others = await exported(other);
      expect(others.audit_about_account).toEqual([{ action: 'user.two-factor-reset', at: expect.stringMatching(/Z$/), done_by: 'staff', details: {} }]);
      expect(others.invitations_received).toEqual([]);
    }, 60_000);

    it("gives an invitation to the member's address only once the account's holder has proved the address theirs", async () => {
      const kit = await registerMember(t, 'kit@example.com', 'Kit Keen');
      expect((await request(t.server).post('/api/admin/invitations').set('Cookie', admin.cookie).send({ email: 'kit@example.com', role: 'editor' })).status).toBe(201);
      // Anyone can register with an address: the offer is its owner's, not the account's, until the address is proved.
      expect((await exported(kit)).invitations_received).toEqual([]);
      await t.sql('update users set email_owner_proved_at = now() where id = $1', [kit.id]);
      expect((await exported(kit)).invitations_received).toEqual([
        expect.objectContaining({ role: 'editor', status: 'pending', accepted_at: null, revoked_at: null, invited_by_name: 'Ada Admin' }),
      ]);
    });

    it('gives every Premium start and every single refund with its amount, date and reason', async () => {
      const pat = await registerMember(t, 'pat@example.com', 'Pat Payer');
      const sam = await registerMember(t, 'sam@example.com', 'Sam Spender');
      const pats = await subscription(pat.id, 'sub_pat');
      const sams = await subscription(sam.id, 'sub_sam');
      await t.sql(
        `insert into premium_starts (user_id, subscription_id, plan, amount_pence, currency, started_at) values
         ($1, $2, 'monthly', 999, 'gbp', '2026-09-27T00:00:00Z'), ($3, $4, 'monthly', 999, 'gbp', '2026-09-28T00:00:00Z')`,
        [pat.id, pats, sam.id, sams],
      );
      await t.sql(
        `insert into billing_refunds (stripe_refund_id, subscription_id, stripe_charge_id, amount_pence, payment_pence, currency, status, guarantee, created_at, receipt_at) values
         ('re_staff', $1, 'ch_oct', 500, 999, 'gbp', 'succeeded', false, '2026-10-30T10:00:00Z', '2026-10-30T10:00:05Z'),
         ('re_guarantee', $1, 'ch_sep', 999, 999, 'gbp', 'succeeded', true, '2026-10-01T09:00:00Z', null),
         ('re_sam', $2, 'ch_sam', 999, 999, 'gbp', 'succeeded', false, '2026-10-02T09:00:00Z', null)`,
        [pats, sams],
      );

      const data = await exported(pat);
      expect(data.premium_starts).toEqual([
        { stripe_subscription_id: 'sub_pat', plan: 'monthly', amount_pence: 999, currency: 'gbp', started_at: '2026-09-27T00:00:00.000Z' },
      ]);
      expect(data.refunds).toEqual([
        {
          stripe_refund_id: 're_guarantee',
          stripe_subscription_id: 'sub_pat',
          stripe_charge_id: 'ch_sep',
          amount_pence: 999,
          payment_pence: 999,
          currency: 'gbp',
          status: 'succeeded',
          reason: 'guarantee',
          refunded_at: '2026-10-01T09:00:00.000Z',
          receipt_sent_at: null,
        },
        {
          stripe_refund_id: 're_staff',
          stripe_subscription_id: 'sub_pat',
          stripe_charge_id: 'ch_oct',
          amount_pence: 500,
          payment_pence: 999,
          currency: 'gbp',
          status: 'succeeded',
          reason: 'staff',
          refunded_at: '2026-10-30T10:00:00.000Z',
          receipt_sent_at: '2026-10-30T10:00:05.000Z',
        },
      ]);
      // The totals stay on the subscription.
      expect(data.subscriptions).toEqual([expect.objectContaining({ stripe_subscription_id: 'sub_pat', staff_refunded_pence: 500 })]);
      expect(JSON.stringify(data)).not.toMatch(/sub_sam|re_sam|ch_sam/);
    });

    it('writes many refunds and audit rows page by page, every one once and in order', async () => {
      const lee = await registerMember(t, 'lee@example.com', 'Lee Long');
      const subscriptionId = await subscription(lee.id, 'sub_lee');
      // Refunds made in the same instant: pages go on by id, none twice, none left out.
      await t.sql(
        `insert into billing_refunds (stripe_refund_id, subscription_id, stripe_charge_id, amount_pence, payment_pence, currency, status, guarantee, created_at)
       select 're_' || lpad(n::text, 4, '0'), $1, 'ch_' || n, n, 999, 'gbp', 'succeeded', false, '2026-10-01T00:00:00Z' from generate_series(1, 450) n`,
        [subscriptionId],
      );
      await t.sql(
        `insert into audit_log (actor_id, action, subject_kind, subject_id, details) select $1, 'user.two-factor-reset', 'user', $2, jsonb_build_object('from', n::text) from generate_series(1, 450) n`,
        [admin.id, lee.id],
      );
      const res = await request(t.server).get('/api/community/profile/export').set('Cookie', lee.cookie).buffer(true);
      expect(res.status).toBe(200);
      const data = JSON.parse(res.text);
      expect(data.refunds.map((r: { stripe_refund_id: string }) => r.stripe_refund_id)).toEqual(Array.from({ length: 450 }, (_, i) => `re_${String(i + 1).padStart(4, '0')}`));
      expect(data.audit_about_account.map((r: { details: { from: string } }) => r.details.from)).toEqual(Array.from({ length: 450 }, (_, i) => String(i + 1)));
    });

    it('says who did it only as staff, the account itself or the system', async () => {
      const kay = await registerMember(t, 'kay@example.com', 'Kay Keys');
      await t.sql(
        `insert into audit_log (actor_id, api_key_id, action, subject_kind, subject_id, details, at) values
         (null, null, 'user.role-change', 'user', $1, '{"from": "editor", "to": "member"}', '2026-10-01T00:00:00Z'),
         ($1, null, 'user.role-change', 'user', $1, '{"from": "admin", "to": "editor"}', '2026-10-02T00:00:00Z'),
         (null, 4242, 'user.role-change', 'user', $1, '{"from": "admin", "to": "member"}', '2026-10-03T00:00:00Z')`,
        [kay.id],
      );
      const data = await exported(kay);
      expect(data.audit_about_account.map((r: { done_by: string }) => r.done_by)).toEqual(['system', 'you', 'staff']);
    });
  });
});
