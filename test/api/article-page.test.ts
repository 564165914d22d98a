import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { insertWebsite } from './website-fixtures.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/**
 * GET /article/{idOrSlug} (issue 11): the server answers with the page whose head holds every tag and whose #root holds
 * the article rendered by the frontend's own components; 404 'Article Not Found' for anything a reader may not see;
 * 301 from an old slug.
 */
describe('article-page', () => {
  let t: TestApp;
  let editor: Identity;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The article page test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
  const metaContent = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`));
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="initial-queries"/.exec(html)?.[1] ?? '';

  describe('article page HTML', () => {
    let id: number;
    const slug = 'strength-after-fifty-the-essentials';

    beforeAll(async () => {
      id = await insertWebsite(t, { title: 'Strength after fifty: the essentials', slug, editorial_theme: 'Training & Performance' });
      await t.sql(
        `update website_content set category = 'Strength', tags = '["Strength","Masters"]', meta_description = 'Two short sessions a week keep you fast & strong.',
         long_form_article = $2 where id = $1`,
        [id, 'Muscle fades after 50 unless you **load** it.\n\n## Where to start\n\nBegin with [squats](https://example.com) and rows.\n\nA short line without a stop'],
      );
      await t.sql(`update website_content set updated_at = now() where id = $1`, [id]);
    });

    it('holds title, description, keywords, Open Graph, Twitter, canonical and JSON-LD, and the rendered article', async () => {
      const res = await request(t.server).get(`/article/${slug}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(EDGE_PUBLIC);
      const html = res.text;
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Strength after fifty: the essentials | Flying@50');
      expect(metaContent(html, 'description')).toBe('Two short sessions a week keep you fast &amp; strong.');
      expect(metaContent(html, 'keywords')).toBe('Strength, Masters, Training &amp; Performance');
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://magazine.example/article/${slug}`);
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:title')).toBe('Strength after fifty: the essentials');
      expect(metaContent(html, 'og:url')).toBe(`https://magazine.example/article/${slug}`);
      expect(metaContent(html, 'og:image')).toBe('https://images.pexels.com/photos/1/a.jpeg');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:title')).toBe('Strength after fifty: the essentials');
      const ld = JSON.parse(attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
      expect(ld).toMatchObject({ '@type': 'Article', headline: 'Strength after fifty: the essentials', image: ['https://images.pexels.com/photos/1/a.jpeg'], mainEntityOfPage: { '@id': `https://magazine.example/article/${slug}` } });
      expect(ld.author.name).toContain('magazine team');
      // The publisher with its logo (Google asks for an ImageObject logo for Article rich results): a file the app serves.
      expect(ld.publisher).toEqual({
        '@type': 'Organization',
        name: 'Flying@50',
        url: 'https://magazine.example',
        logo: { '@type': 'ImageObject', url: 'https://magazine.example/favicon.svg' },
      });
      const logo = await request(t.server).get(new URL(ld.publisher.logo.url).pathname);
      expect([logo.status, logo.headers['content-type']]).toEqual([200, 'image/svg+xml']);

      const root = rootOf(html);
      expect(root).toContain('<h1 class="text-4xl [overflow-wrap:anywhere] md:text-5xl">Strength after fifty: the essentials</h1>');
      expect(root).toContain('By the Flying@50 team');
      expect(root).toMatch(/<time dateTime="[^"]+">\d{1,2}\u00a0[A-Z][a-z]+ \d{4}<\/time>/);
      expect(root).toContain('<p class="kicker">Strength</p>');
      expect(root).toContain('href="/publisher/training"');
      expect(root).toContain('src="https://images.pexels.com/photos/1/a.jpeg"');
      // Phones pick a smaller copy of the photo from the server's HTML already.
      expect(root).toMatch(/srcset="https:\/\/images\.pexels\.com\/photos\/1\/a\.jpeg\?auto=compress&amp;cs=tinysrgb&amp;w=480 480w, [^"]+ 960w, [^"]+ 1600w"/i);
      expect(root).toMatch(/sizes="\(min-width: 1216px\) 1152px, 100vw"/);
      // The body as the Website tab's preview shows it: bold and links kept (an outside link opens in a new tab).
      expect(root).toContain('<p>Muscle fades after 50 unless you <strong>load</strong> it.</p>');
      expect(root).toContain('>Where to start</h2>');
      expect(root).toContain(
        '<p>Begin with <a href="https://example.com" target="_blank" rel="noopener noreferrer" class="link">squats<span class="sr-only"> (opens in a new tab)</span></a> and rows.</p>',
      );
      expect(root).toContain('>A short line without a stop</h2>');
      expect(root).toContain('<header'); // the site frame is rendered too, so nothing moves when the app takes over
      const [[key, data]] = JSON.parse(attr(html, /<script type="application\/json" id="initial-queries" data-path="[^"]*">([\s\S]*?)<\/script>/)!);
      expect(key).toEqual(['/api/website-content', slug]);
      expect(data).toMatchObject({ id, slug, published_at: expect.any(String), blocks: expect.arrayContaining([{ kind: 'heading', text: 'Where to start' }]) });

      const again = await request(t.server).get(`/article/${slug}`).set('If-None-Match', res.headers.etag);
      expect(again.status).toBe(304);
    });

    it('answers the id the cards link to with a 301 to the slug, its one address (the query string kept)', async () => {
      const byId = await request(t.server).get(`/article/${id}`);
      expect(byId.status).toBe(301);
      expect(byId.headers.location).toBe(`/article/${slug}`);
      expect(byId.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(byId.text).not.toContain('<article');
      const campaign = await request(t.server).get(`/article/${id}?utm_source=newsletter&utm_medium=email`);
      expect(campaign.status).toBe(301);
      expect(campaign.headers.location).toBe(`/article/${slug}?utm_source=newsletter&utm_medium=email`);
      // An old slug keeps its query string too.
      await t.sql(`insert into website_slug_history (slug, article_id) values ('strength-essentials-old', $1)`, [id]);
      expect((await request(t.server).get('/article/strength-essentials-old?ref=x')).headers.location).toBe(`/article/${slug}?ref=x`);
    });

    it("shares the magazine's picture, large, for an article without one of its own (its JSON-LD names it too)", async () => {
      const plain = await insertWebsite(t, { title: 'Rest days without a picture', slug: `rest-days-without-a-picture-${process.pid}` });
      await t.sql('update website_content set featured_image = null where id = $1', [plain]);
      await t.app.get(PublicCache).purge([`article:${plain}`]);
      const html = (await request(t.server).get(`/article/rest-days-without-a-picture-${process.pid}`)).text;
      expect(metaContent(html, 'og:image')).toBe('https://magazine.example/images/share.png');
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:image')).toBe('https://magazine.example/images/share.png');
      // Structured data complete without a picture of the article's own: the magazine's, which the app serves.
      const ld = JSON.parse(attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
      expect(ld).toMatchObject({ '@type': 'Article', image: ['https://magazine.example/images/share.png'], publisher: { logo: { '@type': 'ImageObject', url: 'https://magazine.example/favicon.svg' } } });
      const picture = await request(t.server).get('/images/share.png');
      expect([picture.status, picture.headers['content-type']]).toEqual([200, 'image/png']);
    });

    it('shows a few articles of the same theme under the article, and a new one of the theme once its event purged the page', async () => {
      const read = await insertWebsite(t, { title: 'Sleep is training too', editorial_theme: 'Recovery & Health' });
      await insertWebsite(t, { title: 'Mobility in ten minutes', editorial_theme: 'Recovery & Health' });
      await insertWebsite(t, { title: 'Choosing a heart-rate strap', editorial_theme: 'Gear & Tech' });
      await insertWebsite(t, { title: 'A recovery draft', editorial_theme: 'Recovery & Health', status: 'draft' });
      const [{ slug: readSlug }] = await t.sql<{ slug: string }>(`select slug from website_content where id = $1`, [read]);
      const first = rootOf((await request(t.server).get(`/article/${readSlug}`)).text);
      expect(first).toContain('More in Recovery &amp; Health</h2>');
      expect(first).toContain('Mobility in ten minutes');
      expect(first).not.toContain('Sleep is training too</a>'); // not itself
      expect(first).not.toContain('Choosing a heart-rate strap');
      expect(first).not.toContain('A recovery draft');

      // Another article of the theme: its event purges the theme's tag, which the page carries.
      await insertWebsite(t, { title: 'Easy weeks after a race', editorial_theme: 'Recovery & Health' });
      const res = await request(t.server).get(`/article/${readSlug}`);
      expect(rootOf(res.text)).toContain('Easy weeks after a race');
      const queries = JSON.parse(attr(res.text, /<script type="application\/json" id="initial-queries" data-path="[^"]*">([\s\S]*?)<\/script>/)!) as Array<[string[], unknown]>;
      expect(queries.map(([key]) => key.join('/'))).toEqual([`/api/website-content/${readSlug}`, `/api/publisher/articles/${read}/related`, '/api/ads']);
    });

    it("answers 404 with the 'Article Not Found' page for unknown, draft and scheduled articles, 410 for deleted ones", async () => {
      const draft = await insertWebsite(t, { status: 'draft' });
      const scheduled = await insertWebsite(t, { status: 'scheduled' });
      const archived = await insertWebsite(t, { status: 'archived', slug: 'an-article-since-deleted' });
      await t.sql(`insert into website_slug_history (slug, article_id) values ('an-article-deleted-old-slug', $1)`, [archived]);
      const expected: Array<[string, number]> = [
        ['/article/no-such-article', 404], ['/article/999999', 404], [`/article/${draft}`, 404], [`/article/${scheduled}`, 404], ['/article/Bad%20Slug', 404],
        [`/article/${archived}`, 410], ['/article/an-article-since-deleted', 410], ['/article/an-article-deleted-old-slug', 410],
      ];
      for (const [path, status] of expected) {
        const res = await request(t.server).get(path);
        expect([path, res.status]).toEqual([path, status]);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toContain('<title>Article Not Found | Flying@50</title>');
        expect(res.text).toContain('<meta name="robots" content="noindex" />');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(rootOf(res.text)).toContain('Article Not Found</h1>');
        expect(rootOf(res.text)).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been removed.');
        expect(rootOf(res.text)).toContain('Back to Articles');
        // The search box works before the app starts (a plain GET form to /search).
        expect(rootOf(res.text)).toMatch(/<form role="search" aria-label="Search the magazine"[^>]* action="\/search" method="get"/);
      }
      // The API answers what exists for readers: a deleted article is not found there.
      expect((await request(t.server).get(`/api/website-content/${archived}`)).status).toBe(404);
    });

    it('answers 410 once an editor deletes a published article', async () => {
      const gone = await insertWebsite(t, { title: 'Race week nerves', slug: 'race-week-nerves' });
      expect((await request(t.server).get('/article/race-week-nerves')).status).toBe(200);
      expect((await request(t.server).delete(`/api/website-content/${gone}`).set('Cookie', editor.cookie)).status).toBe(200);
      await eventually(async () => (await request(t.server).get('/article/race-week-nerves')).status === 410);
    });

    it('redirects an old slug to the current one with a 301, and shows an edit after its event', async () => {
      const res = await request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send({ slug: 'strength-after-fifty', title: 'Strength after fifty' });
      expect(res.status).toBe(200);
      await eventually(async () => (await request(t.server).get(`/article/${slug}`)).status === 301);
      const moved = await request(t.server).get(`/article/${slug}`);
      expect(moved.headers.location).toBe('/article/strength-after-fifty');
      const page = await request(t.server).get('/article/strength-after-fifty');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Strength after fifty | Flying@50</title>');
    });

    it('keeps a 301 five minutes, purged with the article at the edge, and a slug given back is the page again (A to B to A)', async () => {
      const a = await insertWebsite(t, { title: 'Cadence drills', slug: 'cadence-drills' });
      const rename = (to: string) => request(t.server).put(`/api/website-content/${a}`).set('Cookie', editor.cookie).send({ slug: to });
      expect((await rename('cadence-drills-for-masters')).status).toBe(200);
      await eventually(async () => (await request(t.server).get('/article/cadence-drills')).status === 301);
      for (const path of ['/article/cadence-drills', `/article/${a}`]) {
        const moved = await request(t.server).get(path);
        expect([path, moved.status, moved.headers.location]).toEqual([path, 301, '/article/cadence-drills-for-masters']);
        expect(moved.headers['cache-control']).toBe('public, max-age=300');
        expect(moved.headers.xkey?.split(' ')).toContain(`article:${a}`);
      }
      // Back to A: A is the page, B the old slug.
      expect((await rename('cadence-drills')).status).toBe(200);
      await eventually(async () => (await request(t.server).get('/article/cadence-drills')).status === 200);
      const back = await request(t.server).get('/article/cadence-drills-for-masters');
      expect([back.status, back.headers.location]).toEqual([301, '/article/cadence-drills']);
      expect((await request(t.server).get(`/article/${a}`)).headers.location).toBe('/article/cadence-drills');
      expect(await t.sql(`select slug from website_slug_history where article_id = $1 order by slug`, [a])).toEqual([{ slug: 'cadence-drills-for-masters' }]);
    });
  });
});
