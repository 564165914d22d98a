import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { rowsRead } from '../support/rows-read.js';
import { CoachReplyJobs } from '../../backend/src/modules/insights/jobs/coach-reply.job.js';
import { WeeklySummaries } from '../../backend/src/modules/insights/jobs/weekly-summaries.job.js';
import { PINNED_ENTRIES_SQL } from '../../backend/src/modules/insights/queries/entry-replies.queries.js';

/** Issue 20: the journal list pages with a cursor, searches and filters in PostgreSQL, and stays small at any size. */
describe('journal-paging', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat-pages@example.com', 'Pat');
    sam = await registerMember(t, 'sam-pages@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Entry {
    id: number;
    title: string;
    content: string;
    tags: string[];
    is_private: boolean;
    entry_type: string;
    created_at: string;
  }

  const get = (who: Identity, query = '') => request(t.server).get(`/api/community/journal${query}`).set('Cookie', who.cookie);

  /** Every page from the first on, following X-Next-Cursor. */
  async function allPages(who: Identity, query = '', between?: (page: number) => Promise<void>): Promise<Entry[][]> {
    const pages: Entry[][] = [];
    let cursor: string | undefined;
    do {
      const sep = query ? '&' : '?';
      const res = await get(who, cursor ? `${query}${sep}before=${encodeURIComponent(cursor)}` : query);
      expect(res.status).toBe(200);
      pages.push(res.body as Entry[]);
      cursor = res.headers['x-next-cursor'];
      if (between) await between(pages.length);
    } while (cursor && pages.length < 400);
    return pages;
  }

  /** Entries for a member by SQL, one a day back from `from` (newest first by id order of the rows made). */
  async function insertDaily(userId: number, count: number, from = '2026-06-30T08:00:00Z', values: { title?: string; content?: string; private?: boolean } = {}) {
    return t.sql<{ id: number }>(
      `insert into journal_entries (user_id, title, content, tags, is_private, created_at, updated_at)
     select $1, $2 || ' ' || g, $3 || ' number ' || g, '["Training"]', $4, $5::timestamptz - (g || ' days')::interval, $5::timestamptz - (g || ' days')::interval
     from generate_series(1, $6) g returning id`,
      [userId, values.title ?? 'Daily note', values.content ?? 'Steady session', values.private ?? false, from, count],
    );
  }

  describe('paging', () => {
    it('answers the newest page with X-Next-Cursor and X-Total-Count, and each entry once across the pages', async () => {
      const member = await registerMember(t, 'paging-one@example.com', 'Lee');
      const ids = (await insertDaily(member.id, 45)).map((row) => row.id);
      const first = await get(member);
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe('45');
      expect(first.headers['x-next-cursor']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d+$/);
      const pages = await allPages(member);
      expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
      const seen = pages.flat().map((entry) => entry.id);
      expect(seen).toEqual(ids); // generate_series 1..45 goes back in time: the same order as newest first
      const second = await get(member, `?before=${encodeURIComponent(first.headers['x-next-cursor'])}`);
      expect(second.headers['x-total-count']).toBeUndefined();
      const small = await get(member, '?limit=7');
      expect(small.body).toHaveLength(7);
      expect((await get(member, '?limit=50')).body).toHaveLength(45);
    });

    it('shows each entry once while entries are added between pages (newer ones on a fresh first page)', async () => {
      const member = await registerMember(t, 'paging-two@example.com', 'Kim');
      const old = (await insertDaily(member.id, 30)).map((row) => row.id);
      // Entries written by the API and by SQL while the member pages, some at exactly the same instant.
      const added: number[] = [];
      const pages = await allPages(member, '?limit=8', async (page) => {
        if (page > 2) return;
        const res = await request(t.server).post('/api/community/journal').set('Cookie', member.cookie).send({ title: `New ${page}`, content: 'Written while paging' });
        added.push(res.body.id);
        const rows = await t.sql<{ id: number }>(
          `insert into journal_entries (user_id, title, content, created_at) select $1, 'Same instant', 'x', '2026-06-20T08:00:00Z' from generate_series(1, 3) returning id`,
          [member.id],
        );
        added.push(...rows.map((row) => row.id));
      });
      const seen = pages.flat().map((entry) => entry.id);
      expect(new Set(seen).size).toBe(seen.length); // no entry twice
      for (const id of old) expect(seen).toContain(id); // no older entry skipped
      const fresh = (await allPages(member, '?limit=8')).flat().map((entry) => entry.id);
      expect(new Set(fresh)).toEqual(new Set([...old, ...added]));
      expect(fresh).toHaveLength(old.length + added.length);
    });

    it('breaks ties of the same instant by id, down to the microsecond', async () => {
      const member = await registerMember(t, 'paging-ties@example.com', 'Ray');
      const rows = await t.sql<{ id: number }>(
        `insert into journal_entries (user_id, title, content, created_at)
       select $1, 't', 'x', '2026-03-01T10:00:00.123456Z'::timestamptz + (case when g % 2 = 0 then interval '1 microsecond' else interval '0' end)
       from generate_series(1, 9) g returning id`,
        [member.id],
      );
      const seen = (await allPages(member, '?limit=2')).flat().map((entry) => entry.id);
      const evens = rows.filter((_, i) => (i + 1) % 2 === 0).map((row) => row.id).reverse();
      const odds = rows.filter((_, i) => (i + 1) % 2 === 1).map((row) => row.id).reverse();
      expect(seen).toEqual([...evens, ...odds]);
    });

    it('keeps every answer under 100 KB however long the entries are (fewer entries, with a cursor)', async () => {
      const member = await registerMember(t, 'paging-long@example.com', 'Max');
      const long = '🏃 Über-long entry, é and 日本. '.repeat(330).slice(0, 10_000);
      await insertDaily(member.id, 25, '2026-06-30T08:00:00Z', { content: long });
      const sizes: number[] = [];
      let cursor: string | undefined;
      let count = 0;
      do {
        const res = await get(member, `?limit=50${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`).set('Accept-Encoding', 'identity');
        sizes.push(Buffer.byteLength(res.text));
        count += res.body.length;
        cursor = res.headers['x-next-cursor'];
      } while (cursor);
      expect(count).toBe(25);
      expect(Math.max(...sizes)).toBeLessThan(100 * 1024);
      expect(sizes.length).toBeGreaterThan(2);
    });

    it.each([
      ['?limit=0', 'limit must be a whole number from 1 to 50.'],
      ['?limit=51', 'limit must be a whole number from 1 to 50.'],
      ['?limit=ten', 'limit must be a whole number from 1 to 50.'],
      ['?before=yesterday', 'before must be the X-Next-Cursor of the page before'],
      ['?before=2026-13-45T10:00:00Z_4', 'before must be the X-Next-Cursor of the page before'],
      ['?before=2026-02-30T07:15:00.123456Z_4', 'before must be the X-Next-Cursor of the page before'], // Date.parse: March 2
      ['?before=2026-04-31T07:15:00Z_4', 'before must be the X-Next-Cursor of the page before'],
      ['?before=0000-01-01T00:00:00Z_4', 'before must be the X-Next-Cursor of the page before'], // no year 0 in PostgreSQL
      ['?tag=Cycling', 'tag must be one of Training, Mindset, Nutrition, Race Day, Recovery, Life Balance.'],
      ['?privacy=secret', 'privacy must be private or public.'],
      ['?pinned=yes', 'pinned must be true or false.'],
      ['?summaries=0', 'summaries must be true or false.'],
      ['?month=2026-13', 'month must be a month written YYYY-MM, e.g. 2026-11.'],
      ['?month=0000-12', 'month must be a month written YYYY-MM, e.g. 2026-11.'],
      ['?month=2026-11&tz=Mars/Olympus_Mons', 'tz must be a time zone name such as Europe/London or America/New_York.'],
      ['?month=2026-11&tz=%27;drop', 'tz must be a time zone name such as Europe/London or America/New_York.'],
      [`?q=${'x'.repeat(101)}`, 'q must be text of at most 100 characters.'],
      ['?user_id=2', 'Unknown field "user_id"'],
    ])('refuses %s with 400 and a clear message', async (query, message) => {
      const res = await get(pat, query);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    });

    it('needs a session', async () => {
      expect((await request(t.server).get('/api/community/journal?limit=5')).status).toBe(401);
      expect((await request(t.server).get('/api/community/journal/months')).status).toBe(401);
    });
  });

  describe('search and filters in PostgreSQL', () => {
    let patIds: Record<string, number>;

    beforeAll(async () => {
      const write = async (who: Identity, body: Record<string, unknown>) => {
        const res = await request(t.server).post('/api/community/journal').set('Cookie', who.cookie).send(body);
        expect(res.status).toBe(201);
        return res.body.id as number;
      };
      patIds = {
        hills: await write(pat, { title: 'Hill repeats', content: 'Six climbs on the tempo loop, legs burning.', tags: ['Training'] }),
        secret: await write(pat, { title: 'Knee worry', content: 'A private note about the physio and the tempo run.', tags: ['Recovery'], is_private: true }),
        race: await write(pat, { title: 'Parkrun', content: 'A personal best at the parkrun.', tags: ['Race Day', 'Mindset'] }),
      };
      await write(sam, { title: 'Sam tempo', content: 'Tempo run along the river with the club.', tags: ['Training'] });
      await write(sam, { title: 'Sam private', content: 'Secret tempo thoughts: zanzibar.', tags: ['Training'], is_private: true });
    });

    const ids = async (who: Identity, query: string) => ((await get(who, query)).body as Entry[]).map((entry) => entry.id);

    it('finds only the member\'s own entries: never another member\'s, never another member\'s private one', async () => {
      expect(new Set(await ids(pat, '?q=tempo'))).toEqual(new Set([patIds.hills, patIds.secret])); // own private entry included
      const sams = await ids(sam, '?q=tempo');
      expect(sams).toHaveLength(2);
      for (const id of Object.values(patIds)) expect(sams).not.toContain(id);
      expect(await ids(pat, '?q=zanzibar')).toEqual([]);
      expect(await ids(pat, '?q=river')).toEqual([]);
    });

    it('matches word beginnings and stems in title, text and tags; every word must match', async () => {
      expect(await ids(pat, '?q=hill')).toEqual([patIds.hills]); // 'Hill' in the title
      expect(await ids(pat, '?q=climbing')).toEqual([patIds.hills]); // stem of 'climbs'
      expect(await ids(pat, '?q=Burn')).toEqual([patIds.hills]); // start of 'burning'
      expect(await ids(pat, '?q=race%20day')).toEqual([patIds.race]); // a tag
      expect(await ids(pat, '?q=tempo%20physio')).toEqual([patIds.secret]);
      expect(await ids(pat, '?q=tempo%20parkrun')).toEqual([]);
      const res = await get(pat, '?q=tempo');
      expect(res.headers['x-total-count']).toBe('2');
    });

    it('filters by tag, privacy and pinned replies, and pages the same way', async () => {
      expect(await ids(pat, '?tag=Race%20Day')).toEqual([patIds.race]);
      expect(await ids(pat, '?privacy=private')).toEqual([patIds.secret]);
      expect(new Set(await ids(pat, '?privacy=public'))).toEqual(new Set([patIds.hills, patIds.race]));
      expect(await ids(pat, '?privacy=private&q=hill')).toEqual([]);
      const paged = (await allPages(pat, '?privacy=public&limit=1')).flat().map((entry) => entry.id);
      expect(paged).toEqual([patIds.race, patIds.hills]);

      // The coach reply the insights queue writes for every entry, pinned through the API.
      const reply = await eventually(async () => (await t.sql<{ id: number }>('select id from ai_responses where journal_entry_id = $1', [patIds.hills]))[0], 20_000);
      expect((await request(t.server).post(`/api/community/insights/pin/${reply.id}`).set('Cookie', pat.cookie).send({})).status).toBe(200);
      const pinned = await get(pat, '?pinned=true');
      expect(pinned.body.map((entry: Entry) => entry.id)).toEqual([patIds.hills]);
      expect(pinned.body[0].aiResponses[0]).toMatchObject({ id: reply.id, is_pinned: true });
      expect(await ids(sam, '?pinned=true')).toEqual([]);
    });

    it('finds a member\'s pinned replies among 600 without reading the others', async () => {
      const member = await registerMember(t, 'many-replies@example.com', 'Ria');
      const entries = await insertDaily(member.id, 600);
      await t.sql(
        `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone, is_pinned, pinned_at)
       select $1, id, 'A reply', 'rules', 'encouraging', id = any($2::int[]), case when id = any($2::int[]) then now() end
         from journal_entries where user_id = $1`,
        [member.id, [entries[10].id, entries[500].id]],
      );
      await t.sql('analyze ai_responses');
      expect(new Set(await ids(member, '?pinned=true'))).toEqual(new Set([entries[10].id, entries[500].id]));
      // Before ai_responses_pinned_index: every one of the member's 600 replies, through ai_responses_user_index.
      expect(await rowsRead(t, PINNED_ENTRIES_SQL.replace('$1', String(member.id)), 'ai_responses')).toBeLessThanOrEqual(2);
    });

    it('filters by calendar month in the member\'s time zone, and counts the months', async () => {
      const member = await registerMember(t, 'months@example.com', 'Mo');
      await t.sql(
        `insert into journal_entries (user_id, title, content, created_at, entry_type) values
        ($1, 'late', 'Late on the last day of November, London time', '2026-11-30T23:30:00Z', 'journal'),
        ($1, 'mid', 'Mid November', '2026-11-15T12:00:00Z', 'journal'),
        ($1, 'summary', 'A weekly summary', '2026-11-16T12:00:00Z', 'weekly_summary'),
        ($1, 'oct', 'October', '2026-10-02T12:00:00Z', 'journal')`,
        [member.id],
      );
      const titles = async (query: string) => ((await get(member, query)).body as Entry[]).map((entry) => entry.title);
      expect(await titles('?month=2026-11&tz=Europe/London')).toEqual(['late', 'summary', 'mid']);
      expect(await titles('?month=2026-11&tz=Europe/Helsinki&summaries=false')).toEqual(['mid']); // 01:30 on 1 December there
      expect(await titles('?month=2026-12&tz=Europe/Helsinki')).toEqual(['late']);
      expect(await titles('?month=2026-11')).toEqual(['late', 'summary', 'mid']); // UTC

      const months = await request(t.server).get('/api/community/journal/months?tz=Europe/Helsinki&summaries=false').set('Cookie', member.cookie);
      expect(months.status).toBe(200);
      expect(months.body).toEqual([
        { month: '2026-12', count: 1 },
        { month: '2026-11', count: 1 },
        { month: '2026-10', count: 1 },
      ]);
      const all = await request(t.server).get('/api/community/journal/months').set('Cookie', member.cookie);
      expect(all.body).toEqual([
        { month: '2026-11', count: 3 },
        { month: '2026-10', count: 1 },
      ]);
      const bad = await request(t.server).get('/api/community/journal/months?tz=Nowhere/Atall').set('Cookie', member.cookie);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('tz must be a time zone name such as Europe/London or America/New_York.');
    });
  });

  describe('at real size: 5,000 entries (and last week\'s summary)', () => {
    let big: Identity;

    beforeAll(async () => {
      big = await registerMember(t, 'five-thousand@example.com', 'Jo');
      const neighbour = await registerMember(t, 'neighbour@example.com', 'Al');
      const words = ['steady', 'tempo', 'hills', 'intervals', 'recovery', 'long ride', 'swim drills', 'strength'];
      for (const who of [big, neighbour]) {
        await t.sql(
          `insert into journal_entries (user_id, title, content, tags, created_at, updated_at)
         select $1, 'Day ' || g, 'Session ' || g || ': ' || ($2::text[])[1 + g % 8] || ' with notes about pacing, fuelling, sleep and how the legs felt afterwards. '
           || repeat('More thoughts on the week and the plan ahead. ', 4), '["Training"]',
           now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
         from generate_series(1, 5000) g`,
          [who.id, words],
        );
      }
      await t.sql(`update journal_entries set content = content || ' Spotted a kingfisher by the weir.' where user_id = $1 and title = 'Day 4321'`, [big.id]);
      await t.sql(`update journal_entries set content = content || ' Another kingfisher.' where user_id = $1 and title = 'Day 17'`, [neighbour.id]);
      // As the app itself has it (its own runs would do this in the middle of a test): last week summarised (the hourly
      // run: one more entry each, a weekly summary) and the coach's replies to the last two days' entries written (the
      // minute's backstop, 50 at a time).
      // (Counted for these two: another test's member, with an entry on 30 November, has a last week of their own in the
      // week that holds it, so the run's total depends on today's date.)
      await t.app.get(WeeklySummaries).run();
      const summarised = await t.sql<{ user_id: number }>(`select user_id from journal_entries where entry_type = 'weekly_summary' and user_id = any($1::int[])`, [[big.id, neighbour.id]]);
      expect(summarised.map((row) => row.user_id).sort((a, b) => a - b)).toEqual([big.id, neighbour.id].sort((a, b) => a - b));
      while ((await t.app.get(CoachReplyJobs).backstop()) > 0);
      await t.sql('analyze journal_entries');
    });

    it('answers the first and a deep page under 100 KB', async () => {
      const first = await get(big).set('Accept-Encoding', 'identity');
      expect(first.body).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe('5001');
      const written = (first.body as Array<Entry & { aiResponses: unknown[] }>).filter((entry) => entry.entry_type === 'journal');
      expect(written.length).toBeGreaterThanOrEqual(19);
      expect(written.every((entry) => entry.aiResponses.length === 1)).toBe(true);
      expect(Buffer.byteLength(first.text)).toBeLessThan(100 * 1024);
      const deep = await get(big, `?limit=50&before=${encodeURIComponent(new Date(Date.now() - 4990 * 3_600_000).toISOString())}_1`).set('Accept-Encoding', 'identity');
      expect(deep.status).toBe(200);
      expect(deep.body.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(deep.text)).toBeLessThan(100 * 1024);
    });

    it('finds an entry by a word among the member\'s own entries only', async () => {
      const res = await get(big, '?q=kingfisher');
      expect(res.body.map((entry: Entry) => entry.title)).toEqual(['Day 4321']);
      // The work does not grow with other members' journals: the plan reads through an index, either the full-text one or
      // the member's own (user_id, created_at) one (a plan, not a wall-clock time, so a busy machine cannot fail it;
      // npm run bench -- lists measures the time).
      await t.sql('analyze journal_entries');
      const plan = await t.sql<{ 'QUERY PLAN': string }>(
        `explain select id from journal_entries where user_id = $1 and search_vector @@ to_tsquery('english', 'kingfisher:*')
        order by created_at desc, id desc limit 21`,
        [big.id],
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).not.toMatch(/Seq Scan/);
      expect(text).toMatch(/journal_entries_search_index|Index Cond: \(user_id = /);
      // And a word every entry has: still one page, counted by a count query.
      const common = await get(big, '?q=pacing');
      expect(common.body).toHaveLength(20);
      expect(common.headers['x-total-count']).toBe('5000');
    });

    it('plans the search on an index (never a scan of the whole table)', async () => {
      const [plan] = await t.sql<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select j.id from journal_entries j where j.user_id = $1
        and (numnode(to_tsquery('english', 'kingfisher:*')) = 0 or j.search_vector @@ to_tsquery('english', 'kingfisher:*'))
        order by j.created_at desc, j.id desc limit 21`,
        [big.id],
      );
      const text = JSON.stringify(plan['QUERY PLAN']);
      expect(text).not.toContain('"Seq Scan"');
      expect(text).toMatch(/journal_entries_(search|user_created)_index/);
    });
  });
});
