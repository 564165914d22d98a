import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, themeTag } from '../../backend/src/modules/website/cache-tags.js';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A theme's archive (docs/magazine-ui.md, "Numbered pages and the month archive"): every article of a theme is a few
 * clicks away. Numbered pages of 12 (/publisher/{theme}?page=N, rendered on the server, cached and purged with the
 * theme's tag), the months with their counts (London months), and each month's numbered pages; a page past the last,
 * a month without articles and malformed numbers are 404s (pages) or 400s (API).
 */
describe('theme-archive', () => {
  let t: TestApp;
  let editor: Identity;
  const GEAR = 41;
  const PREFIX = `archive-${process.pid}`;

  type Summary = { id: number; title: string; published_at: string; theme: string | null };
  type Numbered = { items: Summary[]; page: number; page_count: number; total: number; month?: string };

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The theme archive test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    // 41 gear articles, one every 9 days from January 2025 (about 13 months), and 5 training ones in between.
    await t.sql(
      `insert into website_content (title, subtitle, slug, editorial_theme, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     select case when i <= $1 then 'Gear archive ' || i else 'Training archive ' || i end, 'A deck', $2 || '-' || i,
            case when i <= $1 then 'Gear & Tech' else 'Training & Performance' end, 'published',
            timestamptz '2025-01-10T12:00:00Z' + i * interval '9 days', 'Kit that lasts.', 'Kit that lasts.', '[]', 'Short.', '[]'
       from generate_series(1, $1 + 5) i`,
      [GEAR, PREFIX],
    );
    // On a London month's edge: 30 June 23:30 UTC is 1 July 00:30 in London (summer time), so it is a July article.
    await t.sql(
      `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tags)
     values ('Gear at midnight', $1, 'Gear & Tech', 'published', '2025-06-30T23:30:00Z', 'Kit.', '[]', '[]')`,
      [`${PREFIX}-midnight`],
    );
    await t.app.get(PublicCache).purge([ARTICLES_TAG, themeTag('gear'), themeTag('training')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => request(t.server).get(path);
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="initial-queries"/.exec(html)?.[1] ?? '';
  const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
  const TOTAL = GEAR + 1;
  const PAGES = Math.ceil(TOTAL / 12);

  async function allPages(): Promise<Numbered[]> {
    const pages: Numbered[] = [];
    for (let n = 1; n <= PAGES; n += 1) {
      const res = await get(`/api/publisher/themes/gear/pages/${n}`);
      expect(res.status).toBe(200);
      pages.push(res.body as Numbered);
    }
    return pages;
  }

  describe('numbered pages of a theme', () => {
    it('hold every article of the theme once, newest first, 12 a page; page 1 is the theme page’s own first page', async () => {
      const pages = await allPages();
      expect(pages.map((p) => [p.page, p.page_count, p.total])).toEqual(pages.map((_, i) => [i + 1, PAGES, TOTAL]));
      expect(pages.map((p) => p.items.length)).toEqual([12, 12, 12, TOTAL - 36]);
      const items = pages.flatMap((p) => p.items);
      expect(new Set(items.map((a) => a.id)).size).toBe(TOTAL);
      expect(items.every((a) => a.theme === 'Gear & Tech')).toBe(true);
      const dates = items.map((a) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      // Readers get the reader's summary: no body.
      expect(items[0]).not.toHaveProperty('long_form_article');
      const first = (await get('/api/publisher/themes/gear/articles')).body as { items: Summary[] };
      expect(pages[0].items.map((a) => a.id)).toEqual(first.items.map((a) => a.id));
    });

    it('answers 404 past the last page, 400 for a page that is not a number from 1, 404 for an unknown theme', async () => {
      expect((await get(`/api/publisher/themes/gear/pages/${PAGES + 1}`)).status).toBe(404);
      for (const bad of ['0', '01', 'abc', '-1', '100000', '2.5']) {
        const res = await get(`/api/publisher/themes/gear/pages/${bad}`);
        expect([bad, res.status]).toEqual([bad, 400]);
        expect(res.body.error).toMatch(/page must be a whole number/);
      }
      expect((await get('/api/publisher/themes/poetry/pages/1')).status).toBe(404);
      // An empty theme has one page, with nothing on it.
      expect((await get('/api/publisher/themes/mindset/pages/1')).body).toEqual({ items: [], page: 1, page_count: 1, total: 0 });
      expect((await get('/api/publisher/themes/mindset/pages/2')).status).toBe(404);
    });
  });

  describe('the month archive', () => {
    it('lists the London months with articles of the theme, newest first, with counts that add up', async () => {
      const res = await get('/api/publisher/themes/gear/months');
      expect(res.status).toBe(200);
      const { months, total } = res.body as { months: Array<{ month: string; count: number }>; total: number };
      expect(total).toBe(TOTAL);
      expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(TOTAL);
      expect([...months.map((m) => m.month)].sort().reverse()).toEqual(months.map((m) => m.month));
      const expected = await t.sql<{ month: string; count: number }>(
        `select to_char(publish_date at time zone 'Europe/London', 'YYYY-MM') as month, count(*)::int as count
         from website_content where status = 'published' and editorial_theme = 'Gear & Tech' group by 1 order by 1 desc`,
      );
      expect(months).toEqual(expected);
      expect(months.find((m) => m.month === '2025-06')).toBeDefined();
    });

    it("pages a month's articles, newest first, all of that month (London time), and 404s a month without any", async () => {
      const res = await get('/api/publisher/themes/gear/months/2025-07/pages/1');
      expect(res.status).toBe(200);
      const page = res.body as Numbered;
      const titles = page.items.map((a) => a.title);
      expect(titles).toContain('Gear at midnight');
      expect(titles[titles.length - 1]).toBe('Gear at midnight');
      const july = await t.sql<{ title: string }>(
        `select title from website_content where editorial_theme = 'Gear & Tech' and status = 'published'
          and publish_date >= timestamptz '2025-07-01T00:00:00+01:00' and publish_date < timestamptz '2025-08-01T00:00:00+01:00'
        order by publish_date desc, id desc`,
      );
      expect(titles).toEqual(july.map((r) => r.title));
      expect(page).toMatchObject({ page: 1, page_count: 1, total: july.length, month: '2025-07' });
      expect((await get('/api/publisher/themes/gear/months/2025-06/pages/1')).body.items.map((a: Summary) => a.title)).not.toContain('Gear at midnight');
      expect((await get('/api/publisher/themes/gear/months/2025-07/pages/2')).status).toBe(404);
      expect((await get('/api/publisher/themes/gear/months/1999-01/pages/1')).status).toBe(404);
      for (const bad of ['2025-13', '2025-7', 'july', '1969-12']) expect([bad, (await get(`/api/publisher/themes/gear/months/${bad}/pages/1`)).status]).toEqual([bad, 400]);
    });
  });

  describe('the archive pages, rendered on the server', () => {
    it('renders /publisher/gear?page=2 with its own articles, canonical, rel prev/next and the page numbers', async () => {
      const pages = await allPages();
      const res = await get('/publisher/gear?page=2');
      expect(res.status).toBe(200);
      const root = rootOf(res.text);
      for (const article of pages[1].items) expect(root).toContain(article.title);
      for (const article of pages[0].items) expect(root).not.toContain(`>${article.title}<`);
      expect(linkOf(res.text, 'canonical')).toBe('https://magazine.example/publisher/gear?page=2');
      expect(linkOf(res.text, 'prev')).toBe('https://magazine.example/publisher/gear');
      expect(linkOf(res.text, 'next')).toBe('https://magazine.example/publisher/gear?page=3');
      expect(res.text).toContain('<title>Gear &amp; Tech: page 2 | Flying@50</title>');
      expect(root).toMatch(/<nav aria-label="Gear pages"/);
      expect(root).toMatch(/<span aria-current="page"[^>]*><span class="sr-only">Page <\/span>2<\/span>/);
      expect(root).toContain(`href="/publisher/gear?page=${PAGES}"`);
      // The last page has no next; the theme page itself a next and no prev.
      const last = await get(`/publisher/gear?page=${PAGES}`);
      expect(linkOf(last.text, 'next')).toBeUndefined();
      const front = await get('/publisher/gear');
      expect(linkOf(front.text, 'next')).toBe('https://magazine.example/publisher/gear?page=2');
      expect(linkOf(front.text, 'prev')).toBeUndefined();
      expect(rootOf(front.text)).toContain('href="/publisher/gear/archive"');
      expect(rootOf(front.text)).not.toContain('Load more');
    });

    it('keeps page 2 cached with the theme’s tag, and shows a publish in the theme on it once the event is handled', async () => {
      const first = await get('/publisher/gear?page=2');
      const again = await get('/publisher/gear?page=2').set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
      expect(String(first.headers['surrogate-key'] ?? first.headers.xkey)).toContain('theme:gear');
      expect(first.headers['cache-control']).toMatch(/public/);
      const lastOfPage1 = (await allPages())[0].items[11].title;
      expect(rootOf(first.text)).not.toContain(`>${lastOfPage1}<`);
      const created = await request(t.server).post('/api/website-content').set('Cookie', editor.cookie).send({
        title: 'Gear newest of all',
        editorial_theme: 'Gear & Tech',
        long_form_article: 'Kit that lasts.',
      });
      expect(created.status).toBe(201);
      expect((await request(t.server).post(`/api/website-content/${created.body.id}/publish`).set('Cookie', editor.cookie).send({})).status).toBe(200);
      // Every page moves by one: page 1's last article is now page 2's first.
      await eventually(async () => rootOf((await get('/publisher/gear?page=2')).text).includes(`>${lastOfPage1}<`));
      await request(t.server).delete(`/api/website-content/${created.body.id}`).set('Cookie', editor.cookie);
      await t.flushOutbox();
    });

    it('moves ?page=1 to the page without it, and answers 404 "Page Not Found" past the last page or for a malformed number', async () => {
      const moved = await get('/publisher/gear?page=1');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/publisher/gear');
      for (const path of [`/publisher/gear?page=${PAGES + 5}`, '/publisher/gear?page=abc', '/publisher/gear?page=0', '/publisher/gear/archive/1999-01', '/publisher/gear/archive/bogus', '/publisher/gear/archive/2025-07?page=9']) {
        const res = await get(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).toContain('Page Not Found');
        expect(res.text).toContain('<meta name="robots" content="noindex" />');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('renders the month archive and a month with the right articles', async () => {
      const months = await get('/publisher/gear/archive');
      expect(months.status).toBe(200);
      expect(rootOf(months.text)).toContain('href="/publisher/gear/archive/2025-07"');
      expect(rootOf(months.text)).toContain('July 2025');
      const july = await get('/publisher/gear/archive/2025-07');
      expect(july.status).toBe(200);
      expect(rootOf(july.text)).toContain('Gear at midnight');
      expect(rootOf(july.text)).not.toContain('Training archive');
      expect(linkOf(july.text, 'canonical')).toBe('https://magazine.example/publisher/gear/archive/2025-07');
    });
  });

  describe('the months’ counts, kept at any archive size', () => {
    const kept = () =>
      t.sql<{ theme: string; month: string; published: number }>(
        `select theme, month, published from website_theme_month_counts where published <> 0 order by theme, month`,
      );
    const counted = () =>
      t.sql<{ theme: string; month: string; published: number }>(
        `select coalesce(website_theme(editorial_theme, category, title), '') as theme,
              to_char(publish_date at time zone 'Europe/London', 'YYYY-MM') as month, count(*)::int as published
         from website_content where status = 'published' group by 1, 2 order by 1, 2`,
      );

    it('follow every insert, publish, take-down, new date, new theme and delete, in one statement or many', async () => {
      expect(await kept()).toEqual(await counted());
      const slug = `${PREFIX}-counts`;
      await t.sql(
        `insert into website_content (title, slug, editorial_theme, status, publish_date, long_form_article, headlines, tags)
       select 'Mind ' || i, $1 || '-' || i, 'Mindset & Motivation', case when i % 2 = 0 then 'published' else 'draft' end,
              timestamptz '2024-03-15T12:00:00Z' + i * interval '20 days', 'Calm.', '[]', '[]' from generate_series(1, 8) i`,
        [slug],
      );
      expect(await kept()).toEqual(await counted());
      const changes = [
        `update website_content set status = 'published' where slug like '${slug}-%'`,
        `update website_content set status = 'archived' where slug = '${slug}-2'`,
        `update website_content set publish_date = publish_date + interval '40 days' where slug like '${slug}-%'`,
        `update website_content set editorial_theme = 'Gear & Tech' where slug = '${slug}-4'`,
        `update website_content set subtitle = 'Nothing counted changes' where slug like '${slug}-%'`,
        `delete from website_content where slug in ('${slug}-6', '${slug}-7')`,
      ];
      for (const change of changes) {
        await t.sql(change);
        expect([change, await kept()]).toEqual([change, await counted()]);
      }
      // The API's months are the kept ones, and the theme's pages hold each of them (SQL sent no events: purged here).
      await t.app.get(PublicCache).purge([ARTICLES_TAG, themeTag('mindset'), themeTag('gear')]);
      const months = (await get('/api/publisher/themes/mindset/months')).body as { months: Array<{ month: string; count: number }>; total: number };
      const mindset = (await counted()).filter((row) => row.theme === 'Mindset & Motivation');
      expect(months.months).toEqual([...mindset].reverse().map((row) => ({ month: row.month, count: row.published })));
      const page = (await get('/api/publisher/themes/mindset/pages/1')).body as Numbered;
      expect(page.total).toBe(months.total);
      expect(page.items.map((a) => a.title).sort()).toEqual(['Mind 1', 'Mind 3', 'Mind 5', 'Mind 8']);
    });

    it('start a deep page in the month it begins in: every page is the same as reading the whole theme in order', async () => {
      const ordered = await t.sql<{ id: number }>(
        `select id from website_content where status = 'published' and website_theme(editorial_theme, category, title) = 'Gear & Tech'
        order by publish_date desc, id desc`,
      );
      const pages = Math.ceil(ordered.length / 12);
      for (let n = 1; n <= pages; n += 1) {
        const page = (await get(`/api/publisher/themes/gear/pages/${n}`)).body as Numbered;
        expect([n, page.items.map((a) => a.id)]).toEqual([n, ordered.slice((n - 1) * 12, n * 12).map((r) => Number(r.id))]);
      }
    });
  });
});
