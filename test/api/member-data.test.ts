import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, type Identity } from '../support/auth.js';
import { dataUrl, png } from '../support/images.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';

/** "Your data" (docs/product.md): a member downloads everything kept about them, and nothing of anyone else's. */
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
  it("gives the member their account, entries, coach replies, goals, saved reports, subscriptions and newsletter sign-up as a file", async () => {
    const entry = await as(pat).post('/api/community/journal', { content: 'Hill repeats in the rain, legs heavy but happy.', tags: ['Training'], image_url: dataUrl(await png(), 'image/png') });
    expect([entry.status, entry.body.error]).toEqual([201, undefined]);
    expect((await as(pat).post('/api/community/goals', { goal: 'Run a sub-50 10k in the spring' })).status).toBeLessThan(300);
    await eventually(async () => (await t.sql('select 1 from ai_responses where journal_entry_id = $1', [entry.body.id])).length > 0, 20_000);
    expect((await as(pat).put('/api/community/profile/upgrade')).status).toBe(200);
    const report = await insertPremium(t, { topic: 'Strength for masters runners' });
    expect((await as(pat).post('/api/community/library/save', { content_id: report, journal_entry_id: entry.body.id })).status).toBe(200);
    await t.sql(
      `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, status, amount_pence, currency, current_period_end, started_at)
       values ($1, 'sub_data', 'cus_data', 'monthly', 'active', 999, 'gbp', '2026-12-27T00:00:00Z', '2026-11-27T00:00:00Z')`,
      [pat.id],
    );
    expect((await request(t.server).post('/api/newsletter/subscribe').send({ email: 'pat@example.com' })).status).toBeLessThan(300);
    expect((await as(sam).post('/api/community/journal', { content: "Sam's swim, not Pat's business." })).status).toBe(201);

    const res = await as(pat).get('/api/community/profile/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="flying50-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body;
    expect(data).toMatchObject({ format: 'flying50-member-data/1', account: { id: pat.id, email: 'pat@example.com', name: 'Pat Runner', is_premium: true } });
    expect(data.journal_entries).toEqual([
      expect.objectContaining({ id: entry.body.id, content: 'Hill repeats in the rain, legs heavy but happy.', tags: ['Training'], is_private: false, entry_type: 'journal' }),
    ]);
    // The photo's full address: it means something away from the site (only Pat, signed in, can open it).
    expect(data.journal_entries[0].image_url).toBe(`${t.config.publicUrl}${entry.body.image_url}`);
    expect(data.coach_replies).toEqual([expect.objectContaining({ journal_entry_id: entry.body.id, reply: expect.any(String), is_pinned: false })]);
    expect(data.goals).toEqual([expect.objectContaining({ goal: 'Run a sub-50 10k in the spring', is_active: true, archived_at: null })]);
    expect(data.saved_reports).toEqual([expect.objectContaining({ premium_content_id: report, topic: 'Strength for masters runners', journal_entry_id: entry.body.id })]);
    expect(data.subscriptions).toEqual([
      { plan: 'monthly', status: 'active', amount_pence: 999, currency: 'gbp', started_at: '2026-11-27T00:00:00.000Z', current_period_end: '2026-12-27T00:00:00.000Z', cancel_at_period_end: false, ended_at: null, refunded_at: null, refunded_pence: null },
    ]);
    // The sign-up belongs to the address: shown once the account has proved it owns it (here: not yet).
    expect(data.newsletter).toBeNull();
    expect(data.sessions).toEqual([{ created_at: expect.stringMatching(/Z$/), expires_at: expect.stringMatching(/Z$/) }]);
    expect(JSON.stringify(data.sessions)).not.toContain(pat.cookie.split('=')[1]);
    expect(data.two_step_sign_in).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    await eventually(async () => (await t.sql(`select 1 from activities where user_id = $1`, [pat.id])).length > 0);
    await t.sql('update users set email_verified_at = now() where id = $1', [pat.id]); // as a password reset by e-mail does
    const again = (await as(pat).get('/api/community/profile/export')).body;
    expect(again.activity.map((a: { kind: string }) => a.kind)).toContain('UserRegistered');
    expect(again.newsletter).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(JSON.stringify(data)).not.toMatch(/Sam/);

    // Sam's file is Sam's.
    const sams = (await as(sam).get('/api/community/profile/export')).body;
    expect(sams.journal_entries.map((e: { content: string }) => e.content)).toEqual(["Sam's swim, not Pat's business."]);
    expect(sams.coach_replies.map((r: { journal_entry_id: number }) => r.journal_entry_id)).not.toContain(entry.body.id);
    expect([sams.goals, sams.saved_reports, sams.subscriptions, sams.newsletter]).toEqual([[], [], [], null]);
    // Sam's activity is Sam's alone: as many rows as the feed holds for Sam, none of Pat's.
    const samsRows = await t.sql<{ n: number }>('select count(*)::int as n from activities where user_id = $1', [sam.id]);
    expect(sams.activity).toHaveLength(samsRows[0].n);
    const patsRows = await t.sql<{ n: number }>('select count(*)::int as n from activities where user_id = $1', [pat.id]);
    expect(patsRows[0].n).toBeGreaterThan(0);
  }, 60_000);

  it('writes a long journal page by page, every entry once and in order', async () => {
    const member = await registerMember(t, 'long@example.com');
    await t.sql(
      `insert into journal_entries (user_id, title, content, tags, is_private, entry_type, created_at, updated_at)
       select $1, 'Day ' || n, 'Steady run number ' || n, '[]', false, 'journal', now() - (1000 - n) * interval '1 hour', now()
         from generate_series(1, 450) n`,
      [member.id],
    );
    const res = await as(member).get('/api/community/profile/export').buffer(true);
    expect(res.status).toBe(200);
    const entries = JSON.parse(res.text).journal_entries as Array<{ content: string }>;
    expect(entries).toHaveLength(450);
    expect(entries.map((e) => e.content)).toEqual(Array.from({ length: 450 }, (_, i) => `Steady run number ${i + 1}`));
  });

  it('needs a session, and is limited to ten downloads an hour', async () => {
    expect((await request(t.server).get('/api/community/profile/export')).status).toBe(401);
    const member = await registerMember(t, 'often@example.com');
    for (let i = 0; i < 10; i++) expect((await as(member).get('/api/community/profile/export')).status).toBe(200);
    const refused = await as(member).get('/api/community/profile/export');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('You have downloaded your data several times in the last hour. Please try again later.');
  });
});
