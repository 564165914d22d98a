import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { answerProblems } from '../support/openapi-answers.js';
import { themeOf } from '../../backend/src/modules/premium/premium-themes.js';

/**
 * Issue 20, the premium list at real size: GET /api/premium-content and /archived page newest first with a cursor and
 * answer summaries (no report text), theme and search run in PostgreSQL, and "select all" deletes the server's set.
 */
describe('premium-lists', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;
  const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d+$/;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'free-reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (who: Identity, path: string) => request(t.server).get(path).set('Cookie', who.cookie);
  const enc = encodeURIComponent;

  /** Premium items by SQL, one an hour back from `from` (all at the same instant when `sameInstant`), newest first. */
  async function insertItems(count: number, values: { theme?: string | null; topic?: string; status?: string; from?: string; sameInstant?: boolean } = {}): Promise<number[]> {
    const rows = await t.sql<{ id: number }>(
      `insert into premium_content (topic, subtitle, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines,
       repurposed_formats, tags, created_at, updated_at)
     select $1::text || ' ' || g, 'A subtitle', $2::text, $3::text, '{"coverImage": "https://images.example/c.jpg", "inlineVisual1": "https://images.example/1.jpg"}',
            repeat('The whole report. ', 400), 'A deck.', 'The TL;DR.', '["A headline"]', '{"socialMediaPost": "A post"}', '[]',
            $4::timestamptz - case when $5::boolean then interval '0' else (g || ' hours')::interval end, now()
       from generate_series(1, $6::int) g order by g returning id`,
      [values.topic ?? 'Premium list item', values.theme === undefined ? 'Gear & Tech' : values.theme, values.status ?? 'draft', values.from ?? '2026-10-01T08:00:00Z', values.sameInstant ?? false, count],
    );
    return rows.map((row) => Number(row.id));
  }

  async function allPages(who: Identity, path: string, between?: () => Promise<void>): Promise<Array<Array<{ id: number }>>> {
    const pages: Array<Array<{ id: number }>> = [];
    let cursor: string | undefined;
    do {
      const res = await get(who, cursor ? `${path}${path.includes('?') ? '&' : '?'}before=${enc(cursor)}` : path);
      expect(res.status).toBe(200);
      if (cursor) expect(res.headers['x-total-count']).toBeUndefined();
      pages.push(res.body);
      cursor = res.headers['x-next-cursor'];
      if (between) await between();
    } while (cursor && pages.length < 100);
    return pages;
  }

  describe('GET /api/premium-content and /archived', () => {
    it('page newest first with X-Next-Cursor and X-Total-Count, as summaries without the report text', async () => {
      await t.sql('delete from premium_content');
      const ids = await insertItems(45, { theme: 'Racing & Strategy', topic: 'Pacing plan' });
      const archived = await insertItems(23, { theme: 'Racing & Strategy', topic: 'Old pacing plan', status: 'archived', from: '2026-09-01T08:00:00Z' });
      const first = await get(editor, `/api/premium-content?theme=${enc('Racing & Strategy')}`);
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(20);
      expect(first.headers['x-total-count']).toBe('45');
      expect(first.headers['x-next-cursor']).toMatch(CURSOR);
      expect(first.body[0]).toEqual({
        id: ids[0],
        topic: 'Pacing plan 1',
        subtitle: 'A subtitle',
        editorial_week: null,
        editorial_theme: 'Racing & Strategy',
        status: 'draft',
        created_at: '2026-10-01T07:00:00.000Z',
        updated_at: expect.any(String),
        generated_images: { coverImage: 'https://images.example/c.jpg' },
        apple_news_deck: 'A deck.',
        headlines: ['A headline'],
        tags: [],
        day_number: null,
        theme: 'Racing & Strategy',
        locked: false,
      });
      expect(first.text).not.toContain('The whole report.');
      expect(first.text).not.toContain('The TL;DR.');
      expect(first.text.length).toBeLessThan(20_000);
      expect(answerProblems('get', '/api/premium-content', 200, first.body)).toEqual([]);
      const pages = await allPages(editor, `/api/premium-content?theme=${enc('Racing & Strategy')}`);
      expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
      expect(pages.flat().map((item) => item.id)).toEqual(ids);
      expect((await get(editor, `/api/premium-content/${ids[0]}`)).body.long_form_article).toContain('The whole report.');

      const old = await allPages(editor, '/api/premium-content/archived?limit=10');
      expect(old.map((page) => page.length)).toEqual([10, 10, 3]);
      expect(old.flat().map((item) => item.id)).toEqual(archived);
      expect((await get(editor, '/api/premium-content/archived')).headers['x-total-count']).toBe('23');
    });

    it('shows each item once while items are written between pages, also several in the same microsecond', async () => {
      const old = await insertItems(25, { theme: 'Mindset & Motivation', sameInstant: true, from: '2026-08-01T08:00:00Z' });
      const added: number[] = [];
      const pages = await allPages(editor, `/api/premium-content?theme=${enc('Mindset & Motivation')}&limit=7`, async () => {
        added.push(...(await insertItems(2, { theme: 'Mindset & Motivation', from: new Date().toISOString(), sameInstant: true })));
        added.push(...(await insertItems(1, { theme: 'Mindset & Motivation', from: '2026-08-01T08:00:00Z', sameInstant: true, topic: 'Late twin' })));
      });
      const seen = pages.flat().map((item) => item.id);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of old) expect(seen).toContain(id);
      const fresh = await get(editor, `/api/premium-content?theme=${enc('Mindset & Motivation')}&limit=50`);
      expect(Number(fresh.headers['x-total-count'])).toBe(old.length + added.length);
    });

    it('members page the published items only, each locked without premium; bad paging is a 400', async () => {
      const published = await insertItems(3, { theme: 'Nutrition & Fueling', topic: 'Fuel for long rides', status: 'published', from: '2026-11-01T08:00:00Z' });
      await insertItems(2, { theme: 'Nutrition & Fueling', topic: 'Draft fuel', from: '2026-11-01T09:00:00Z' });
      const res = await get(member, `/api/premium-content?theme=${enc('Nutrition & Fueling')}`);
      expect(res.body.map((item: { id: number }) => item.id)).toEqual(published);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.every((item: { locked: boolean }) => item.locked)).toBe(true);
      expect(res.text).not.toContain('The whole report.');
      expect((await get(member, '/api/premium-content/archived')).status).toBe(403);
      for (const query of ['limit=51', 'limit=0', 'before=yesterday', 'theme=Knitting', `q=${'x'.repeat(101)}`]) {
        expect({ query, status: (await get(editor, `/api/premium-content?${query}`)).status }).toEqual({ query, status: 400 });
      }
    });

    it('matches themes in SQL as themeOf does, and the theme counts are the lists\' counts', async () => {
      const topics: Array<[string | null, string]> = [
        ['Gear & Tech', 'Marathon pacing'],
        [null, 'Nutrition for long rides'],
        ['Something else', 'Sleep, mobility and joint care'],
        [null, 'Quiet reflections'],
        [' racing & strategy ', 'Anything'],
        [null, 'Training the mind for race day focus'],
        [null, 'Mindset, habits and stress'],
        [null, 'Power meter and watch: the tech of pacing'],
      ];
      for (const [theme, topic] of topics) {
        const [{ theme: sql }] = await t.sql<{ theme: string | null }>('select premium_theme($1, $2) as theme', [theme, topic]);
        expect({ topic, theme: sql }).toEqual({ topic, theme: themeOf({ editorial_theme: theme, topic }) });
      }
      const counts = (await get(editor, '/api/premium-content/theme-counts')).body as { counts: Record<string, number>; total: number };
      for (const [theme, n] of Object.entries(counts.counts)) {
        expect({ theme, n: (await get(editor, `/api/premium-content?theme=${enc(theme)}&limit=1`)).headers['x-total-count'] }).toEqual({ theme, n: String(n) });
      }
      expect((await get(editor, '/api/premium-content?limit=1')).headers['x-total-count']).toBe(String(counts.total));
    });

    it('searches topic, subtitle, deck and headlines on the server (word starts, every word), over every page', async () => {
      const [target] = await insertItems(1, { theme: 'Recovery & Health', topic: 'Electrolytes on hot days', from: '2026-07-01T08:00:00Z' });
      await insertItems(30, { theme: 'Recovery & Health', topic: 'Sleep routine', from: '2026-07-02T08:00:00Z' });
      const found = await get(editor, `/api/premium-content?theme=${enc('Recovery & Health')}&q=${enc('electro HOT')}`);
      expect(found.body.map((item: { id: number }) => item.id)).toEqual([target]);
      expect(found.headers['x-total-count']).toBe('1');
      expect((await get(editor, `/api/premium-content?q=zzzunfindable`)).body).toEqual([]);
    });
  });

  describe('POST /api/premium-content/bulk-delete ("select all" of a filtered list)', () => {
    it('archives exactly the filtered set, loaded or not, if the confirmed count still holds; one audit row', async () => {
      const theme = 'Training & Performance';
      const hills = await insertItems(27, { theme, topic: 'Hill repeats', from: '2026-06-01T08:00:00Z' });
      const others = await insertItems(4, { theme, topic: 'Tempo rides', from: '2026-06-03T08:00:00Z' });
      const otherTheme = await insertItems(2, { theme: 'Gear & Tech', topic: 'Hill bike gears', from: '2026-06-03T08:00:00Z' });
      const post = (body: object) => request(t.server).post('/api/premium-content/bulk-delete').set('Cookie', editor.cookie).send(body);
      const list = await get(editor, `/api/premium-content?theme=${enc(theme)}&q=hill`);
      expect(list.body).toHaveLength(20);
      expect(list.headers['x-total-count']).toBe('27');

      const before = await t.sql('select id, status from premium_content order by id');
      const stale = await post({ theme, q: 'hill', expected_count: 26 });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe('27 articles match now, not 26: nothing was deleted. Look at the list again and confirm.');
      expect((await post({})).status).toBe(400);
      expect((await post({ theme: 'Knitting', q: 'hill' })).status).toBe(400);
      expect((await request(t.server).post('/api/premium-content/bulk-delete').set('Cookie', member.cookie).send({ theme, q: 'hill' })).status).toBe(403);
      expect(await t.sql('select id, status from premium_content order by id')).toEqual(before);

      const done = await post({ theme, q: 'hill', expected_count: 27 });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ success: true, message: 'Deleted 27 articles', deleted: [...hills].sort((a, b) => a - b) });
      const statuses = await t.sql<{ id: number; status: string }>('select id, status from premium_content where id = any($1)', [[...hills, ...others, ...otherTheme]]);
      for (const row of statuses) expect({ id: row.id, status: row.status }).toEqual({ id: row.id, status: hills.includes(row.id) ? 'archived' : 'draft' });
      const audit = await t.sql<{ action: string; details: { theme: string; q: string; deleted: number[] } }>(`select action, details from audit_log where action = 'premium.bulk-delete'`);
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ theme, q: 'hill' });
      expect(audit[0].details.deleted).toHaveLength(27);
      await t.flushOutbox();
      const deletedEvents = await t.sql<{ n: string }>(`select count(*) as n from outbox_events where type = 'PremiumDeleted' and (payload->>'id')::int = any($1)`, [hills]);
      expect(Number(deletedEvents[0].n)).toBe(27);
      expect((await get(editor, `/api/premium-content?theme=${enc(theme)}&q=hill`)).headers['x-total-count']).toBe('0');
    });
  });
});
