import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { unseal } from '../../backend/src/infrastructure/crypto/sealed.js';
import type { MailMessage } from '../../backend/src/infrastructure/mail/mail-message.js';
import { subjectKeys } from '../../backend/src/infrastructure/queue/outbox.js';
import { OutboxRetention, Retention } from '../../backend/src/infrastructure/queue/retention.js';
import { StaffInvitations } from '../../backend/src/modules/auth/staff-invitations.js';
import { NEWSLETTER_SUBJECT, newsletterAddress } from '../../backend/src/modules/newsletter/commands/newsletter.commands.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { endLimitWindows } from '../support/limits.js';
import { ADMIN_EMAIL } from '../support/test-app.js';

/**
 * What is kept about people, and for how long (docs/operations.md, "What is kept, and for how long"): account deletion
 * and a newsletter erase leave no outbox row or queued job about the person (sent or not), the retention run deletes
 * what is past its time and keeps what is not, and audit details name people by id only.
 */
describe('retention', () => {
  let t: TestApp;
  let redis: Redis;
  let admin: Identity;
  let databaseId: string;

  beforeAll(async () => {
    t = await startTestApp();
    redis = new Redis(t.config.redisUrl!);
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    [{ value: databaseId }] = await t.sql<{ value: string }>(`select value from infrastructure_settings where name = 'database_id'`);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  const jobKey = (queue: string, rowId: number) => `${t.config.queuePrefix}:${queue}:${databaseId}-outbox-${rowId}`;

  /** The outbox rows about these people (by the keyed hashes the outbox writes), with the addresses of their mails. */
  async function rowsAbout(people: Parameters<typeof subjectKeys>[1]) {
    return t.sql<{ id: number; type: string }>(`select id, type from outbox_events where subjects && $1::text[] order by id`, [subjectKeys(t.config.sessionSecret, people)]);
  }

  /** Every address the outbox holds: in plain payloads and inside sealed mails. */
  async function addressesInOutbox(): Promise<string> {
    const rows = await t.sql<{ type: string; payload: { sealed?: string } }>('select type, payload from outbox_events');
    return rows
      .map((r) => (r.type === 'MailRequested' ? unseal<MailMessage>(t.config.sessionSecret, r.payload.sealed!, 'queued-mail').to : JSON.stringify(r.payload)))
      .join('\n')
      .toLowerCase();
  }

  /** Waits until the job of the row is waiting for its next try (its send was refused). */
  const retrying = (rowId: number) => eventually(async () => (await redis.zscore(`${t.config.queuePrefix}:events:delayed`, `${databaseId}-outbox-${rowId}`)) !== null);

  describe('forgetting a person', () => {
    it('account deletion removes every outbox row and queued job about the member, sent or still retrying', async () => {
      const leaver = await registerMember(t, 'leaver@example.com', 'Lee Leaver');
      await request(t.server).post('/api/auth/password-reset').send({ email: 'leaver@example.com' }).expect(200);
      await t.mail.waitFor((m) => m.to.includes('leaver@example.com'));
      // The mail server refuses the next one: its job waits in the queue for another try, with the address sealed inside.
      t.mail.refuseRecipients(['leaver@example.com']);
      await request(t.server).post('/api/auth/password-reset').send({ email: 'leaver@example.com' }).expect(200);
      const before = await rowsAbout([{ userId: leaver.id }]);
      expect(before.map((r) => r.type)).toEqual(['UserRegistered', 'MailRequested', 'MailRequested']);
      expect(await addressesInOutbox()).toContain('leaver@example.com');
      await retrying(before[2].id);
      await eventually(async () => (await redis.exists(jobKey('events', before[0].id))) === 1);

      expect((await request(t.server).delete('/api/community/profile').set(as(leaver))).status).toBe(200);
      t.mail.refuseRecipients([]);

      expect((await rowsAbout([{ userId: leaver.id }, { email: 'leaver@example.com' }])).map((r) => r.type)).toEqual(['MemberDeleted']);
      expect(await addressesInOutbox()).not.toContain('leaver@example.com');
      // Their jobs left Redis too: the done ones (UserRegistered held the address in plain text) and the one retrying.
      for (const row of before) expect(await redis.exists(jobKey('events', row.id))).toBe(0);
      expect(await redis.zscore(`${t.config.queuePrefix}:events:delayed`, `${databaseId}-outbox-${before[2].id}`)).toBeNull();
    });

    it('a relayed job whose row was forgotten meanwhile (Redis away at the time) sends nothing', async () => {
      await registerMember(t, 'late@example.com', 'Lou Late');
      t.mail.refuseRecipients(['late@example.com']);
      await request(t.server).post('/api/auth/password-reset').send({ email: 'late@example.com' }).expect(200);
      const [mail] = (await t.sql<{ id: number }>(`select id from outbox_events where type = 'MailRequested' order by id desc limit 1`));
      await retrying(mail.id);
      // As if the deletion could not reach Redis: the row is gone, its job is not.
      await t.sql('delete from outbox_events where id = $1', [mail.id]);
      t.mail.refuseRecipients([]);
      const done = await eventually(async () => {
        const raw = await redis.hget(jobKey('events', mail.id), 'returnvalue');
        return raw ? JSON.parse(raw) : undefined;
      }, 15_000);
      expect(done).toEqual({ dropped: 'the outbox row was forgotten' });
      expect(t.mail.messages.filter((m) => m.to.includes('late@example.com'))).toEqual([]);
    });

    it("a newsletter erase removes the outbox's mails to the address and their jobs", async () => {
      await request(t.server).post('/api/newsletter/subscribe').send({ email: 'eraseme@example.com' }).expect(201);
      await t.mail.waitFor((m) => m.to.includes('eraseme@example.com'));
      t.mail.refuseRecipients(['eraseme@example.com']);
      await endLimitWindows(t, 'newsletter-mail-spacing'); // ten minutes later: the address may be mailed again
      await request(t.server).post('/api/newsletter/subscribe').send({ email: 'eraseme@example.com' }).expect(201);
      const before = await rowsAbout([{ email: 'eraseme@example.com' }]);
      expect(before.map((r) => r.type)).toEqual(['MailRequested', 'MailRequested']);
      await retrying(before[1].id);
      const [{ id }] = await t.sql<{ id: number }>(`select id from newsletter_subscribers where email = 'eraseme@example.com'`);

      expect((await request(t.server).delete(`/api/admin/newsletter/subscribers/${id}`).set(as(admin))).status).toBe(200);
      t.mail.refuseRecipients([]);

      expect(await rowsAbout([{ email: 'eraseme@example.com' }])).toEqual([]);
      expect(await addressesInOutbox()).not.toContain('eraseme@example.com');
      for (const row of before) expect(await redis.exists(jobKey('events', row.id))).toBe(0);
    });

    it("a newsletter erase forgets only the newsletter's mails: the account's own mail to the address still goes", async () => {
      const both = await registerMember(t, 'both@example.com', 'Bo Both');
      // The mail server refuses the address for now: the sign-up's confirmation and the account's reset wait for a retry.
      t.mail.refuseRecipients(['both@example.com']);
      await request(t.server).post('/api/newsletter/subscribe').send({ email: 'both@example.com' }).expect(201);
      await request(t.server).post('/api/auth/password-reset').send({ email: 'both@example.com' }).expect(200);
      const [confirmation] = await rowsAbout([newsletterAddress('both@example.com')]);
      const account = await rowsAbout([{ userId: both.id }]);
      expect(account.map((r) => r.type)).toEqual(['UserRegistered', 'MailRequested']);
      await retrying(confirmation.id);
      await retrying(account[1].id);
      const [{ id }] = await t.sql<{ id: number }>(`select id from newsletter_subscribers where email = 'both@example.com'`);

      expect((await request(t.server).delete(`/api/admin/newsletter/subscribers/${id}`).set(as(admin))).status).toBe(200);
      // The newsletter's confirmation is gone, row and job; the account's event and its retrying reset are kept.
      expect(await rowsAbout([newsletterAddress('both@example.com')])).toEqual([]);
      expect(await redis.exists(jobKey('events', confirmation.id))).toBe(0);
      expect(await rowsAbout([{ userId: both.id }])).toEqual(account);
      t.mail.refuseRecipients([]);

      const reset = await t.mail.waitFor((m) => m.to.includes('both@example.com') && m.subject === 'Reset your Flying@50 password', 20_000);
      expect(reset.text).toContain('/reset-password#token=');
      expect(t.mail.messages.filter((m) => m.to.includes('both@example.com') && m.subject === NEWSLETTER_SUBJECT)).toEqual([]);
      // Deleting the account still forgets every row about it and its address.
      expect((await request(t.server).delete('/api/community/profile').set(as(both))).status).toBe(200);
      expect((await rowsAbout([{ userId: both.id }, { email: 'both@example.com' }])).map((r) => r.type)).toEqual(['MemberDeleted']);
    });
  });

  describe('the retention run', () => {
    const days = (n: number) => `now() - interval '${n} days'`;

    it('deletes expired sessions, old e-mail links, unconfirmed and long-unsubscribed sign-ups and old outbox rows; keeps fresh ones', async () => {
      const keeper = await registerMember(t, 'keeper@example.com', 'Kim Keeper');
      // Sessions: one expired a minute ago, and the member's own (fresh).
      await t.sql(`insert into sessions (id, user_id, created_at, expires_at) values ($1, $2, now() - interval '31 days', now() - interval '1 minute')`, [randomBytes(32).toString('hex'), keeper.id]);
      // E-mail links: used 31 days ago, expired 31 days ago, used 5 days ago, open.
      const link = (label: string, expires: string, used: string | null) =>
        t.sql(`insert into email_tokens (user_id, purpose, token_hash, email, created_at, expires_at, used_at) values ($1, 'reset-password', $2, $3, now() - interval '40 days', ${expires}, ${used ?? 'null'})`, [
          keeper.id,
          randomBytes(32).toString('hex'),
          `${label}@example.com`,
        ]);
      await link('used-old', days(30), days(31));
      await link('expired-old', days(31), null);
      await link('used-recent', days(4), days(5));
      await link('open', `now() + interval '1 hour'`, null);
      // Newsletter sign-ups, aged in SQL.
      for (const email of ['pending-old', 'pending-new', 'gone-old', 'gone-new', 'stays']) {
        await request(t.server).post('/api/newsletter/subscribe').send({ email: `${email}@example.com` }).expect(201);
      }
      await t.sql(`update newsletter_subscribers set created_at = ${days(40)}, token_expires_at = ${days(24)} where email = 'pending-old@example.com'`);
      await t.sql(`update newsletter_subscribers set created_at = ${days(40)}, token_expires_at = ${days(22)} where email = 'pending-new@example.com'`);
      await t.sql(`update newsletter_subscribers set status = 'unsubscribed', token_hash = null, unsubscribed_at = ${days(31)} where email = 'gone-old@example.com'`);
      await t.sql(`update newsletter_subscribers set status = 'unsubscribed', token_hash = null, unsubscribed_at = ${days(29)} where email = 'gone-new@example.com'`);
      await t.sql(`update newsletter_subscribers set status = 'confirmed', confirmed_at = ${days(300)}, created_at = ${days(300)} where email = 'stays@example.com'`);
      // Outbox rows dispatched 8 and 6 days ago.
      await t.flushOutbox();
      const [old, recent] = await t.sql<{ id: number }>(`select id from outbox_events where dispatched_at is not null order by id limit 2`);
      await t.sql(`update outbox_events set created_at = ${days(8)}, dispatched_at = ${days(8)} where id = $1`, [old.id]);
      await t.sql(`update outbox_events set created_at = ${days(6)}, dispatched_at = ${days(6)} where id = $1`, [recent.id]);

      // Generation run records (the item each generation job stored): one past 48 hours, one fresh.
      await t.sql(`insert into generation_runs (run_key, item_id, stored_at) values ('run-old', 1, now() - interval '49 hours'), ('run-new', 2, now() - interval '47 hours')`);

      await t.app.get(Retention).run();
      await t.flushOutbox();

      await eventually(async () => (await t.sql('select 1 from outbox_events where id = $1', [old.id])).length === 0);
      await eventually(async () => (await t.sql(`select 1 from generation_runs where run_key = 'run-old'`)).length === 0);
      expect(await t.sql('select run_key from generation_runs')).toEqual([{ run_key: 'run-new' }]);
      await eventually(async () => (await t.sql(`select 1 from newsletter_subscribers where email in ('pending-old@example.com', 'gone-old@example.com')`)).length === 0);
      await eventually(async () => (await t.sql('select 1 from sessions where expires_at <= now()')).length === 0);
      await eventually(async () => (await t.sql(`select 1 from email_tokens where email in ('used-old@example.com', 'expired-old@example.com')`)).length === 0);

      expect(await t.sql('select 1 from outbox_events where id = $1', [recent.id])).toHaveLength(1);
      expect((await request(t.server).get('/api/community/profile').set(as(keeper))).status).toBe(200);
      expect((await t.sql<{ email: string }>(`select email from email_tokens where user_id = $1 order by email`, [keeper.id])).map((r) => r.email)).toEqual([
        'open@example.com',
        'used-recent@example.com',
      ]);
      const left = await t.sql<{ email: string; status: string }>(`select email, status from newsletter_subscribers where email like any(array['pending-%', 'gone-%', 'stays%']) order by email`);
      expect(left).toEqual([
        { email: 'gone-new@example.com', status: 'unsubscribed' },
        { email: 'pending-new@example.com', status: 'pending' },
        { email: 'stays@example.com', status: 'confirmed' },
      ]);
      // The long-unsubscribed address is kept only as its keyed hash, and still counted.
      const suppressions = await t.sql<{ address_hash: string }>('select address_hash from newsletter_suppressions');
      expect(suppressions).toHaveLength(1);
      expect(JSON.stringify(suppressions)).not.toContain('gone-old');
      const counts = await request(t.server).get('/api/admin/newsletter/subscribers/counts').set(as(admin));
      expect(counts.body.unsubscribed).toBe(2);
      // Signing up again replaces the suppression with a sign-up (pending until confirmed).
      await endLimitWindows(t, 'newsletter-mail-spacing'); // its earlier sign-up mail was over ten minutes ago
      await request(t.server).post('/api/newsletter/subscribe').send({ email: 'gone-old@example.com' }).expect(201);
      expect(await t.sql('select 1 from newsletter_suppressions')).toHaveLength(0);
    });

    it("deletes a member's saved-report removals older than a day, though nobody removes a report meanwhile", async () => {
      const remover = await registerMember(t, 'remover@example.com', 'Rae Remover');
      await t.sql(`insert into saved_report_removals (user_id, saved_report_id, premium_content_id, removed_at) values ($1, 901, 91, now() - interval '25 hours'), ($1, 902, 92, now() - interval '23 hours')`, [remover.id]);

      await t.app.get(Retention).run();
      await t.flushOutbox();

      await eventually(async () => (await t.sql('select 1 from saved_report_removals where saved_report_id = 901')).length === 0);
      expect(await t.sql('select saved_report_id from saved_report_removals where user_id = $1', [remover.id])).toEqual([{ saved_report_id: 902 }]);
    });

    it('deletes a sign-up 30 days after its address bounced, with its deliveries; keeps one bounced since', async () => {
      const [send] = await t.sql<{ id: number }>(`insert into newsletter_sends (kind, subject, html, text, status, recipients) values ('weekly', 'Your week at Flying@50', '<p>x</p>', 'x', 'sent', 2) returning id`);
      // The sign-ups and their deliveries in one statement: an earlier test's retention run may still be purging old
      // bounces, and would otherwise delete bounced-old between the two inserts.
      await t.sql(
        `with signups as (
         insert into newsletter_subscribers (email, status, confirmed_at, bounced_at)
         values ('bounced-old@example.com', 'bounced', ${days(60)}, ${days(31)}), ('bounced-new@example.com', 'bounced', ${days(60)}, ${days(29)})
         returning id)
       insert into newsletter_deliveries (send_id, subscriber_id, status, error) select $1, id, 'failed', '550 no such user' from signups`,
        [send.id],
      );

      await t.app.get(Retention).run();
      await t.flushOutbox();

      await eventually(async () => (await t.sql(`select 1 from newsletter_subscribers where email = 'bounced-old@example.com'`)).length === 0);
      expect(await t.sql(`select email, status from newsletter_subscribers where email like 'bounced-%'`)).toEqual([{ email: 'bounced-new@example.com', status: 'bounced' }]);
      expect(await t.sql('select 1 from newsletter_deliveries where send_id = $1', [send.id])).toHaveLength(1);
    });

    it("drops the queues' done jobs older than an hour, whatever Bull does next", async () => {
      await t.flushOutbox();
      const [row] = await t.sql<{ id: number }>(`select id from outbox_events where dispatched_at is not null order by id limit 1`);
      const id = `${databaseId}-outbox-${row.id}`;
      const completed = `${t.config.queuePrefix}:events:completed`;
      await eventually(async () => (await redis.zscore(completed, id)) !== null);
      const twoHoursAgo = Date.now() - 2 * 3600_000;
      await redis.zadd(completed, twoHoursAgo, id);
      await redis.hset(jobKey('events', row.id), 'finishedOn', String(twoHoursAgo), 'timestamp', String(twoHoursAgo), 'processedOn', String(twoHoursAgo));

      // The outbox's share of the run, awaited here (the run's event reaches it through a job of its own, tested above).
      await t.app.get(OutboxRetention).purge();
      expect(await redis.exists(jobKey('events', row.id))).toBe(0);
      expect(await redis.zscore(completed, id)).toBeNull();
    });
  });

  describe('audit details name people by id only', () => {
    it('role changes, two-step resets and invitations leave no address; deletion scrubs older rows and accepted invitations', async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      expect((await request(t.server).put(`/api/admin/users/${editor.id}/role`).set(as(admin)).send({ role: 'member' })).status).toBe(200);
      const invited = await request(t.server).post('/api/admin/invitations').set(as(admin)).send({ email: 'invitee@example.com', role: 'editor' });
      expect(invited.status).toBe(201);
      await request(t.server).post(`/api/admin/invitations/${invited.body.id}/revoke`).set(as(admin));
      const rows = await t.sql<{ action: string; details: object }>(`select action, details from audit_log where action like 'user.%' or action like 'invitation.%' order by id`);
      expect(rows.length).toBeGreaterThan(3);
      expect(JSON.stringify(rows)).not.toMatch(/@/);
      expect(rows.find((r) => r.action === 'user.role-change')!.details).toEqual({ from: 'editor', to: 'member' });

      // Rows written before named the address; the accepted invitation names it too.
      await t.sql(`insert into audit_log (actor_id, action, subject_kind, subject_id, details) values ($1, 'user.two-factor-reset', 'user', $2, $3), ($1, 'newsletter.test-send', 'website', 1, $4)`, [
        admin.id,
        editor.id,
        JSON.stringify({ email: EDITOR_EMAIL.toUpperCase() }),
        JSON.stringify({ to: EDITOR_EMAIL }),
      ]);
      const audited = Number((await t.sql<{ n: string }>('select count(*) as n from audit_log'))[0].n);
      expect(await t.sql('select 1 from staff_invitations where accepted_by = $1 and email = $2', [editor.id, EDITOR_EMAIL])).toHaveLength(1);

      expect((await request(t.server).delete('/api/community/profile').set(as(editor))).status).toBe(200);

      const after = await t.sql<{ details: object }>('select details from audit_log');
      expect(after.length).toBe(audited);
      expect(JSON.stringify(after).toLowerCase()).not.toContain(EDITOR_EMAIL.toLowerCase());
      const invitation = await t.sql<{ email: string | null; email_hash: string | null }>('select email, email_hash from staff_invitations where accepted_by = $1', [editor.id]);
      expect(invitation).toEqual([{ email: null, email_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
      // The settings (STAFF_EMAILS) still know the address was invited once: no new invitation at the next start.
      const invitations = (await t.sql('select id from staff_invitations')).length;
      await t.app.get(StaffInvitations).onApplicationBootstrap();
      expect(await t.sql('select id from staff_invitations')).toHaveLength(invitations);
    });
  });
});
