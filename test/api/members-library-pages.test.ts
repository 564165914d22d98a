import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertEntry, insertGoal, insertPremium, insertSaved } from './members-fixtures.js';

describe('members-library-pages', () => {
  // The Library and goal history at real size (docs/architecture.md, "Lists at real size"): pages of summaries, one
  // saved report whole on demand.
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;
  const SAVED = 45;
  /** Pat's saved report ids, newest saved first (as the list orders them). */
  let newestFirst: number[];
  let linkedEntry: number;

  const call = (who: Identity, path: string) => request(t.server).get(path).set('Cookie', who.cookie);
  type Item = { id: number; premium_content: Record<string, unknown>; journal_entry: Record<string, unknown> | null };

  /** Every page of a list with `limit`, following X-Next-Cursor; the pages' items and headers. */
  async function readAll(who: Identity, path: string, key: string, limit: number) {
    const pages: Array<{ ids: number[]; total: string | undefined; next: string | undefined }> = [];
    let before: string | undefined;
    do {
      const res = await call(who, `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.status).toBe(200);
      pages.push({ ids: res.body[key].map((item: { id: number }) => item.id), total: res.headers['x-total-count'], next: res.headers['x-next-cursor'] });
      before = res.headers['x-next-cursor'];
    } while (before && pages.length < 100);
    return pages;
  }

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
    for (const member of [pat, sam]) expect((await request(t.server).put('/api/community/profile/upgrade').set('Cookie', member.cookie)).status).toBe(200);
    linkedEntry = await insertEntry(t, pat.id, { content: `Hill reps   in the rain.\n\n${'Legs heavy but strong. '.repeat(20)}` });
    for (let i = 0; i < SAVED; i++) await insertSaved(t, pat.id, await insertPremium(t, { topic: `Report ${i}` }), i === 0 ? linkedEntry : null);
    // Pairs saved in the same microsecond (ids 35 apart): the id decides their order.
    await t.sql(`update saved_reports set saved_at = now() - (id % 35) * interval '1 minute' where user_id = $1`, [pat.id]);
    newestFirst = (await t.sql<{ id: number }>('select id from saved_reports where user_id = $1 order by saved_at desc, id desc', [pat.id])).map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/community/library pages', () => {
    it('pages newest saved first with no repeat and no skip; the first page carries the count', async () => {
      const pages = await readAll(pat, '/api/community/library', 'savedContent', 20);
      expect(pages.map((p) => p.ids.length)).toEqual([20, 20, 5]);
      expect(pages.flatMap((p) => p.ids)).toEqual(newestFirst);
      expect(pages.map((p) => p.total)).toEqual([String(SAVED), undefined, undefined]);
      expect(pages[2].next).toBeUndefined();
      const first = await call(pat, '/api/community/library');
      expect(first.body.savedContent).toHaveLength(20);
      expect(first.headers['x-next-cursor']).toMatch(/^\d{4}-.*Z_\d+$/);
    });

    it('a report saved between two pages neither repeats nor pushes one out', async () => {
      const first = await call(pat, '/api/community/library?limit=10');
      await insertSaved(t, pat.id, await insertPremium(t, { topic: 'Saved meanwhile' }));
      const second = await call(pat, `/api/community/library?limit=10&before=${encodeURIComponent(first.headers['x-next-cursor'])}`);
      expect([...first.body.savedContent, ...second.body.savedContent].map((s: Item) => s.id)).toEqual(newestFirst.slice(0, 20));
      await t.sql(`delete from saved_reports where premium_content_id in (select id from premium_content where topic = 'Saved meanwhile')`);
    });

    it('items are summaries: what a card shows, never the report text or the whole entry', async () => {
      const res = await call(pat, `/api/community/library?limit=${SAVED}`);
      expect(res.text).not.toContain('A short fixture article');
      const linked = res.body.savedContent.find((s: Item) => s.journal_entry);
      expect(linked).toEqual({
        id: newestFirst.find((id) => id === linked.id),
        saved_at: expect.stringMatching(/Z$/),
        premium_content: {
          id: expect.any(Number),
          topic: 'Report 0',
          editorial_theme: 'Training & Performance',
          editorial_week: 2,
          subtitle: 'Two sessions a week',
          theme: 'Training & Performance',
          locked: false,
        },
        // White space runs made single, cut after 101 characters (the card shows 100 and an ellipsis).
        journal_entry: { id: linkedEntry, excerpt: `Hill reps in the rain. ${'Legs heavy but strong. '.repeat(20)}`.slice(0, 101), created_at: expect.stringMatching(/Z$/) },
      });
      const journalLibrary = await call(pat, '/api/community/journal-library?limit=5');
      expect(journalLibrary.body.journalSavedReports.map((s: Item) => s.id)).toEqual([linked.id]);
      expect(journalLibrary.headers['x-total-count']).toBe('1');
    });

    it('refuses a bad limit or cursor with 400', async () => {
      for (const query of ['limit=0', 'limit=51', 'limit=abc', 'before=yesterday', 'before=2026-11-23T10:00:00Z_0', 'limit=5&before=%7Eabc_1']) {
        for (const path of ['/api/community/library', '/api/community/journal-library', '/api/community/goals/history']) {
          const res = await call(pat, `${path}?${query}`);
          expect({ path, query, status: res.status }).toEqual({ path, query, status: 400 });
          expect(res.body.error).toMatch(/^(limit must be a whole number from 1 to 50|before must be the X-Next-Cursor)/);
        }
      }
    });
  });

  describe('GET /api/community/library?theme=', () => {
    it('lists one theme, paged and counted on the server; the theme follows an edit of the report', async () => {
      const pages = await readAll(pat, `/api/community/library?theme=${encodeURIComponent('training & performance')}`, 'savedContent', 20);
      expect(pages.flatMap((p) => p.ids)).toEqual(newestFirst);
      expect(pages[0].total).toBe(String(SAVED));
      // Saved through the API: its theme is stored with it.
      // No declared theme: the topic places it (premium's themeOf).
      const recovery = await insertPremium(t, { topic: 'Recovery weeks for masters', editorial_theme: null });
      expect((await request(t.server).post(`/api/community/library/save/${recovery}`).set('Cookie', pat.cookie)).status).toBe(200);
      const themed = await call(pat, `/api/community/library?theme=${encodeURIComponent('Recovery & Health')}`);
      expect(themed.body.savedContent.map((s: Item) => s.premium_content)).toEqual([expect.objectContaining({ id: recovery, theme: 'Recovery & Health' })]);
      expect(themed.headers['x-total-count']).toBe('1');
      expect((await call(pat, `/api/community/library?theme=${encodeURIComponent('Gear & Tech')}`)).body).toEqual({ savedContent: [] });
      // An editor's new topic moves it to Gear & Tech (PremiumUpdated): the members' libraries follow.
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie');
      const edit = await request(t.server).put(`/api/premium-content/${recovery}`).set('Cookie', editor.cookie).send({ topic: 'Gear for open water' });
      expect({ status: edit.status, body: edit.status === 200 ? null : edit.body }).toEqual({ status: 200, body: null });
      await t.flushOutbox();
      await eventually(async () => (await call(pat, `/api/community/library?theme=${encodeURIComponent('Gear & Tech')}`)).body.savedContent.length === 1);
      expect((await call(pat, `/api/community/library?theme=${encodeURIComponent('Recovery & Health')}`)).headers['x-total-count']).toBe('0');
      await t.sql('delete from saved_reports where premium_content_id = $1', [recovery]);
    });

    it('refuses a theme that is none of the six with 400', async () => {
      const res = await call(pat, '/api/community/library?theme=Knitting');
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Unknown editorial theme "Knitting". Use one of: Training & Performance/);
    });
  });

  describe('GET /api/community/library/{id}', () => {
    it('reads one saved report whole for its owner (report text, the whole entry); another member gets 404 and no text', async () => {
      const [linked] = await t.sql<{ id: number }>('select id from saved_reports where journal_entry_id = $1', [linkedEntry]);
      const res = await call(pat, `/api/community/library/${linked.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: linked.id,
        premium_content: { topic: 'Report 0', long_form_article: '## Why strength\n\nA short fixture article.', locked: false },
        journal_entry: { id: linkedEntry, content: expect.stringContaining('Legs heavy but strong. Legs heavy but strong. Legs heavy but strong. Legs heavy but strong.') },
      });
      for (const [who, id] of [[sam, linked.id], [pat, 424242]] as const) {
        const other = await call(who, `/api/community/library/${id}`);
        expect(other.status).toBe(404);
        expect(other.body.error).toBe('Saved report not found');
        expect(other.text).not.toContain('fixture article');
      }
      expect((await call(pat, '/api/community/library/abc')).status).toBe(400);
    });
  });

  describe('GET /api/community/goals/history pages', () => {
    it('pages every goal newest first, with the count on the first page', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) ids.push(await insertGoal(t, sam.id, `Goal ${i}`));
      await t.sql(`update goals set created_at = now() - (id % 7) * interval '1 day' where user_id = $1`, [sam.id]);
      const order = (await t.sql<{ id: number }>('select id from goals where user_id = $1 order by created_at desc, id desc', [sam.id])).map((r) => r.id);
      const pages = await readAll(sam, '/api/community/goals/history', 'goals', 10);
      expect(pages.map((p) => p.ids.length)).toEqual([10, 10, 5]);
      expect(pages.flatMap((p) => p.ids)).toEqual(order);
      expect(pages.map((p) => p.total)).toEqual(['25', undefined, undefined]);
      expect((await call(pat, '/api/community/goals/history')).body).toEqual({ goals: [] });
    });

    it('?month= lists only the goals held during that calendar month, in the time zone asked', async () => {
      const lee = await registerMember(t, 'lee@example.com', 'Lee');
      // Each goal's [set, archived) in UTC. New York is 4 hours behind on 1 November at midnight.
      const held: Array<[string, string, string | null]> = [
        ['Before October', '2026-08-01T10:00:00Z', '2026-09-30T12:00:00Z'],
        ['Into October', '2026-09-30T12:00:00Z', '2026-10-10T09:00:00Z'],
        ['Mid October', '2026-10-10T09:00:00Z', '2026-11-01T02:00:00Z'],
        ['Since November', '2026-11-01T02:00:00Z', null],
      ];
      const id: Record<string, number> = {};
      for (const [goal, set, archived] of held) {
        const [row] = await t.sql<{ id: number }>('insert into goals (user_id, goal, is_active, created_at, archived_at) values ($1, $2, $3, $4, $5) returning id', [lee.id, goal, archived === null, set, archived]);
        id[goal] = row.id;
      }
      const goalsOf = async (query: string) => {
        const res = await call(lee, `/api/community/goals/history?${query}`);
        expect(res.status).toBe(200);
        return { goals: res.body.goals.map((g: { goal: string }) => g.goal), total: res.headers['x-total-count'] };
      };
      expect(await goalsOf('month=2026-10')).toEqual({ goals: ['Mid October', 'Into October'], total: '2' });
      // In New York, 'Since November' was set on 31 October at 22:00, and 'Mid October' archived then.
      expect(await goalsOf('month=2026-10&tz=America/New_York')).toEqual({ goals: ['Since November', 'Mid October', 'Into October'], total: '3' });
      expect(await goalsOf('month=2026-11')).toEqual({ goals: ['Since November', 'Mid October'], total: '2' });
      expect(await goalsOf('month=2026-11&tz=America/New_York')).toEqual({ goals: ['Since November'], total: '1' });
      expect(await goalsOf('month=2026-09')).toEqual({ goals: ['Into October', 'Before October'], total: '2' });
      expect(await goalsOf('month=2026-07')).toEqual({ goals: [], total: '0' });
      expect(await goalsOf('month=2027-01')).toEqual({ goals: ['Since November'], total: '1' });
      // Paged as the whole history is.
      const pages = await readAll(lee, '/api/community/goals/history?month=2026-10&tz=America/New_York', 'goals', 2);
      expect(pages.map((p) => p.ids)).toEqual([[id['Since November'], id['Mid October']], [id['Into October']]]);
      // Another member's goals are never in it.
      expect(await goalsOf('month=2026-10').then((r) => r.goals)).not.toContain('Goal 0');
      for (const query of ['month=2026-13', 'month=2026-1', 'month=0000-06', 'month=2026-10&tz=Mars/Base', 'month=2026-10&tz=../etc']) {
        const res = await call(lee, `/api/community/goals/history?${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
        expect(res.body.error).toMatch(/^(month must be a month written YYYY-MM|tz must be a time zone name)/);
      }
    });
  });

  describe('at real size', () => {
    it('a page is read from the member\'s index, never by sorting the library (EXPLAIN)', async () => {
      // Sam gets 1,500 saved reports (and Pat's 45): the planner then has a real choice between the index and a sort.
      await t.sql(`insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, tags, day_number)
      select 'Bulk ' || n, 's', 2, 'Training & Performance', 'published', '{}', repeat('Body text ', 600), 'd', 's', '[]', '{}', '[]', 1 from generate_series(1, 1500) n`);
      await t.sql(`insert into saved_reports (user_id, premium_content_id, saved_at) select $1, id, now() - random() * interval '900 days' from premium_content where topic like 'Bulk %'`, [sam.id]);
      await t.sql('analyze saved_reports');
      const plan = async (sql: string, params: unknown[]) =>
        (await t.sql<Record<string, string>>(`explain ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
      const page = await plan(
        `select s.id from saved_reports s left join journal_entries j on j.id = s.journal_entry_id and j.user_id = s.user_id
        where s.user_id = $1 and (s.saved_at, s.id) < (now(), 2147483647) order by s.saved_at desc, s.id desc limit 21`,
        [sam.id],
      );
      expect(page).toMatch(/Index Scan using saved_reports_user_saved_index on saved_reports/);
      expect(page).not.toMatch(/Sort/);
      const goals = await plan('select id from goals where user_id = $1 order by created_at desc, id desc limit 21', [sam.id]);
      expect(goals).toMatch(/goals_user_created_index/);
      expect(goals).not.toMatch(/Sort/);
      // Sam's first page is 20 summaries: a few KB, where the whole library with its texts was megabytes.
      const res = await call(sam, '/api/community/library');
      expect(res.headers['x-total-count']).toBe('1500');
      expect(res.text.length).toBeLessThan(10_000);
    });
  });
});
