import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { readsDuring } from '../support/rows-read.js';

/** Private article views and Most-Read (issue 11). */
describe('analytics', () => {
  let t: TestApp;
  const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = (body: unknown, ua = READER, ip = '203.0.113.10') =>
    request(t.server).post('/api/analytics/article-views').set('User-Agent', ua).set('X-Forwarded-For', ip).send(body as object);
  const mostRead = async (qs = '') => ((await request(t.server).get(`/api/publisher/most-read${qs}`)).body as Array<{ id: number }>).map((a) => a.id);

  describe('article views and most-read', () => {
    it('lists nothing until articles are read, then ranks by views from 3 readings on; bots and drafts are not counted', async () => {
      const older = await insertWebsite(t, { title: 'Older piece' });
      await t.sql(`update website_content set publish_date = now() - interval '3 days' where id = $1`, [older]);
      const newer = await insertWebsite(t, { title: 'Newer piece' });
      const newest = await insertWebsite(t, { title: 'Newest piece' });
      const draft = await insertWebsite(t, { title: 'Draft piece', status: 'draft' });
      expect(await mostRead('?limit=3')).toEqual([]);

      // Three readers (one view per client and article an hour counts: see budgets.test.ts).
      for (let i = 0; i < 3; i++) expect((await view({ article_id: older }, READER, `198.51.100.${i + 1}`)).status).toBe(204);
      const res = await view({ article_id: newer });
      expect(res.status).toBe(204);
      expect(res.headers['set-cookie']).toBeUndefined();
      for (const bot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/156.0', 'curl/8.5.0', '']) {
        expect((await view({ article_id: newest }, bot)).status).toBe(204);
      }
      expect((await view({ article_id: draft })).status).toBe(404);
      expect((await view({ article_id: 999999 })).status).toBe(404);

      const rows = await t.sql<{ article_id: number; views: number }>('select article_id, views from article_views order by article_id');
      expect(rows).toEqual([{ article_id: older, views: 3 }, { article_id: newer, views: 1 }]);
      // Only the article, the day and the count are kept.
      const columns = await t.sql<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'article_views' order by column_name`);
      expect(columns.map((c) => c.column_name)).toEqual(['article_id', 'day', 'views']);

      // Most-read is recounted at most once a minute: empty the cache as the minute passing would.
      await insertWebsite(t, { status: 'draft' });
      // One reading is below the threshold: only the article read three times is listed.
      expect(await mostRead()).toEqual([older]);
      expect(await mostRead('?limit=1')).toEqual([older]);
      await t.sql(`update article_views set views = 5 where article_id = $1`, [newer]);
      await insertWebsite(t, { status: 'draft' });
      expect(await mostRead()).toEqual([newer, older]);
      // Views older than 30 days do not count.
      await t.sql(`update article_views set day = current_date - 31 where article_id = $1`, [newer]);
      await insertWebsite(t, { status: 'draft' });
      expect(await mostRead()).toEqual([older]);
    });

    it('counts at most 5 views of an article from one address an hour, however many user agents it sends', async () => {
      const pushed = await insertWebsite(t, { title: 'Pushed piece' });
      for (let i = 0; i < 12; i++) expect((await view({ article_id: pushed }, `${READER} Variant/${i}`, '203.0.113.99')).status).toBe(204);
      // Several readers behind one address count (up to the cap); another address is another client.
      expect((await view({ article_id: pushed }, READER, '203.0.113.100')).status).toBe(204);
      expect(await t.sql('select views from article_views where article_id = $1', [pushed])).toEqual([{ views: 6 }]);
    });

    it('leaves out articles no longer published, still filling the limit, and lists equal views newest first', async () => {
      await t.sql('delete from article_views');
      // More unpublished candidates than the website is asked about at once (50), all read more than the published ones.
      const gone: number[] = [];
      for (let i = 0; i < 52; i++) gone.push(await insertWebsite(t, { title: `Unpublished since ${i}` }));
      await t.sql(`update website_content set status = 'archived' where id = any($1::int[])`, [gone]);
      const tieOlder = await insertWebsite(t, { title: 'Tie, published first' });
      await t.sql(`update website_content set publish_date = now() - interval '2 days' where id = $1`, [tieOlder]);
      const tieNewer = await insertWebsite(t, { title: 'Tie, published later' });
      const fewer = await insertWebsite(t, { title: 'Fewer readings' });
      await t.sql(
        `insert into article_views (article_id, day, views)
       select id, current_date, case when id = any($1::int[]) then 50 when id = $4 then 4 else 10 end from website_content where id = any($1::int[]) or id in ($2, $3, $4)`,
        [gone, tieOlder, tieNewer, fewer],
      );
      await insertWebsite(t, { status: 'draft' });
      expect(await mostRead('?limit=2')).toEqual([tieNewer, tieOlder]);
      expect(await mostRead('?limit=3')).toEqual([tieNewer, tieOlder, fewer]);
    });

    it('hands Node the first candidates and their ties, not every article read in the last 30 days', async () => {
      await t.sql('delete from article_views');
      const first = await insertWebsite(t, { title: 'Read most' });
      const second = await insertWebsite(t, { title: 'Read second most' });
      await t.sql(`insert into article_views (article_id, day, views) values ($1, current_date, 900), ($2, current_date, 800)`, [first, second]);
      // 2,000 other articles, drafts (so the answer names only the two), each read fewer times.
      const others = await t.sql<{ id: number }>(
        `insert into website_content (title, slug, category, status, long_form_article)
       select 'Draft ' || g, 'most-read-draft-' || g, 'Training & Performance', 'draft', 'Text.' from generate_series(1, 2000) g returning id`,
      );
      await t.sql(
        `insert into article_views (article_id, day, views) select id, current_date, 3 + id % 500 from unnest($1::int[]) id`,
        [others.map((o) => o.id)],
      );
      await insertWebsite(t, { status: 'draft' });
      let answer: number[] = [];
      const reads = await readsDuring(t, async () => (answer = await mostRead('?limit=2')));
      expect(answer).toEqual([first, second]);
      const candidates = reads.filter((sql) => /from article_views/.test(sql));
      expect(candidates).toHaveLength(1);
      // It hands over the 50 read most and those tied with the 50th (with 2,000 ids in a row, 4 have each count), not 2,002.
      expect((await t.sql(candidates[0])).length).toBe(50);
    });

    it('answers bad input with a 400', async () => {
      for (const body of [{}, { article_id: 'x' }, { article_id: 0 }, { article_id: 1.5 }, { article_id: 1, extra: true }]) expect((await view(body)).status).toBe(400);
      for (const qs of ['?limit=0', '?limit=11', '?limit=x']) expect((await request(t.server).get(`/api/publisher/most-read${qs}`)).status).toBe(400);
    });
  });
});
