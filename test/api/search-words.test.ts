import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * GET /api/publisher/search finds what readers type: a hyphenated word finds its parts written apart (and the other way
 * round), accents are ignored both ways, and a match deep in a long article is highlighted in its snippet.
 */
describe('search-words', () => {
  let t: TestApp;

  /** Inserts a published article by SQL and answers its id. */
  async function article(title: string, body: string, daysAgo = 0, subtitle: string | null = null): Promise<number> {
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     values ($1, $4, $2, 'Racing & Strategy', 'Racing & Strategy', 'published', now() - interval '1 day' * $5, $3, '[]', '[]') returning id`,
      [title, `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`, body, subtitle, daysAgo],
    );
    return row.id;
  }

  let spaced: number;
  let hyphenated: number;
  let over50s: number;
  let accented: number;
  let plain: number;
  let deep: number;

  beforeAll(async () => {
    t = await startTestApp();
    spaced = await article('Pacing a half marathon', 'Start the half marathon slower than you think.');
    hyphenated = await article('Race week', 'A half-marathon asks for a steady first ten kilometres.');
    over50s = await article('Strength for the over-50s', 'Lifting twice a week keeps the over 50s strong.');
    accented = await article('The Café Ride', 'A Sunday café ride with the club, then a crème brûlée.');
    plain = await article('Coffee stops', 'Every cafe on the route sells flapjacks; the creme brulee is a treat.');
    // A long article whose only mention of the word comes after 6,000 characters of other text.
    const filler = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} talks about pacing and cadence on long climbs.`).join('\n\n');
    deep = await article('A season of long climbs', `${filler}\n\nIn the final week we rode to Zanzibar harbour at dawn. Then home, riding slowly.`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (q: string) => request(t.server).get(`/api/publisher/search?q=${encodeURIComponent(q)}`);
  const ids = (res: request.Response) => (res.body.results as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b);

  describe('search finds what readers type', () => {
    it('a hyphenated word finds its parts, written apart or hyphenated', async () => {
      for (const q of ['half-marathon', 'half marathon', 'Half-Marathon']) {
        const res = await search(q);
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual([spaced, hyphenated].sort((a, b) => a - b));
      }
      for (const q of ['over-50s', 'over 50s']) {
        const res = await search(q);
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual([over50s]);
      }
      // A hyphen before a word is still an exclusion (websearch syntax).
      expect(ids(await search('half -marathon'))).toEqual([]);
      const highlighted = (await search('half-marathon')).body.results.find((r: { id: number }) => r.id === hyphenated).snippet as string;
      expect(highlighted).toMatch(/<mark>half<\/mark>-<mark>marathon<\/mark>|<mark>half-marathon<\/mark>/);
    });

    it('ignores accents both ways, and highlights the word as the article writes it', async () => {
      for (const q of ['cafe', 'café', 'CAFÉ', 'creme brulee', 'crème brûlée']) {
        const res = await search(q);
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual([accented, plain].sort((a, b) => a - b));
      }
      const res = await search('cafe');
      const snippet = res.body.results.find((r: { id: number }) => r.id === accented).snippet as string;
      expect(snippet).toContain('<mark>café</mark>');
      expect(res.body.results[0].id).toBe(accented); // the title match first
    });

    it('highlights a match found deep in a long article, in a snippet of bounded size', async () => {
      const res = await search('zanzibar');
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([deep]);
      const snippet = res.body.results[0].snippet as string;
      expect(snippet).toContain('<mark>Zanzibar</mark>');
      expect(snippet).toMatch(/^In the final week/);
      expect(snippet.length).toBeLessThan(600);
      // A word the stemmer shortens ('riding' is 'ride') is found there too.
      const riding = (await search('riding')).body.results.find((r: { id: number }) => r.id === deep).snippet as string;
      expect(riding).toContain('<mark>riding</mark> slowly.');
    });
  });
});
