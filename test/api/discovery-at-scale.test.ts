import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, themeTag } from '../../backend/src/modules/website/cache-tags.js';
import { THEME_PAGES } from '../../backend/src/modules/website/commands/theme-hero.commands.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/**
 * Issue 19: feeds and sitemaps at real size. A few thousand articles (inserted by SQL); the feeds carry the newest 50,
 * the sitemap is an index of files of at most SITEMAP_FILE_URLS URLs (small here, so the split shows; 10,000 by default).
 */
describe('discovery-at-scale', () => {
  let t: TestApp;
  const BASE = 'https://magazine.example';
  const PER_FILE = 1000;
  const PUBLISHED = 2500;
  const THEMES = ['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation', 'Gear & Tech', 'Racing & Strategy'];
  const parser = new XMLParser({ ignoreAttributes: false });

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: BASE, SITEMAP_FILE_URLS: String(PER_FILE) } });
    // Article i went live i minutes ago (articles 1 and 2 at the same instant: the higher id comes first); the theme goes
    // round the six; 200 drafts and 100 deleted articles in between.
    await t.sql(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
     select 'Article ' || i || ' & <friends>', 'scale-' || i, ($1::text[])[1 + i % 6], 'published',
            timestamp '2026-11-01 12:00:00' - (greatest(i, 2) || ' minutes')::interval,
            '## Part ' || i || E'\\n\\nBody of article ' || i || ' with ]]> inside.', '[]', 'Summary ' || i, '[]'
       from generate_series(1, $2::int) as i`,
      [THEMES, PUBLISHED],
    );
    await t.sql(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
     select 'Hidden ' || i, 'hidden-' || i, 'Training & Performance', case when i % 2 = 0 then 'draft' else 'archived' end,
            case when i % 2 = 0 then null else now() end, 'Hidden', '[]', '', '[]'
       from generate_series(1, 300) as i`,
    );
    // Rows inserted by SQL publish no event: purge what the feeds and sitemaps carry, as the cache queue would.
    await t.app.get(PublicCache).purge([ARTICLES_TAG, ...THEME_PAGES.map(themeTag)]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    request(t.server)
      .get(path)
      .set(headers)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      });

  /** The errors of saxes, a conforming XML 1.0 parser (refuses what XML does not allow). */
  const xmlErrors = (xml: string): string[] => {
    const errors: string[] = [];
    const sax = new SaxesParser();
    sax.on('error', (error) => errors.push(error.message));
    sax.write(xml).close();
    return errors;
  };
  const slugOf = (link: string) => link.slice(`${BASE}/article/`.length);

  /** The largest number of rows one database query returned to the app while `work` ran (its own queries only). */
  async function largestRead(work: () => Promise<unknown>): Promise<number> {
    const connection = t.app.get(EntityManager).getConnection();
    const execute = connection.execute.bind(connection);
    let largest = 0;
    connection.execute = (async (...args: Parameters<typeof execute>) => {
      const result = await execute(...args);
      if (Array.isArray(result)) largest = Math.max(largest, result.length);
      return result;
    }) as typeof connection.execute;
    try {
      await work();
      return largest;
    } finally {
      connection.execute = execute;
    }
  }

  describe('feeds at real size', () => {
    it('/rss.xml carries exactly the 50 newest published articles, newest first (ties: higher id first), as strict XML', async () => {
      let res!: Awaited<ReturnType<typeof get>>;
      expect(await largestRead(async () => (res = await get('/rss.xml')))).toBeLessThanOrEqual(50); // never the whole archive
      expect(res.status).toBe(200);
      expect(xmlErrors(res.body)).toEqual([]);
      const items = parser.parse(res.body).rss.channel.item as Array<{ link: string; title: string; pubDate: string }>;
      expect(items).toHaveLength(50);
      const [newest, second] = await t.sql<{ slug: string }>(`select slug from website_content where slug in ('scale-1', 'scale-2') order by id desc`);
      expect(items.slice(0, 2).map((i) => slugOf(i.link))).toEqual([newest.slug, second.slug]);
      expect(items.slice(2).map((i) => slugOf(i.link))).toEqual(Array.from({ length: 48 }, (_, k) => `scale-${k + 3}`));
      expect(items[2].title).toBe('Article 3 & <friends>');
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('a theme feed carries its own 50 newest articles', async () => {
      let res!: Awaited<ReturnType<typeof get>>;
      // 'Nutrition & Fueling', the second theme: articles with i % 6 = 1
      expect(await largestRead(async () => (res = await get('/rss/nutrition.xml')))).toBeLessThanOrEqual(50);
      expect(res.status).toBe(200);
      expect(xmlErrors(res.body)).toEqual([]);
      const items = parser.parse(res.body).rss.channel.item as Array<{ link: string }>;
      expect(items.map((i) => slugOf(i.link))).toEqual(Array.from({ length: 50 }, (_, k) => `scale-${6 * k + 1}`));
    });
  });

  describe('sitemaps at real size', () => {
    const files = [`${BASE}/sitemaps/pages.xml`, ...[1, 2, 3].map((n) => `${BASE}/sitemaps/articles-${n}.xml`)];

    it('/sitemap.xml is a sitemap index of the pages file and an articles file per SITEMAP_FILE_URLS ids (here ceil(published / SITEMAP_FILE_URLS))', async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(xmlErrors(res.body)).toEqual([]);
      const index = parser.parse(res.body).sitemapindex;
      expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(index.sitemap.map((s: { loc: string }) => s.loc)).toEqual(files);
      expect((await get('/robots.txt')).body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    });

    it('the articles files hold at most SITEMAP_FILE_URLS URLs each and every published article exactly once', async () => {
      const seen: string[] = [];
      for (const n of [1, 2, 3]) {
        let res!: Awaited<ReturnType<typeof get>>;
        expect(await largestRead(async () => (res = await get(`/sitemaps/articles-${n}.xml`)))).toBeLessThanOrEqual(PER_FILE);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/xml/);
        expect(xmlErrors(res.body)).toEqual([]);
        const urls = parser.parse(res.body).urlset.url as Array<{ loc: string; lastmod: string }>;
        expect(urls.length).toBe(n < 3 ? PER_FILE : PUBLISHED - 2 * PER_FILE);
        expect(urls.every((u) => !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
        seen.push(...urls.map((u) => slugOf(u.loc)));
      }
      expect(new Set(seen).size).toBe(PUBLISHED);
      expect(seen.every((slug) => slug.startsWith('scale-'))).toBe(true);
    });

    it('sends a file gzip-compressed when asked, answers 304 to its ETag, and a changed article changes the ETag', async () => {
      const zipped = await request(t.server).get('/sitemaps/articles-2.xml').set('Accept-Encoding', 'gzip');
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['cache-control']).toBe(EDGE_PUBLIC);
      expect(zipped.text.match(/<url>/g)).toHaveLength(PER_FILE);
      const etag = zipped.headers.etag;
      expect((await request(t.server).get('/sitemaps/articles-2.xml').set('If-None-Match', etag)).status).toBe(304);
      await t.sql(`update website_content set updated_at = now() + interval '1 second' where slug = 'scale-1500'`);
      const changed = await request(t.server).get('/sitemaps/articles-2.xml').set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it("the index gives each articles file its lastmod, the newest change of the file's articles, in one small read", async () => {
      await t.sql(`update website_content set updated_at = '2027-01-02T03:04:05Z' where slug = 'scale-2400'`); // in the third file
      await t.app.get(PublicCache).purge([ARTICLES_TAG]); // as the article's event would
      let res!: Awaited<ReturnType<typeof get>>;
      expect(await largestRead(async () => (res = await get('/sitemap.xml')))).toBeLessThanOrEqual(3); // a row per file, never the articles
      const entries = parser.parse(res.body).sitemapindex.sitemap as Array<{ loc: string; lastmod?: string }>;
      expect(entries[0]).toEqual({ loc: `${BASE}/sitemaps/pages.xml` });
      const newest = async (n: number) =>
        new Date(
          (await t.sql<{ at: Date }>(
            `select max(updated_at) as at from website_content where status = 'published' and id > $1 and id <= $2`,
            [(n - 1) * PER_FILE, n * PER_FILE],
          ))[0].at,
        ).toISOString();
      expect(entries.slice(1)).toEqual([
        { loc: `${BASE}/sitemaps/articles-1.xml`, lastmod: await newest(1) },
        { loc: `${BASE}/sitemaps/articles-2.xml`, lastmod: await newest(2) },
        { loc: `${BASE}/sitemaps/articles-3.xml`, lastmod: '2027-01-02T03:04:05.000Z' },
      ]);
      expect(xmlErrors(res.body)).toEqual([]);
    });

    it('a file the index does not list is a short plain-text 404', async () => {
      for (const path of ['/sitemaps/articles-4.xml', '/sitemaps/articles-0.xml', '/sitemaps/articles-1', '/sitemaps/posts.xml', '/sitemaps/articles-01.xml']) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toBe('No such sitemap file. The sitemap index is /sitemap.xml.\n');
      }
    });
  });
});
