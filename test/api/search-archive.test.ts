import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SEARCH_CANDIDATES, SEARCH_OFFSET_MAX, TITLED_CANDIDATES } from '../../backend/src/modules/website/queries/search.queries.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * GET /api/publisher/search in a real archive: a broad topic matches more articles than are ranked. Articles titled
 * with the words rank first even when older than a thousand newer passing mentions, every other match is reachable
 * (older matches continue newest first from the answer's `older`), each exactly once, and an offset past the ranked
 * results is an empty page (past SEARCH_OFFSET_MAX a clear 400).
 */
describe('search-archive', () => {
  let t: TestApp;
  const MENTIONS = SEARCH_CANDIDATES + 100;
  const TITLED = TITLED_CANDIDATES + 50;

  beforeAll(async () => {
    t = await startTestApp({ env: { SEARCHES_PER_MINUTE: '1000' } });
    // The newest: articles that only mention canoes in passing, newest first by number.
    await t.sql(
      `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     select 'Paddle session ' || i, 'paddle-session-' || i, 'Training & Performance', 'Training & Performance', 'published',
            now() - interval '1 hour' * i, 'A canoe trip on the lake, then stretching.', '[]', '[]'
       from generate_series(1, $1::int) i`,
      [MENTIONS],
    );
    // Older: articles about canoes (the word in the title), a year and more ago; the oldest beyond TITLED_CANDIDATES.
    await t.sql(
      `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     select 'Canoe drills, part ' || i, 'canoe-drills-' || i, 'Training & Performance', 'Training & Performance', 'published',
            now() - interval '400 days' - interval '1 hour' * i, 'Drills for the paddle stroke.', '[]', '[]'
       from generate_series(1, $1::int) i`,
      [TITLED],
    );
    // Never found: a draft, and an article without the word.
    await t.sql(
      `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     values ('Canoe draft', 'canoe-draft', 'Training & Performance', 'Training & Performance', 'draft', null, 'A canoe.', '[]', '[]'),
            ('Rowing machines', 'rowing-machines', 'Gear & Tech', 'Gear & Tech', 'published', now() - interval '900 days', 'Indoor rowing.', '[]', '[]')`,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const search = (qs: string) => request(t.server).get(`/api/publisher/search?${qs}`);
  type Result = { id: number; title: string; published_at: string };

  describe('search in a real archive', () => {
    it('ranks older articles titled with the words first, and reaches every match exactly once: ranked pages, then older ones', async () => {
      const first = await search('q=canoe&limit=20');
      expect(first.status).toBe(200);
      expect(first.body).toEqual(expect.objectContaining({ more: true, total: SEARCH_CANDIDATES + TITLED_CANDIDATES, older: expect.any(String) }));
      // The articles about canoes come first, although a thousand newer articles mention the word.
      for (const r of first.body.results as Result[]) expect(r.title).toMatch(/^Canoe drills, part /);

      const seen: string[] = [];
      for (let offset = 0; offset < first.body.total; offset += 20) {
        const page = await search(`q=canoe&limit=20&offset=${offset}`);
        expect(page.status).toBe(200);
        seen.push(...(page.body.results as Result[]).map((r) => r.title));
      }
      expect(seen).toHaveLength(SEARCH_CANDIDATES + TITLED_CANDIDATES);
      // An offset past the ranked results is an empty page that still says where the older matches continue.
      const past = await search(`q=canoe&limit=20&offset=${SEARCH_OFFSET_MAX}`);
      expect(past.status).toBe(200);
      expect(past.body).toEqual(expect.objectContaining({ results: [], total: SEARCH_CANDIDATES + TITLED_CANDIDATES, more: true, older: first.body.older }));

      // The older matches, newest first, from the cursor of each page to the last (older: null).
      let before: string | null = first.body.older;
      const older: Result[] = [];
      while (before) {
        const page = await search(`q=canoe&limit=20&before=${encodeURIComponent(before)}`);
        expect(page.status).toBe(200);
        expect(page.body.more).toBe(true);
        older.push(...page.body.results);
        before = page.body.older;
      }
      const dates = older.map((r) => Date.parse(r.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      seen.push(...older.map((r) => r.title));

      const everyMatch = [
        ...Array.from({ length: MENTIONS }, (_, i) => `Paddle session ${i + 1}`),
        ...Array.from({ length: TITLED }, (_, i) => `Canoe drills, part ${i + 1}`),
      ];
      expect(new Set(seen).size).toBe(seen.length); // none twice
      expect([...seen].sort()).toEqual(everyMatch.sort()); // every one, and nothing else
      // The oldest article about canoes (beyond the ranked ones) is on an older page.
      expect(older.map((r) => r.title)).toContain(`Canoe drills, part ${TITLED}`);
    }, 180_000);

    it('a search with few matches pages by offset alone, and a page past its end is empty', async () => {
      const res = await search('q=rowing&offset=40');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ query: 'rowing', total: 1, more: false, only_common_words: false, older: null, suggestion: null, results: [] });
      expect((await search('q=rowing')).body.results.map((r: Result) => r.title)).toEqual(['Rowing machines']);
    });

    it('answers an offset past the ranked results, a malformed cursor or both together with a clear 400', async () => {
      const tooFar = await search(`q=canoe&offset=${SEARCH_OFFSET_MAX + 1}`);
      expect(tooFar.status).toBe(400);
      expect(JSON.stringify(tooFar.body)).toContain(`offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}`);
      expect((await search('q=canoe&offset=10000')).status).toBe(400);
      // A day its month does not have, and year 0: JavaScript's Date takes them, PostgreSQL does not.
      for (const before of ['yesterday', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z_0x1', '_42', '2026-02-30T07:15:00.123456Z_1', '0000-01-01T00:00:00Z_1']) {
        const res = await search(`q=canoe&before=${encodeURIComponent(before)}`);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('before must be the \\"older\\" of a search answer');
      }
      const both = await search(`q=canoe&offset=20&before=${encodeURIComponent('2026-11-23T10:00:00.123456Z_42')}`);
      expect(both.status).toBe(400);
      expect(JSON.stringify(both.body)).toContain('before and offset cannot be combined');
    });
  });
});
