// A member's retried or doubled sends never store twice, two tabs never silently overwrite each other, and removing a
// report again succeeds (docs/members-api.md, "Sending again" and "Editing in two tabs"). Real PostgreSQL and Redis,
// the fake model over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/index.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { png, storedFiles } from '../support/images.js';
import { insertPremium, insertSaved } from './members-fixtures.js';

describe('member-retries', () => {
  const ENTRIES_PER_HOUR = 4;
  let openai: FakeOpenAI;
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', JOURNAL_ENTRIES_PER_HOUR: String(ENTRIES_PER_HOUR) },
    });
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
    delete: (path: string) => request(t.server).delete(path).set('Cookie', who.cookie),
  });
  const entriesOf = (who: Identity) => t.sql<{ id: number; content: string }>('select id, content from journal_entries where user_id = $1 order by id', [who.id]);
  const created = (entryId: number) =>
    t.sql<{ n: number }>(`select count(*)::int as n from outbox_events where type = 'EntryCreated' and (payload->>'entryId')::int = $1`, [entryId]);
  const replies = (entryId: number) => t.sql<{ n: number }>('select count(*)::int as n from ai_responses where journal_entry_id = $1', [entryId]);
  const modelCallsAbout = (text: string) => openai.chatBodies().filter((body) => JSON.stringify(body).includes(text)).length;

  describe('sending an entry again (client_key)', () => {
    it('answers three identical sends at once with one entry: one EntryCreated, one coach reply, one model call, one budget unit', async () => {
      const key = randomUUID();
      const body = { content: 'Tempo run by the canal, 8 km, felt smooth.', entry_type: 'user_entry', client_key: key };
      const answers = await Promise.all([1, 2, 3].map(() => as(pat).post('/api/community/journal').send(body)));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
      const ids = new Set(answers.map((res) => res.body.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      expect(answers[0].body).toMatchObject({ id, content: body.content, entry_type: 'user_entry' });
      expect(await entriesOf(pat)).toEqual([{ id, content: body.content }]);
      expect(await created(id)).toEqual([{ n: 1 }]);

      // The reply is written once, by one model call; sending again afterwards answers the entry with its reply.
      await eventually(async () => (await replies(id))[0].n === 1, 20_000);
      const again = await as(pat).post('/api/community/journal').send(body);
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id, insight_pending: false, aiResponses: [expect.objectContaining({ source: 'model' })] });
      expect(await replies(id)).toEqual([{ n: 1 }]);
      expect(modelCallsAbout('Tempo run by the canal')).toBe(1);
      expect(await entriesOf(pat)).toHaveLength(1);

      // Four sends were made with one key: one unit of the hourly budget (4) is used, three new entries still go in.
      for (const n of [1, 2, 3]) expect((await as(pat).post('/api/community/journal').send({ content: `Easy spin ${n}` })).status).toBe(201);
      expect((await as(pat).post('/api/community/journal').send({ content: 'One too many' })).status).toBe(429);
      // The key's entry is still answered once the budget is used up: it costs nothing.
      const atLimit = await as(pat).post('/api/community/journal').send(body);
      expect(atLimit.status).toBe(201);
      expect(atLimit.body.id).toBe(id);
    });

    it('keeps a retry with the same key as one entry; a different key or none is a new entry; keys are per member', async () => {
      const key = randomUUID();
      const body = { title: 'Hills', content: 'Six hill repeats.', client_key: key };
      const first = await as(sam).post('/api/community/journal').send(body);
      const retry = await as(sam).post('/api/community/journal').send(body);
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.body.id).toBe(first.body.id);
      const other = await as(sam).post('/api/community/journal').send({ ...body, client_key: randomUUID() });
      const none = await as(sam).post('/api/community/journal').send({ title: 'Hills', content: 'Six hill repeats.' });
      expect(new Set([first.body.id, other.body.id, none.body.id]).size).toBe(3);
      expect(await entriesOf(sam)).toHaveLength(3);
      // A key is the member's own: the same key from another member is that member's new entry.
      const kim = await registerMember(t, 'kim@example.com', 'Kim');
      const kims = await as(kim).post('/api/community/journal').send({ content: 'My own words', client_key: key });
      expect(kims.status).toBe(201);
      expect(kims.body.id).not.toBe(first.body.id);
      expect(kims.body.content).toBe('My own words');
    });

    it('sends a photo again (multipart) without a second entry or a second stored file', async () => {
      const member = await registerMember(t, 'photo@example.com', 'Phoebe');
      const key = randomUUID();
      const image = await png();
      const send = () =>
        as(member)
          .post('/api/community/journal')
          .field('content', 'Trail run with the club')
          .field('entry_type', 'user_entry')
          .field('client_key', key)
          .attach('image', image, { filename: 'trail.png', contentType: 'image/png' });
      const filesBefore = storedFiles(t);
      const answers = await Promise.all([send(), send()]);
      const retry = await send();
      expect([...answers, retry].map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set([...answers, retry].map((res) => res.body.id)).size).toBe(1);
      expect(new Set([...answers, retry].map((res) => res.body.image_url)).size).toBe(1);
      expect(await entriesOf(member)).toHaveLength(1);
      // Only the entry's own picture is kept (with any sizes made of it): the repeats' copies were deleted again.
      const name = String(answers[0].body.image_url).replace('/uploads/', '').replace('.webp', '');
      const added = storedFiles(t).filter((file) => !filesBefore.includes(file));
      expect(added.length).toBeGreaterThan(0);
      expect(added.filter((file) => !file.startsWith(name))).toEqual([]);
    });

    it('refuses a client_key that is not a UUID and stores nothing', async () => {
      const before = await entriesOf(sam);
      const res = await as(sam).post('/api/community/journal').send({ content: 'x', client_key: 'abc' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/client_key must be a UUID/);
      expect(await entriesOf(sam)).toEqual(before);
    });
  });

  describe('setting a goal again (client_key)', () => {
    const goals = (who: Identity) => t.sql<{ goal: string; is_active: boolean }>('select goal, is_active from goals where user_id = $1 order by id', [who.id]);

    it('stores one goal for three identical sends at once, on both routes; a new key is a new goal', async () => {
      const member = await registerMember(t, 'goals@example.com', 'Gus');
      const key = randomUUID();
      const sets = await Promise.all([1, 2, 3].map(() => as(member).post('/api/community/goals').send({ goal: 'Sub-50 10K', client_key: key })));
      expect(sets.map((res) => res.status)).toEqual([201, 201, 201]);
      expect(new Set(sets.map((res) => res.body.goal.id)).size).toBe(1);
      expect(await goals(member)).toEqual([{ goal: 'Sub-50 10K', is_active: true }]);

      const next = randomUUID();
      const archives = await Promise.all([1, 2, 3].map(() => as(member).post('/api/community/goals/archive').send({ newGoal: 'Half marathon', client_key: next })));
      expect(archives.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(archives.map((res) => res.body.goal.id)).size).toBe(1);
      expect(await goals(member)).toEqual([
        { goal: 'Sub-50 10K', is_active: false },
        { goal: 'Half marathon', is_active: true },
      ]);
      // Without a key (or with a new one) the same text is a new goal, as before.
      expect((await as(member).post('/api/community/goals').send({ goal: 'Half marathon' })).status).toBe(201);
      expect(await goals(member)).toHaveLength(3);
    });
  });

  describe('editing an entry in two tabs (expected_updated_at)', () => {
    it('refuses the older tab\'s save with 409 and changes nothing; a save naming the current version goes through', async () => {
      const member = await registerMember(t, 'tabs@example.com', 'Tab');
      const entry = (await as(member).post('/api/community/journal').send({ title: 'Long ride', content: 'Two hours out west.', tags: ['Training'] })).body;
      const opened = entry.updated_at as string;

      // Tab B saves first (only what it changed).
      const newer = await as(member).put(`/api/community/journal/${entry.id}`).send({ content: 'Two hours out west, windy.', expected_updated_at: opened });
      expect(newer.status).toBe(200);
      expect(newer.body.content).toBe('Two hours out west, windy.');
      const row = async () => (await t.sql('select title, content, tags, is_private, updated_at from journal_entries where id = $1', [entry.id]))[0];
      const before = await row();

      // Tab A, opened at the same version, saves over it.
      const stale = await as(member).put(`/api/community/journal/${entry.id}`).send({ title: 'Long ride home', expected_updated_at: opened });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        reason: 'changed_meanwhile',
        error: 'This journal entry was changed in another window or tab after you opened it. Reload to see the latest version, then make your changes again.',
      });
      expect(await row()).toEqual(before);

      // Reloading (GET the entry) gives the latest version, which a save then names.
      const latest = await as(member).get(`/api/community/journal/${entry.id}`);
      expect(latest.status).toBe(200);
      expect(latest.body).toMatchObject({ id: entry.id, content: 'Two hours out west, windy.', updated_at: newer.body.updated_at });
      const saved = await as(member).put(`/api/community/journal/${entry.id}`).send({ title: 'Long ride home', expected_updated_at: latest.body.updated_at });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ title: 'Long ride home', content: 'Two hours out west, windy.', tags: ['Training'] });
    });

    it('lets only one of two saves naming the same version through when they arrive at once', async () => {
      const member = await registerMember(t, 'race@example.com', 'Rae');
      const entry = (await as(member).post('/api/community/journal').send({ title: 'Swim', content: 'Forty lengths.' })).body;
      const answers = await Promise.all(
        ['Fifty lengths.', 'Sixty lengths.'].map((content) => as(member).put(`/api/community/journal/${entry.id}`).send({ content, expected_updated_at: entry.updated_at })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200)!;
      expect((await t.sql('select content from journal_entries where id = $1', [entry.id]))[0].content).toBe(winner.body.content);
    });

    it("answers 404 for another member's entry on GET, and a bad expected_updated_at is 400", async () => {
      const entry = (await as(pat).get('/api/community/journal')).body[0];
      const other = await as(sam).get(`/api/community/journal/${entry.id}`);
      expect(other.status).toBe(404);
      expect(other.body.error).toBe('Journal entry not found');
      const bad = await as(pat).put(`/api/community/journal/${entry.id}`).send({ content: 'x', expected_updated_at: 'yesterday' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/expected_updated_at must be the updated_at you read/);
    });
  });

  describe('removing a report from the library again', () => {
    it('succeeds again for the member who removed it, by content id and by saved report id; others still get 404', async () => {
      const member = await registerMember(t, 'reader@example.com', 'Rita');
      const first = await insertPremium(t, { topic: 'Strength after 50' });
      const second = await insertPremium(t, { topic: 'Fuelling long rides' });
      await insertSaved(t, member.id, first);
      const savedId = await insertSaved(t, member.id, second);
      const othersSaved = await insertSaved(t, sam.id, second);

      for (let i = 0; i < 2; i++) {
        const res = await as(member).delete(`/api/community/library/remove/${first}`);
        expect([res.status, res.body]).toEqual([200, { success: true }]);
      }
      for (let i = 0; i < 2; i++) {
        const res = await as(member).delete(`/api/community/journal-library/${savedId}`);
        expect([res.status, res.body]).toEqual([200, { success: true }]);
      }
      expect(await t.sql('select id from saved_reports where user_id = $1', [member.id])).toEqual([]);

      // Another member's report, or one never saved, is still 404 and stays where it is.
      for (const res of [
        await as(member).delete(`/api/community/journal-library/${othersSaved}`),
        await as(sam).delete(`/api/community/journal-library/${savedId}`),
        await as(sam).delete(`/api/community/library/remove/${first}`),
      ]) {
        expect([res.status, res.body.error]).toEqual([404, 'Saved report not found']);
      }
      expect(await t.sql('select id from saved_reports where id = $1', [othersSaved])).toEqual([{ id: othersSaved }]);
    });
  });
});
