import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ARTICLES_TAG } from '../../backend/src/modules/website/cache-tags.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The articles sitemap files are ranges of ids (articles-N.xml: ids (N - 1) × SITEMAP_FILE_URLS + 1 to N ×
 * SITEMAP_FILE_URLS), counted per file by the website module's triggers: a publish, an unpublish or a deletion changes
 * its own file only (the others keep their lastmod and ETag), files left without an article leave the index, and the
 * index reads a row per file.
 */
describe('sitemap-files', () => {
  let t: TestApp;
  const BASE = 'https://magazine.example';
  const PER_FILE = 10;
  const parser = new XMLParser({ ignoreAttributes: false });

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: BASE, SITEMAP_FILE_URLS: String(PER_FILE) } });
    // Ids 1-30 published (article i last changed i minutes before 1 November), ids 31-35 drafts.
    await t.sql(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags, updated_at)
     select 'Article ' || i, 'scale-' || i, 'Training & Performance', case when i <= 30 then 'published' else 'draft' end,
            timestamp '2026-10-01 12:00:00' + (i || ' minutes')::interval, 'Body', '[]', '', '[]',
            timestamptz '2026-11-01T00:00:00Z' - (i || ' minutes')::interval
       from generate_series(1, 35) as i`,
    );
    await purge();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** What the content events would do after these SQL changes: purge the index (rendered again at once). */
  async function purge(): Promise<void> {
    await t.app.get(PublicCache).purge([ARTICLES_TAG]);
  }
  const get = (path: string, headers: Record<string, string> = {}) => request(t.server).get(path).set(headers);
  /** The index's articles files: N → lastmod. */
  async function index(): Promise<Record<number, string>> {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const entries = [parser.parse(res.text).sitemapindex.sitemap].flat() as Array<{ loc: string; lastmod?: string }>;
    expect(entries[0]).toEqual({ loc: `${BASE}/sitemaps/pages.xml` });
    return Object.fromEntries(entries.slice(1).map((e) => [Number(/articles-(\d+)\.xml$/.exec(e.loc)![1]), e.lastmod!]));
  }
  async function slugsOf(n: number): Promise<string[]> {
    const res = await get(`/sitemaps/articles-${n}.xml`);
    expect(res.status).toBe(200);
    return [parser.parse(res.text).urlset.url].flat().map((u: { loc: string }) => u.loc.slice(`${BASE}/article/`.length));
  }
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `scale-${from + i}`);
  const at = (minutes: number) => new Date(Date.parse('2026-11-01T00:00:00Z') - minutes * 60_000).toISOString();

  describe('sitemap files by id range', () => {
    it('lists a file per ten ids, each with the newest change of its articles', async () => {
      expect(await index()).toEqual({ 1: at(1), 2: at(11), 3: at(21) });
      expect(await slugsOf(1)).toEqual(range(1, 10));
      expect(await slugsOf(2)).toEqual(range(11, 20));
      expect(await slugsOf(3)).toEqual(range(21, 30));
    });

    it('an unpublished article leaves its own file, which takes the time as its lastmod; the next files stay as they were', async () => {
      const second = await get('/sitemaps/articles-2.xml');
      const before = await index();
      await t.sql(`update website_content set status = 'draft', updated_at = now() where slug = 'scale-5'`);
      await purge();
      const [{ when }] = await t.sql<{ when: Date }>(`select updated_at as "when" from website_content where slug = 'scale-5'`);
      expect(await index()).toEqual({ ...before, 1: new Date(when).toISOString() });
      expect(await slugsOf(1)).toEqual([...range(1, 4), ...range(6, 10)]);
      // Positions among the published ids would have moved scale-11 into the first file and changed every later file.
      expect((await get('/sitemaps/articles-2.xml').set('If-None-Match', second.headers.etag)).status).toBe(304);
      expect(await slugsOf(2)).toEqual(range(11, 20));
      expect(await slugsOf(3)).toEqual(range(21, 30));
    });

    it('a renamed article changes its file even when its updated_at does not', async () => {
      const third = await get('/sitemaps/articles-3.xml');
      await t.sql(`update website_content set slug = 'scale-25-renamed' where slug = 'scale-25'`);
      const res = await get('/sitemaps/articles-3.xml').set('If-None-Match', third.headers.etag);
      expect(res.status).toBe(200);
      expect(res.text).toContain('/article/scale-25-renamed<');
    });

    it('a file left without articles leaves the index and answers 404; a new article is listed in its id\'s file', async () => {
      await t.sql(`delete from website_content where slug in (${range(11, 20).map((s) => `'${s}'`).join(', ')})`);
      await purge();
      expect(Object.keys(await index())).toEqual(['1', '3']);
      const gone = await get('/sitemaps/articles-2.xml');
      expect(gone.status).toBe(404);
      expect(gone.text).toBe('No such sitemap file. The sitemap index is /sitemap.xml.\n');
      const [{ id }] = await t.sql<{ id: number }>(
        `insert into website_content (title, slug, status, publish_date, long_form_article, headlines, tldr_summary, tags, updated_at)
       values ('New', 'brand-new', 'published', now(), 'Body', '[]', '', '[]', '2026-11-20T10:00:00Z') returning id`,
      );
      expect(id).toBe(36);
      await purge();
      expect(await index()).toMatchObject({ 4: '2026-11-20T10:00:00.000Z' });
      expect(await slugsOf(4)).toEqual(['brand-new']);
    });

    it("the kept counts match the archive's, for the size in use and for a size counted on its first use", async () => {
      const actual = (size: number) =>
        t.sql(
          `select (id - 1) / $1 + 1 as file, count(*)::int as published from website_content where status = 'published' group by 1 order by 1`,
          [size],
        );
      const kept = (size: number) => t.sql(`select file, published from website_sitemap_files_of($1)`, [size]);
      expect(await kept(PER_FILE)).toEqual(await actual(PER_FILE));
      expect(await kept(4)).toEqual(await actual(4));
      // Every published article is in exactly one file of the index.
      const listed = (await Promise.all(Object.keys(await index()).map((n) => slugsOf(Number(n))))).flat();
      const published = await t.sql<{ slug: string }>(`select slug from website_content where status = 'published' order by id`);
      expect(listed).toEqual(published.map((p) => p.slug));
    });

    let sizeOneVersion = '';
    it('rows of another size (SITEMAP_FILE_URLS changed) are deleted when the index is next computed; the triggers keep the size in use only', async () => {
      // Sizes 4 (above), 3 and 1 were in use once: 36 rows of size 1 among them, kept up to date by the triggers.
      await t.sql(`select count(*) from website_sitemap_files_of(3)`);
      await t.sql(`select count(*) from website_sitemap_files_of(1)`);
      const sizes = () => t.sql<{ per_file: number }>(`select per_file from website_sitemap_sizes order by 1`);
      const otherRows = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from website_sitemap_files where per_file <> $1`, [PER_FILE]))[0].n;
      expect(await sizes()).toEqual([{ per_file: 1 }, { per_file: 3 }, { per_file: 4 }, { per_file: PER_FILE }]);
      expect(await otherRows()).toBeGreaterThan(30);
      await t.sql(`update website_content set status = 'published', updated_at = '2026-11-21T10:00:00Z' where slug = 'scale-33'`);
      [{ newest: sizeOneVersion }] = await t.sql<{ newest: string }>(`select max(version) as newest from website_sitemap_files where per_file = 1`);
      await purge();
      const files = await index();
      expect(await sizes()).toEqual([{ per_file: PER_FILE }]);
      expect(await otherRows()).toBe(0);
      expect(files).toEqual({ 1: expect.any(String), 3: expect.any(String), 4: '2026-11-21T10:00:00.000Z' });
      expect(await slugsOf(4)).toEqual(['scale-33', 'brand-new']);
      // A publish now writes the size in use only.
      await t.sql(`update website_content set status = 'published', updated_at = '2026-11-22T10:00:00Z' where slug = 'scale-34'`);
      expect(await otherRows()).toBe(0);
      expect(await t.sql(`select file, published from website_sitemap_files_of($1)`, [PER_FILE])).toEqual([
        { file: 1, published: 9 },
        { file: 3, published: 10 },
        { file: 4, published: 3 },
      ]);
    });

    it('pruning goes in batches, each its own transaction, while articles are published; the counts stay right', async () => {
      await t.sql(`select count(*) from website_sitemap_files_of(1)`);
      // Counted again, a size's files have versions above any they had before (a cached file's key holds its version).
      const [{ oldest }] = await t.sql<{ oldest: string }>(`select min(version) as oldest from website_sitemap_files where per_file = 1`);
      expect(BigInt(oldest)).toBeGreaterThan(BigInt(sizeOneVersion));
      const calls: boolean[] = [];
      const prune = async () => {
        for (let more = true; more; ) {
          more = (await t.sql<{ more: boolean }>(`select website_sitemap_prune_sizes($1, 5) as more`, [PER_FILE]))[0].more;
          calls.push(more);
        }
      };
      const publish = async () => {
        for (let i = 1; i <= 4; i++) await t.sql(`update website_content set updated_at = now() where slug = $1`, [`scale-${i}`]);
      };
      await Promise.all([prune(), publish()]);
      expect(calls.length).toBeGreaterThan(3);
      expect(await t.sql(`select per_file from website_sitemap_sizes`)).toEqual([{ per_file: PER_FILE }]);
      const actual = await t.sql(
        `select (id - 1) / $1 + 1 as file, count(*)::int as published from website_content where status = 'published' group by 1 order by 1`,
        [PER_FILE],
      );
      expect(await t.sql(`select file, published from website_sitemap_files_of($1)`, [PER_FILE])).toEqual(actual);
    });
  });
});
