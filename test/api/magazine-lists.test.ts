import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { websiteThemeOf } from '../../backend/src/modules/website/website-content-view.js';
import { ARTICLES_TAG, themeTag } from '../../backend/src/modules/website/cache-tags.js';
import { THEME_PAGES } from '../../backend/src/modules/website/commands/theme-hero.commands.js';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 19: the magazine at real size. With 5,000 published articles (1,500-character bodies) every list answer is a
 * bounded page of summaries (no body), pages with a cursor on (publish date, id) that articles published meanwhile do
 * not disturb, counts come from SQL, and the queries run on their indexes.
 */
describe('magazine-lists', () => {
  let t: TestApp;
  let editor: Identity;
  const N = 5000;
  const THEMES = ['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation', 'Gear & Tech', 'Racing & Strategy'];
  const BODY = 'Steady aerobic work builds the base that speed sits on. '.repeat(27);

  /** Inserts `count` published articles by SQL, article i of theme i % 6, published i minutes after `from`. */
  async function seed(count: number, from: string, prefix: string): Promise<void> {
    await t.sql(
      `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, meta_description, featured_image,
       long_form_article, headlines, tldr_summary, tags, is_featured)
     select $3 || ' article ' || i, 'A deck', $3 || '-article-' || i, null, ($4::text[])[1 + i % 6], 'published',
            $2::timestamptz + i * interval '1 minute', 'What it is about.', 'https://images.pexels.com/photos/1/a.jpeg',
            $5, '["One"]', 'Short.', '[]', i % 50 = 0
       from generate_series(1, $1::int) i`,
      [count, from, prefix, THEMES, BODY],
    );
    // Rows inserted by SQL publish no event: purge what every article list and theme page carries, as the cache queue would.
    await t.app.get(PublicCache).purge([ARTICLES_TAG, ...THEME_PAGES.map(themeTag)]);
  }

  const get = (path: string) => request(t.server).get(path);
  const gzipBytes = (text: string) => gzipSync(text).length;
  type Summary = { id: number; title: string; published_at: string; theme: string | null; reading_minutes: number };

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    await seed(N, '2026-01-01T00:00:00Z', 'bulk');
    // Most-Read lists only articles read at least three times: three articles were.
    await t.sql(`insert into article_views (article_id, day, views) select id, current_date, 5 from website_content order by id limit 3`);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('lists at 5,000 articles', () => {
    it('answers bounded pages of summaries, the newest first, with no body', async () => {
      for (const [path, size] of [
        ['/api/publisher/articles', 24],
        ['/api/publisher/articles?limit=50', 50],
        ['/api/website-content/latest', 14],
        ['/api/website-content/featured', 12],
        ['/api/publisher/most-read?limit=6', 3],
      ] as const) {
        const res = await get(path);
        expect([path, res.status]).toEqual([path, 200]);
        const list = res.body as Summary[];
        expect([path, list.length]).toEqual([path, size]);
        expect([path, gzipBytes(res.text) < 30_000]).toEqual([path, true]);
        expect([path, /long_form_article|tldr_summary|"tags"/.test(res.text)]).toEqual([path, false]);
        expect(list[0]).toMatchObject({ reading_minutes: 2, theme: expect.any(String), published_at: expect.any(String), slug: expect.any(String) });
      }
      const latest = (await get('/api/website-content/latest')).body as Summary[];
      expect(latest[0].title).toBe(`bulk article ${N}`);
      expect(latest.map((a) => a.published_at)).toEqual([...latest.map((a) => a.published_at)].sort().reverse());
      const featured = (await get('/api/website-content/featured')).body as Summary[];
      expect(featured.map((a) => a.title)).toEqual(Array.from({ length: 12 }, (_, i) => `bulk article ${N - i * 50}`));
    });

    it('pages /api/publisher/articles with the cursor (published_at_id of the last item) to the end, each article once', async () => {
      const first = (await get('/api/publisher/articles?limit=50')).body as Summary[];
      let last = first[first.length - 1];
      const seen = new Set(first.map((a) => a.id));
      for (let page = 0; page < 5; page += 1) {
        const res = await get(`/api/publisher/articles?limit=50&before=${last.published_at}_${last.id}`);
        expect(res.status).toBe(200);
        for (const a of res.body as Summary[]) {
          expect(seen.has(a.id)).toBe(false);
          seen.add(a.id);
        }
        last = res.body[res.body.length - 1];
      }
      expect(seen.size).toBe(300);
      expect(last.title).toBe(`bulk article ${N - 299}`);
      const oldest = (await get('/api/publisher/articles?limit=2&before=2026-01-01T00:03:00.000Z_999999')).body as Summary[];
      // Same publish date as the cursor: the smaller ids come after it.
      expect(oldest.map((a) => a.title)).toEqual(['bulk article 3', 'bulk article 2']);
    });

    it('refuses a malformed cursor or limit with a 400 that says what is expected', async () => {
      for (const query of ['limit=0', 'limit=51', 'limit=ten', 'before=yesterday', 'before=2026-01-01T00:00:00Z', 'before=2026-13-45T00:00:00Z_1']) {
        const res = await get(`/api/publisher/articles?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
        expect(JSON.stringify(res.body)).toMatch(/limit must be|before must be/);
      }
      expect((await get('/api/publisher/themes/knitting/articles')).status).toBe(404);
    });

    it('counts published articles per theme with one SQL query', async () => {
      const res = await get('/api/website-content/theme-counts');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(N);
      expect(res.body.unmatched).toBe(0);
      expect(res.body.counts['Training & Performance']).toBe(Math.floor(N / 6) + (N % 6 >= 5 ? 1 : 0));
      expect(Object.values(res.body.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(N);
    });

    it('keeps the theme counts table equal to a count of the articles through inserts, edits, unpublishing and deletes', async () => {
      const counted = async () =>
        Object.fromEntries(
          (
            await t.sql<{ theme: string; n: number }>(
              `select coalesce(website_theme(editorial_theme, category, title), '') as theme, count(*)::int as n
               from website_content where status = 'published' group by 1`,
            )
          ).map((row) => [row.theme, row.n]),
        );
      const kept = async () =>
        Object.fromEntries(
          (await t.sql<{ theme: string; published: number }>(`select theme, published from website_theme_counts where published <> 0`)).map((row) => [row.theme, row.published]),
        );
      expect(await kept()).toEqual(await counted());
      const before = await kept();
      const [{ id }] = await t.sql<{ id: number }>(
        `insert into website_content (title, slug, status, publish_date, long_form_article) values ('A new knitting column', 'counts-check', 'draft', now(), 'Body') returning id`,
      );
      expect(await kept()).toEqual(before);
      await t.sql(`update website_content set status = 'published' where id = $1`, [id]);
      expect((await kept())['']).toBe(1);
      await t.sql(`update website_content set title = 'Sleep and rest in the taper' where id = $1`, [id]);
      expect((await kept())['']).toBeUndefined();
      expect((await kept())['Recovery & Health']).toBe(before['Recovery & Health'] + 1);
      await seed(12, '2025-01-01T00:00:00Z', 'counts');
      await t.sql(`update website_content set status = 'draft' where slug like 'counts-article-%' and right(slug, 1) in ('1', '2', '3')`);
      expect(await kept()).toEqual(await counted());
      await t.sql(`delete from website_content where id = $1 or slug like 'counts-article-%'`, [id]);
      expect(await kept()).toEqual(before);
      expect(await kept()).toEqual(await counted());
    });

    it("pages a theme while articles are being published: each article of the theme once, none of the start's missing", async () => {
      const all = await t.sql<{ id: number }>(
        `select id from website_content where status = 'published' and website_theme(editorial_theme, category, title) = 'Nutrition & Fueling'`,
      );
      const seen: number[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const res = await get(`/api/publisher/themes/nutrition/articles?limit=50${cursor ? `&before=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(gzipBytes(res.text) < 30_000).toBe(true);
        const page = res.body as { items: Summary[]; next_cursor: string | null };
        expect(page.items.every((a) => a.theme === 'Nutrition & Fueling')).toBe(true);
        seen.push(...page.items.map((a) => a.id));
        cursor = page.next_cursor;
        // Meanwhile, new nutrition articles go live (newer than every page read so far).
        if (round++ % 4 === 0) await seed(6, `2026-06-0${1 + (round % 8)}T00:00:00Z`, `during-${round}`);
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      const startIds = new Set(all.map((r) => Number(r.id)));
      expect(seen.filter((id) => startIds.has(id)).length).toBe(startIds.size);
      expect(seen.length).toBe(startIds.size); // those published meanwhile are newer than the first page: on the next read of it
    });

    it('reads every list on its index (EXPLAIN)', async () => {
      await t.sql('analyze website_content'); // the planner's figures for the rows just inserted, as autovacuum would
      const plan = async (sql: string) => JSON.stringify(await t.sql(`explain (format json) ${sql}`));
      const cols = `id, title, publish_date`;
      expect(await plan(`select ${cols} from website_content w where w.status = 'published' order by w.publish_date desc, w.id desc limit 25`)).toContain(
        'website_content_published_order',
      );
      expect(
        await plan(
          `select ${cols} from website_content w where w.status = 'published' and (w.publish_date, w.id) < ('2026-01-02T00:00:00Z'::timestamptz, 100) order by w.publish_date desc, w.id desc limit 25`,
        ),
      ).toContain('website_content_published_order');
      expect(
        await plan(
          `select ${cols} from website_content w where w.status = 'published' and website_theme(w.editorial_theme, w.category, w.title) = 'Gear & Tech' order by w.publish_date desc, w.id desc limit 25`,
        ),
      ).toContain('website_content_theme_order');
      expect(await plan(`select ${cols} from website_content w where w.status = 'published' and w.is_featured order by w.publish_date desc, w.id desc limit 13`)).toContain(
        'website_content_featured_order',
      );
    });

    it("the SQL theme rule is the website's theme rule", async () => {
      const cases: Array<[string | null, string | null, string]> = [
        ['Gear & Tech', null, 'Anything'],
        [' gear & tech ', null, 'Anything'],
        ['Power training', null, 'Protein timing for masters'],
        [null, null, 'Racing & Strategy for the season'],
        [null, null, 'Mindset matters'],
        [null, null, 'Sleep, rest and heart health'],
        [null, 'Recovery & Health', 'A quiet title'],
        [null, null, 'A quiet title'],
        ['Unknown', 'Also unknown', 'Hill session and tempo'],
      ];
      for (const [editorial_theme, category, title] of cases) {
        const [row] = await t.sql<{ theme: string | null }>('select website_theme($1, $2, $3) as theme', [editorial_theme, category, title]);
        expect([editorial_theme, category, title, row.theme]).toEqual([editorial_theme, category, title, websiteThemeOf({ editorial_theme, category, title })]);
      }
    });

    it('renders the home and theme pages under 250 KB, embedding only the reads they show (summaries, no body)', async () => {
      for (const [path, keys] of [
        ['/', ['/api/ads', '/api/publisher/most-read?limit=6', '/api/website-content/featured', '/api/website-content/hero', '/api/website-content/latest', '/api/website-content/theme-counts']],
        ['/publisher/gear', ['/api/ads', '/api/publisher/themes/gear/pages/1', '/api/theme-heros/gear', '/api/website-content/featured', '/api/website-content/theme-counts']],
      ] as const) {
        const res = await get(path);
        expect([path, res.status]).toEqual([path, 200]);
        expect([path, Buffer.byteLength(res.text) < 250_000]).toEqual([path, true]);
        expect([path, res.text.includes('long_form_article'), res.text.includes('Steady aerobic work')]).toEqual([path, false, false]);
        const embedded = JSON.parse(/<script type="application\/json" id="initial-queries"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]) as Array<[string[], unknown]>;
        expect(embedded.map(([key]) => key.join('/')).sort()).toEqual([...keys]);
      }
      const home = await get('/');
      expect(home.text).toContain(`bulk article ${N}`);
      const counts = (await get('/api/website-content/theme-counts')).body.counts as Record<string, number>;
      expect(counts['Gear & Tech']).toBeGreaterThan(800);
      expect(home.text).toContain(`${counts['Gear & Tech']} articles`);
      const gear = await get('/publisher/gear');
      // Numbered pages, not "Load more": the last page's number and its link are in the page (docs/magazine-ui.md).
      const last = Math.ceil(counts['Gear & Tech'] / 12);
      expect(gear.text).toContain(`href="/publisher/gear?page=${last}"`);
      expect(gear.text).not.toMatch(/Load more/);
    });

    it('lists a few related articles of the same theme under an article', async () => {
      const [one] = await t.sql<{ id: number }>(`select id from website_content where slug = 'bulk-article-4000'`);
      const res = await get(`/api/publisher/articles/${one.id}/related`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(res.body.every((a: Summary) => a.theme === websiteThemeOf({ editorial_theme: THEMES[4000 % 6], category: null, title: 'x' }) && a.id !== one.id)).toBe(true);
    });

    it('gives staff the staff summary on the lists, still without a body', async () => {
      const res = await get('/api/publisher/articles?limit=3').set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ status: 'published', topic: null, headlines: ['One'] });
      expect(res.text).not.toContain('long_form_article');
    });
  });
});
