import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { generate } from 'otplib';
import { cookieFrom, PASSWORD, registerMember, registerStaff, type Identity } from '../support/auth.js';
import { dataUrl, png } from '../support/images.js';
import { beyondSocketBuffers } from '../support/socket-buffers.js';
import { answerProblems } from '../support/openapi-answers.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { ADMIN_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';
import { MemberDataController } from '../../backend/src/modules/member-data/member-data.controller.js';

/** "Your data" (docs/product.md): a member downloads everything kept about them, and nothing of anyone else's. */
describe('member-data', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat Runner');
    sam = await registerMember(t, 'sam@example.com', 'Sam Swimmer');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who.cookie).send(body),
    put: (path: string, body: object = {}) => request(t.server).put(path).set('Cookie', who.cookie).send(body),
  });

  describe('your data', () => {
    it("gives the member their account, addresses, entries, coach replies, uploads, goals, saved reports, billing, newsletter sign-up and deliveries as a file", async () => {
      const entry = await as(pat).post('/api/community/journal', { content: 'Hill repeats in the rain, legs heavy but happy.', tags: ['Training'], image_url: dataUrl(await png(), 'image/png') });
      expect([entry.status, entry.body.error]).toEqual([201, undefined]);
      expect((await as(pat).post('/api/community/goals', { goal: 'Run a sub-50 10k in the spring' })).status).toBeLessThan(300);
      await eventually(async () => (await t.sql('select 1 from ai_responses where journal_entry_id = $1', [entry.body.id])).length > 0, 20_000);
      expect((await as(pat).put('/api/community/profile/upgrade')).status).toBe(200);
      const report = await insertPremium(t, { topic: 'Strength for masters runners' });
      expect((await as(pat).post('/api/community/library/save', { content_id: report, journal_entry_id: entry.body.id })).status).toBe(200);
      // A report saved and removed again: its removal is remembered for a day (a retried removal succeeds), so it is kept.
      const removed = await insertPremium(t, { topic: 'Pacing a hilly half' });
      expect((await as(pat).post('/api/community/library/save', { content_id: removed })).status).toBe(200);
      expect((await request(t.server).delete(`/api/community/library/remove/${removed}`).set('Cookie', pat.cookie)).status).toBe(200);
      const [removal] = await t.sql<{ saved_report_id: number }>('select saved_report_id from saved_report_removals where user_id = $1', [pat.id]);
      // Sam's removal is Sam's.
      await t.sql('insert into saved_report_removals (user_id, saved_report_id, premium_content_id) values ($1, 987654, $2)', [sam.id, removed]);
      // A month paid for, nine days ago (relative to today: Pat is premium until the period ends).
      const day = (offset: number) => new Date((Math.floor(Date.now() / 86_400_000) + offset) * 86_400_000).toISOString();
      const [startedAt, periodEnd] = [day(-9), day(21)];
      await t.sql(
        `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, status, amount_pence, currency, current_period_end, started_at)
       values ($1, 'sub_data', 'cus_data', 'monthly', 'active', 999, 'gbp', $2, $3)`,
        [pat.id, periodEnd, startedAt],
      );
      await t.sql(`insert into billing_customers (user_id, stripe_customer_id) values ($1, 'cus_data')`, [pat.id]);
      await t.sql(`update users set premium_until = $2, password_changed_at = '2026-11-20T10:00:00Z' where id = $1`, [pat.id, periodEnd]);
      expect((await request(t.server).post('/api/newsletter/subscribe').send({ email: 'pat@example.com' })).status).toBeLessThan(300);
      expect((await as(sam).post('/api/community/journal', { content: "Sam's swim, not Pat's business." })).status).toBe(201);
      // A photo uploaded and never attached to an entry (the sweep deletes it within the hour; until then it is kept).
      const loose = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', pat.cookie).attach('image', await png(), 'p.png');
      expect(loose.status).toBe(200);
      // An address change waiting for its link.
      expect((await as(pat).post('/api/community/auth/email', { password: PASSWORD, email: 'pat-new@example.com' })).status).toBe(200);

      const res = await as(pat).get('/api/community/profile/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="flying50-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.body;
      expect(data).toMatchObject({ format: 'flying50-member-data/1', account: { id: pat.id, email: 'pat@example.com', name: 'Pat Runner', is_premium: true } });
      expect(data.account).toMatchObject({
        role: 'member',
        email_verified_at: null,
        email_owner_proved_at: null,
        password_changed_at: '2026-11-20T10:00:00.000Z',
        premium_until: periodEnd,
        time_zone: expect.any(String),
      });
      // Every upload of Pat's by its full address: the entry's photo (in use; a journal photo is Pat's alone, even on an
      // entry not marked private) and the loose one (not yet in use).
      expect(data.uploads).toEqual([
        { url: `${t.config.publicUrl}${entry.body.image_url}`, uploaded_at: expect.stringMatching(/Z$/), in_use: true, shown_to_everyone: false },
        { url: `${t.config.publicUrl}${loose.body.imageUrl}`, uploaded_at: expect.stringMatching(/Z$/), in_use: false, shown_to_everyone: false },
      ]);
      expect(data.email_addresses.pending_change).toEqual({ email: 'pat-new@example.com', requested_at: expect.stringMatching(/Z$/), expires_at: expect.stringMatching(/Z$/) });
      expect(data.email_addresses.links).toEqual([
        { purpose: 'change-email', email: 'pat-new@example.com', created_at: expect.any(String), expires_at: expect.any(String), used_at: null },
      ]);
      expect(data.email_addresses.other_addresses).toEqual([]);
      expect(data.billing_customer).toEqual({ stripe_customer_id: 'cus_data', created_at: expect.stringMatching(/Z$/), closed_at: null });
      expect(data.journal_entries).toEqual([
        expect.objectContaining({ id: entry.body.id, content: 'Hill repeats in the rain, legs heavy but happy.', tags: ['Training'], is_private: false, entry_type: 'journal' }),
      ]);
      // The photo's full address: it means something away from the site (only Pat, signed in, can open it).
      expect(data.journal_entries[0].image_url).toBe(`${t.config.publicUrl}${entry.body.image_url}`);
      expect(data.coach_replies).toEqual([expect.objectContaining({ journal_entry_id: entry.body.id, reply: expect.any(String), is_pinned: false })]);
      expect(data.goals).toEqual([expect.objectContaining({ goal: 'Run a sub-50 10k in the spring', is_active: true, archived_at: null })]);
      expect(data.saved_reports).toEqual([expect.objectContaining({ premium_content_id: report, topic: 'Strength for masters runners', journal_entry_id: entry.body.id })]);
      expect(data.saved_report_removals).toEqual([{ saved_report_id: removal.saved_report_id, premium_content_id: removed, removed_at: expect.stringMatching(/Z$/) }]);
      expect(data.subscriptions).toEqual([
        {
          plan: 'monthly',
          status: 'active',
          amount_pence: 999,
          currency: 'gbp',
          started_at: startedAt,
          current_period_end: periodEnd,
          cancel_at_period_end: false,
          ended_at: null,
          stripe_subscription_id: 'sub_data',
          stripe_customer_id: 'cus_data',
          past_due_since: null,
          premium_until: null,
          updated_at: expect.stringMatching(/Z$/),
          refunded_at: null,
          refunded_pence: null,
          refund_paid_pence: null,
          staff_refunded_pence: null,
          staff_refunded_at: null,
        },
      ]);
      // The sign-up belongs to the address: shown once the account has proved it owns it (here: not yet).
      expect(data.newsletter).toBeNull();
      expect(data.newsletter_deliveries).toEqual([]);
      expect([data.api_keys, data.invitations_sent, data.audit_actions]).toEqual([[], [], []]);
      expect(data.sessions).toEqual([{ created_at: expect.stringMatching(/Z$/), expires_at: expect.stringMatching(/Z$/) }]);
      expect(JSON.stringify(data.sessions)).not.toContain(pat.cookie.split('=')[1]);
      expect(data.two_step_sign_in).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
      await eventually(async () => (await t.sql(`select 1 from activities where user_id = $1`, [pat.id])).length > 0);
      await t.sql('update users set email_verified_at = now(), email_owner_proved_at = now() where id = $1', [pat.id]); // as a password reset by e-mail does
      // The weekly digest went to Pat's address.
      const [send] = await t.sql<{ id: number }>(
        `insert into newsletter_sends (kind, subject, html, text, status, recipients) values ('weekly', 'Your week at Flying@50', '<p>x</p>', 'x', 'sent', 1) returning id`,
      );
      await t.sql(
        `insert into newsletter_deliveries (send_id, subscriber_id, status, sent_at)
       select $1, id, 'sent', '2026-11-28T08:00:00Z' from newsletter_subscribers where email = 'pat@example.com'`,
        [send.id],
      );
      const again = (await as(pat).get('/api/community/profile/export')).body;
      expect(again.activity.map((a: { kind: string }) => a.kind)).toContain('UserRegistered');
      expect(again.newsletter).toMatchObject({ status: 'pending', confirmed_at: null });
      expect(again.newsletter_deliveries).toEqual([{ send_id: send.id, kind: 'weekly', subject: 'Your week at Flying@50', status: 'sent', sent_at: '2026-11-28T08:00:00.000Z' }]);
      expect(again.account.email_verified_at).toMatch(/Z$/);
      expect(again.account.email_owner_proved_at).toMatch(/Z$/);
      // Every part is as docs/openapi.json describes it, no field more or less.
      expect(answerProblems('get', '/api/community/profile/export', 200, again)).toEqual([]);
      // No secret is ever in the file: the password hash, link token hashes, the session token.
      const text = JSON.stringify(again);
      const [account] = await t.sql<{ password_hash: string }>('select password_hash from users where id = $1', [pat.id]);
      const tokens = await t.sql<{ token_hash: string }>('select token_hash from email_tokens where user_id = $1', [pat.id]);
      expect(tokens).toHaveLength(1);
      for (const secret of [account.password_hash, ...tokens.map((row) => row.token_hash), pat.cookie.split('=')[1]]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/password_hash|token_hash|"secret"|recovery_hashes|key_hash/);
      expect(JSON.stringify(data)).not.toMatch(/Sam/);

      // Sam's file is Sam's.
      const sams = (await as(sam).get('/api/community/profile/export')).body;
      expect(sams.journal_entries.map((e: { content: string }) => e.content)).toEqual(["Sam's swim, not Pat's business."]);
      expect(sams.coach_replies.map((r: { journal_entry_id: number }) => r.journal_entry_id)).not.toContain(entry.body.id);
      expect([sams.goals, sams.saved_reports, sams.subscriptions, sams.newsletter]).toEqual([[], [], [], null]);
      expect(sams.saved_report_removals).toEqual([{ saved_report_id: 987654, premium_content_id: removed, removed_at: expect.stringMatching(/Z$/) }]);
      expect([sams.uploads, sams.newsletter_deliveries, sams.billing_customer, sams.email_addresses.pending_change]).toEqual([[], [], null, null]);
      // Sam's activity is Sam's alone: as many rows as the feed holds for Sam, none of Pat's.
      const samsRows = await t.sql<{ n: number }>('select count(*)::int as n from activities where user_id = $1', [sam.id]);
      expect(sams.activity).toHaveLength(samsRows[0].n);
      const patsRows = await t.sql<{ n: number }>('select count(*)::int as n from activities where user_id = $1', [pat.id]);
      expect(patsRows[0].n).toBeGreaterThan(0);
    }, 60_000);

    it('writes a long journal and many uploads page by page, every one once and in order', async () => {
      const member = await registerMember(t, 'long@example.com');
      await t.sql(
        `insert into journal_entries (user_id, title, content, tags, is_private, entry_type, created_at, updated_at)
       select $1, 'Day ' || n, 'Steady run number ' || n, '[]', false, 'journal', now() - (1000 - n) * interval '1 hour', now()
         from generate_series(1, 450) n`,
        [member.id],
      );
      // Uploads stored in the same instant: pages go on by name, none twice, none left out.
      await t.sql(`insert into uploads (name, user_id, created_at) select md5(n::text) || '.webp', $1, '2026-11-01T00:00:00.123456Z' from generate_series(1, 450) n`, [member.id]);
      const res = await as(member).get('/api/community/profile/export').buffer(true);
      expect(res.status).toBe(200);
      const data = JSON.parse(res.text);
      const entries = data.journal_entries as Array<{ content: string }>;
      expect(entries).toHaveLength(450);
      expect(entries.map((e) => e.content)).toEqual(Array.from({ length: 450 }, (_, i) => `Steady run number ${i + 1}`));
      const names = (await t.sql<{ name: string }>('select name from uploads where user_id = $1 order by name', [member.id])).map((row) => `${t.config.publicUrl}/uploads/${row.name}`);
      expect(data.uploads.map((u: { url: string }) => u.url)).toEqual(names);
    });

    it('lists the earlier addresses the e-mailed links keep once the account has moved', async () => {
      const kim = await registerMember(t, 'kim-old@example.com', 'Kim Moving');
      expect((await request(t.server).post('/api/auth/password-reset').send({ email: 'kim-old@example.com' })).status).toBeLessThan(300);
      expect((await as(kim).post('/api/community/auth/email', { password: PASSWORD, email: 'kim-new@example.com' })).status).toBe(200);
      const mail = await t.mail.waitFor((m) => m.to.includes('kim-new@example.com') && m.subject === 'Confirm your new Flying@50 address');
      expect((await request(t.server).post('/api/auth/email-change/confirm').send({ token: tokenFrom(mail, '/change-email') })).status).toBe(200);

      const data = (await as(kim).get('/api/community/profile/export')).body;
      expect(data.account.email).toBe('kim-new@example.com');
      expect(data.email_addresses).toEqual({
        pending_change: null,
        other_addresses: ['kim-old@example.com'],
        links: [
          expect.objectContaining({ purpose: 'reset-password', email: 'kim-old@example.com', used_at: null }),
          expect.objectContaining({ purpose: 'change-email', email: 'kim-new@example.com', used_at: expect.stringMatching(/Z$/) }),
        ],
      });
    });

    it("gives staff their API keys, the invitations they sent and their audit actions, and never a secret", async () => {
      const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
      const setup = await as(admin).post('/api/community/auth/two-factor/setup', { password: PASSWORD });
      expect(setup.status).toBe(200);
      const on = await as(admin).post('/api/community/auth/two-factor/enable', { code: await generate({ secret: setup.body.secret }) });
      expect(on.status).toBe(200);
      admin.cookie = cookieFrom(on); // the session goes on under a new token
      const created = await as(admin).post('/api/admin/api-keys', { name: 'Newsroom script', scope: 'staff' });
      expect(created.status).toBe(201);
      const article = await request(t.server)
        .post('/api/website-content')
        .set('Authorization', `Bearer ${created.body.key}`)
        .send({ title: 'Strength Work for Runners Over 50', editorial_theme: 'Training & Performance', long_form_article: '## Why strength\n\nLoad it.' });
      expect(article.status).toBe(201);
      expect((await as(admin).post('/api/admin/invitations', { email: 'new-editor@example.com', role: 'editor' })).status).toBe(201);

      const res = await as(admin).get('/api/community/profile/export');
      expect(res.status).toBe(200);
      const data = res.body;
      expect(data.account).toMatchObject({ id: admin.id, role: 'admin', email_verified_at: expect.stringMatching(/Z$/) });
      expect(data.two_step_sign_in).toMatchObject({ enabled: true, recovery_codes_left: 10 });
      expect(data.api_keys).toEqual([
        {
          id: created.body.id,
          name: 'Newsroom script',
          scope: 'staff',
          created_at: expect.stringMatching(/Z$/),
          last_used_at: expect.stringMatching(/Z$/),
          expires_at: expect.stringMatching(/Z$/),
          revoked_at: null,
        },
      ]);
      expect(data.invitations_sent).toEqual([
        expect.objectContaining({ email: 'new-editor@example.com', role: 'editor', accepted_at: null, revoked_at: null, expires_at: expect.stringMatching(/Z$/) }),
      ]);
      // Signed in, or with their own key (the row then names the key).
      expect(data.audit_actions.map((a: { action: string; api_key_id: number | null }) => [a.action, a.api_key_id])).toEqual([
        ['invitation.accept', null],
        ['api-key.create', null],
        ['website.create', created.body.id],
        ['invitation.create', null],
      ]);
      expect(data.audit_actions[2]).toMatchObject({ subject_kind: 'website', subject_id: article.body.id, at: expect.stringMatching(/Z$/) });

      expect(answerProblems('get', '/api/community/profile/export', 200, data)).toEqual([]);
      const text = res.text;
      const [key] = await t.sql<{ key_hash: string; key_prefix: string }>('select key_hash, key_prefix from api_keys where id = $1', [created.body.id]);
      const [twoStep] = await t.sql<{ secret: string; recovery_hashes: string[] }>('select secret, recovery_hashes from two_factor_secrets where user_id = $1', [admin.id]);
      const [invitation] = await t.sql<{ token_hash: string }>(`select token_hash from staff_invitations where email = 'new-editor@example.com'`);
      const [account] = await t.sql<{ password_hash: string }>('select password_hash from users where id = $1', [admin.id]);
      const secrets = [created.body.key, key.key_hash, key.key_prefix, setup.body.secret, twoStep.secret, ...twoStep.recovery_hashes, ...on.body.recovery_codes, invitation.token_hash, account.password_hash];
      expect(secrets.filter((secret) => !secret || secret.length < 6)).toEqual([]);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }, 60_000);

    it('cuts the download of a reader who takes a part and stops reading, giving its export slot to the next', async () => {
      const member = await registerMember(t, `paused-${Date.now()}@example.com`); // unique, so a retry can register again
      // More journal than the sockets hold (8.5 kB an entry), so the export waits for its reader.
      const entries = Math.ceil(beyondSocketBuffers() / 8500);
      await t.sql(
        `insert into journal_entries (user_id, title, content, tags, is_private, entry_type) select $1, 'Day ' || n, repeat('Long steady run. ', 500), '[]', true, 'journal' from generate_series(1, $2::int) n`,
        [member.id, entries],
      );
      const controller = t.app.get(MemberDataController);
      controller.exportReaderWaitMs = 1500;
      const server = http.createServer(t.app.getHttpAdapter().getInstance());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const pausedReader = () =>
          new Promise<http.IncomingMessage>((resolve) => {
            const req = http.get({ host: '127.0.0.1', port, path: '/api/community/profile/export', headers: { Cookie: member.cookie } });
            req.on('response', (r) => r.once('data', () => (r.pause(), resolve(r))));
          });
        // Two readers take a part each and read no more (still connected): they hold both of the process's export slots.
        const paused = await Promise.all([pausedReader(), pausedReader()]);
        const since = Date.now();
        // A third download waits its turn, and is written whole once the stalled ones are cut after the wait, not when TCP gives up.
        const res = await as(member).get('/api/community/profile/export').buffer(true).timeout(20_000);
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text).journal_entries).toHaveLength(entries);
        expect(Date.now() - since).toBeGreaterThan(1000);
        // Reading on, each stalled reader finds its file cut short.
        for (const response of paused) {
          response.on('error', () => undefined);
          response.resume();
          await new Promise((resolve) => response.once('close', resolve));
          expect(response.complete).toBe(false);
        }
      } finally {
        controller.exportReaderWaitMs = 60_000;
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }, 60_000);

    it('needs a session, and is limited to ten downloads an hour', async () => {
      expect((await request(t.server).get('/api/community/profile/export')).status).toBe(401);
      const member = await registerMember(t, 'often@example.com');
      for (let i = 0; i < 10; i++) expect((await as(member).get('/api/community/profile/export')).status).toBe(200);
      const refused = await as(member).get('/api/community/profile/export');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('You have downloaded your data several times in the last hour. Please try again later.');
    });
  });
});
