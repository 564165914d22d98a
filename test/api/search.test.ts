import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/** GET /api/publisher/search (issue 11): PostgreSQL full-text search over published articles only. */
describe('search', () => {
  let t: TestApp;
  let titleHit: number;
  let bodyHit: number;

  beforeAll(async () => {
    t = await startTestApp();
    titleHit = await insertWebsite(t, { title: 'Swimming technique for older triathletes' });
    bodyHit = await insertWebsite(t, { title: 'A winter plan' });
    await t.sql(`update website_content set long_form_article = $2 where id = $1`, [bodyHit, 'Keep swimming twice a week. <b>Bold</b> & **strong** swimmers recover faster.']);
    const draft = await insertWebsite(t, { title: 'Swimming drills still in draft', status: 'draft' });
    const scheduled = await insertWebsite(t, { title: 'Swimming in open water, scheduled', status: 'scheduled' });
    const deleted = await insertWebsite(t, { title: 'Swimming article that was deleted', status: 'archived' });
    expect([draft, scheduled, deleted].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (qs: string) => request(t.server).get(`/api/publisher/search?${qs}`);

  describe('search', () => {
    it('finds published articles by stemmed words, title matches first, with escaped snippets marking the words', async () => {
      const res = await search('q=swim');
      expect(res.status).toBe(200);
      expect(res.body.query).toBe('swim');
      expect(res.body.total).toBe(2);
      expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([titleHit, bodyHit]);
      expect(Object.keys(res.body.results[0]).sort()).toEqual(
        ['category', 'editorial_theme', 'featured_image', 'featured_image_width', 'id', 'meta_description', 'published_at', 'slug', 'snippet', 'title'].sort(),
      );
      expect(res.body).toEqual(expect.objectContaining({ query: 'swim', total: 2, more: false, only_common_words: false }));
      expect(Object.keys(res.body).sort()).toEqual(['more', 'older', 'only_common_words', 'query', 'results', 'suggestion', 'total']);
      expect(res.body.suggestion).toBeNull(); // found: nothing to suggest
      expect(res.body.older).toBeNull();
      const snippet = res.body.results[1].snippet as string;
      expect(snippet).toContain('<mark>swimming</mark>');
      expect(snippet).toContain('Bold &amp; strong'); // markup in the text never comes through as HTML
      expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
    });

    it('never finds drafts, scheduled or deleted articles', async () => {
      for (const q of ['draft', 'scheduled', 'deleted', 'open water']) {
        const res = await search(`q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(0);
        expect(res.body.results).toEqual([]);
      }
    });

    it('says when every word is too common to search for (English stop words), instead of only finding nothing', async () => {
      for (const q of ['after', 'the', 'after the']) {
        const res = await search(`q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ query: q, total: 0, more: false, only_common_words: true, older: null, suggestion: null, results: [] });
      }
      // With a particular word beside it, the common one is simply left out.
      expect((await search('q=swimming%20after')).body).toEqual(expect.objectContaining({ total: 2, only_common_words: false }));
    });

    it('pages with limit and offset', async () => {
      const first = await search('q=swimming&limit=1');
      expect(first.body.total).toBe(2);
      expect(first.body.results.map((r: { id: number }) => r.id)).toEqual([titleHit]);
      const second = await search('q=swimming&limit=1&offset=1');
      expect(second.body.results.map((r: { id: number }) => r.id)).toEqual([bodyHit]);
    });

    it('ranks and counts only the newest 1,000 matches, so a common word costs what one page shows', async () => {
      // 1,005 published articles about kayaks, the newest published last; the five oldest are beyond the candidates.
      await t.sql(
        `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
       select 'Kayak session ' || i, 'kayak-session-' || i, 'Training & Performance', 'Training & Performance', 'published',
              now() - interval '1 day' * (2000 - i), 'Paddling a kayak builds the back.', '[]', '[]'
         from generate_series(1, 1005) i`,
      );
      const first = await search('q=kayak&limit=20');
      expect(first.status).toBe(200);
      expect(first.body.total).toBe(1000);
      expect(first.body.more).toBe(true);
      const last = await search('q=kayak&limit=20&offset=980');
      const titles = last.body.results.map((r: { title: string }) => r.title);
      expect(titles).toHaveLength(20);
      expect(titles).toContain('Kayak session 6');
      for (const old of [1, 2, 3, 4, 5]) expect(titles).not.toContain(`Kayak session ${old}`);
      expect((await search('q=kayak&limit=20&offset=1000')).body.results).toEqual([]);
      // The five oldest continue from the answer's older, newest first, and then there are no more.
      const older = await search(`q=kayak&limit=20&before=${encodeURIComponent(first.body.older)}`);
      expect(older.status).toBe(200);
      expect(older.body.results.map((r: { title: string }) => r.title)).toEqual([5, 4, 3, 2, 1].map((n) => `Kayak session ${n}`));
      expect(older.body.older).toBeNull();
      const few = await search('q=swim');
      expect(few.body.more).toBe(false);
    });

    it('finds an older article about the very thing searched for beyond the 1,000 newest that only mention it', async () => {
      await t.sql(
        `insert into website_content (title, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
       select 'Paddle session ' || i, 'paddle-session-' || i, 'Training & Performance', 'Training & Performance', 'published',
              now() - interval '1 day' * (2000 - i), 'A canoe trip on the lake, then stretching.', '[]', '[]'
         from generate_series(1, 1005) i`,
      );
      await t.sql(
        `insert into website_content (title, slug, category, editorial_theme, status, publish_date, subtitle, long_form_article, headlines, tags)
       values ('The canoe that changed my training', 'the-canoe-that-changed-my-training', 'Training & Performance', 'Training & Performance',
               'published', now() - interval '3000 days', null, 'Forty years on the water.', '[]', '[]'),
              ('Rowing machines compared', 'rowing-machines-compared', 'Gear & Tech', 'Gear & Tech',
               'published', now() - interval '3001 days', 'Why a canoe is not one of them', 'Indoor rowing for older athletes.', '[]', '[]'),
              ('Canoe racing -- old rules', 'canoe-racing-old-rules', 'Racing & Strategy', 'Racing & Strategy',
               'published', now() - interval '3002 days', null, 'Kayak slalom history.', '[]', '[]')`,
      );
      const found = await search('q=canoe&limit=5');
      expect(found.status).toBe(200);
      expect(found.body.more).toBe(true);
      const titles = found.body.results.map((r: { title: string }) => r.title);
      expect(titles.slice(0, 2).sort()).toEqual(['Canoe racing -- old rules', 'The canoe that changed my training']);
      // A deck match is no title match: it is among the older matches (newest first, after the ranked ones).
      expect((await search('q=canoe&limit=20')).body.results.map((r: { title: string }) => r.title)).not.toContain('Rowing machines compared');
      const older = await search(`q=canoe&limit=20&before=${encodeURIComponent(found.body.older)}`);
      expect(older.body.results.map((r: { title: string }) => r.title)).toContain('Rowing machines compared');
      // An exclusion still excludes a title match (the words of the body count).
      const excluded = (await search('q=canoe%20-kayak&limit=20')).body.results.map((r: { title: string }) => r.title);
      expect(excluded).toContain('The canoe that changed my training');
      expect(excluded).not.toContain('Canoe racing -- old rules');
    });

    it('answers bad input with a clear 400', async () => {
      for (const qs of ['', 'q=', 'q=%20%20', 'q=swim&limit=0', 'q=swim&limit=51', 'q=swim&limit=abc', 'q=swim&offset=-1', `q=${'x'.repeat(201)}`, 'q=a&q=b']) {
        const res = await search(qs);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toMatch(/search|limit|offset|long|given once/i);
      }
      expect((await search('q=%22unfinished')).status).toBe(200); // websearch syntax never fails
    });
  });
});
