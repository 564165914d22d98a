import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { EDGE_PUBLIC, EDGE_PUBLIC_MINUTE } from '../support/edge-headers.js';
import { notFoundRenders } from '../../backend/src/infrastructure/web/not-found-page.js';

/**
 * The magazine's public pages rendered on the server (issue 11): `/`, `/publisher`, the six theme pages, `/about` and
 * `/premium` answer HTML whose #root is the page as the app draws it, with the answers of the public reads it shows
 * embedded (`initial-queries`), so the page reads without JavaScript and its largest paint waits for neither the app
 * nor the API. Drafts and scheduled articles never appear; a publish, an edit and a delete show on the next read.
 */
describe('public-pages', () => {
  let t: TestApp;
  let editor: Identity;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The public pages test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="initial-queries"/.exec(html)?.[1] ?? '';
  const embedded = (html: string) =>
    JSON.parse(attr(html, /<script type="application\/json" id="initial-queries" data-path="[^"]*">([\s\S]*?)<\/script>/) ?? 'null') as Array<[string[], unknown]>;
  const page = (path: string) => request(t.server).get(path);
  const staff = (method: 'post' | 'put' | 'delete', path: string, body: object = {}) => request(t.server)[method](path).set('Cookie', editor.cookie).send(body);

  describe('a magazine whose only article is the hero', () => {
    it('leaves out the LATEST section rather than show an empty heading', async () => {
      const id = await insertWebsite(t, { title: 'The first article of a new magazine', is_hero_article: true });
      const root = rootOf((await page('/')).text);
      expect(root).toContain('The first article of a new magazine');
      expect(root).not.toContain('id="latest-heading"');
      // Archived, so the pages below start from a magazine without it (insertWebsite's purge renders home again).
      await t.sql(`update website_content set status = 'archived', is_hero_article = false where id = $1`, [id]);
      // Two articles: the newer is the hero, the other is LATEST.
      for (const title of ['An article for LATEST', 'A newer article, the hero']) await insertWebsite(t, { title });
      expect(rootOf((await page('/')).text)).toContain('id="latest-heading"');
      await t.sql(`delete from website_content where title in ('An article for LATEST', 'A newer article, the hero')`);
    });
  });

  describe('server-rendered public pages', () => {
    let heroTitle: string;
    const draftTitle = 'A draft nobody may read yet';
    const scheduledTitle = 'A plan scheduled for next spring';

    beforeAll(async () => {
      heroTitle = 'Masters track sessions that build speed';
      await insertWebsite(t, { title: heroTitle, is_hero_article: true, is_featured: true });
      await insertWebsite(t, { title: 'Fuelling long rides after 50', editorial_theme: 'Nutrition & Fuelling' });
      await insertWebsite(t, { title: draftTitle, status: 'draft' });
      await insertWebsite(t, { title: scheduledTitle, status: 'scheduled' });
    });

    it('renders the home page with its hero, articles and the answers of its reads, exactly as the API answers them', async () => {
      for (const path of ['/', '/publisher']) {
        const res = await page(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toMatch(EDGE_PUBLIC_MINUTE);
        const html = res.text;
        expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Magazine | Flying@50');
        expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://magazine.example/');
        expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
        // A shared link shows the magazine's picture, large (the pages have none of their own).
        expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe('https://magazine.example/images/share.png');
        expect(attr(html, /<meta property="og:image:width" content="([^"]*)"/)).toBe('1200');
        expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
        expect(html).not.toMatch(/rss\/\w+\.xml/); // the home page names the magazine's feed only
        const root = rootOf(html);
        expect(root).toContain('<header');
        expect(root).toContain(`id="home-hero-title"`);
        expect(root).toContain(heroTitle);
        expect(root).toContain('Fuelling long rides after 50');
        expect(root).toContain('https://images.pexels.com/photos/1/a.jpeg');
        expect(html).not.toContain(draftTitle);
        expect(html).not.toContain(scheduledTitle);
        const queries = embedded(html);
        expect(queries.map(([key]) => key.join('/')).sort()).toEqual(
          ['/api/ads', '/api/publisher/most-read?limit=6', '/api/website-content/featured', '/api/website-content/hero', '/api/website-content/latest', '/api/website-content/theme-counts'].sort(),
        );
        for (const [key, value] of queries) expect((await request(t.server).get(key.join('/'))).body).toEqual(value);
        expect(attr(html, /id="initial-queries" data-path="([^"]*)"/)).toBe(path);
        const again = await page(path).set('If-None-Match', res.headers.etag);
        expect(again.status).toBe(304);
      }
    });

    it("shows one count of a theme's published articles, the hero included, on the home page, the theme page and the dashboard", async () => {
      await insertWebsite(t, { title: 'Intervals on the turbo trainer' });
      const counts = (await request(t.server).get('/api/website-content/theme-counts')).body.counts as Record<string, number>;
      const list = (await request(t.server).get('/api/publisher/themes/training/articles')).body.items as Array<{ title: string }>;
      expect(list.map((a) => a.title)).toContain(heroTitle);
      expect(counts['Training & Performance']).toBe(list.length);
      const staffCounts = (await request(t.server).get('/api/website-content/theme-counts').set('Cookie', editor.cookie)).body.counts as Record<string, number>;
      expect(staffCounts['Training & Performance']).toBe(list.length);
      const words = `${list.length} articles`;
      expect(attr(rootOf((await page('/')).text), /kicker">Training<\/span><span[^>]*>(\d+ articles?)</)).toBe(words);
      expect(attr(rootOf((await page('/publisher/training')).text), /text-muted">(\d+ articles?)<\/p>/)).toBe(words);
    });

    it('renders each theme page with its own articles and hero, and /about and /premium with their content', async () => {
      const training = await page('/publisher/training');
      expect(training.status).toBe(200);
      expect(attr(training.text, /<title>([^<]*)<\/title>/)).toBe('Training &amp; Performance | Flying@50');
      // Feed readers find the theme's own feed from its page.
      expect(attr(training.text, /<link rel="alternate" type="application\/rss\+xml" title="Flying@50: Training &amp; Performance" href="([^"]*)"/)).toBe('https://magazine.example/rss/training.xml');
      expect((await request(t.server).get('/rss/training.xml')).status).toBe(200);
      expect(rootOf(training.text)).toContain(heroTitle);
      expect(rootOf(training.text)).not.toContain('Fuelling long rides after 50');
      expect(embedded(training.text).map(([key]) => key.join('/'))).toContain('/api/theme-heros/training');
      const nutrition = await page('/publisher/nutrition/');
      expect(nutrition.status).toBe(200);
      expect(rootOf(nutrition.text)).toContain('Fuelling long rides after 50');

      const about = await page('/about');
      expect(about.status).toBe(200);
      expect(attr(about.text, /<title>([^<]*)<\/title>/)).toBe('About | Flying@50');
      expect(rootOf(about.text)).toContain('<h1');
      expect(embedded(about.text)).toEqual([]);
      const premium = await page('/premium');
      expect(attr(premium.text, /<title>([^<]*)<\/title>/)).toBe('Premium | Flying@50');
      expect(rootOf(premium.text)).toContain('<h1');

      // Other addresses are not server-rendered pages: an unknown theme is the app's 404.
      expect((await page('/publisher/knitting')).status).toBe(404);
    });

    it('renders /privacy, the dated privacy policy, on the server, and links it from the footer and every newsletter box', async () => {
      const privacy = await page('/privacy');
      expect(privacy.status).toBe(200);
      expect(privacy.headers['content-type']).toMatch(/^text\/html/);
      expect(attr(privacy.text, /<title>([^<]*)<\/title>/)).toBe('Privacy policy | Flying@50');
      expect(attr(privacy.text, /<link rel="canonical" href="([^"]*)"/)).toBe('https://magazine.example/privacy');
      const root = rootOf(privacy.text);
      expect(root).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
      expect(root).toMatch(/Last updated: <time datetime="2025-07-31">July 31, 2025<\/time>/i);
      // What the policy must say (the coach's model, payments, the download, how long things are kept).
      for (const words of ['OpenAI', 'Private entries and photos are never sent', 'Stripe', 'Download My Data', 'deleted as soon as they expire', 'after 30 days', 'after 7 days', 'without storing your IP address']) {
        expect([words, root.includes(words)]).toEqual([words, true]);
      }
      expect(embedded(privacy.text)).toEqual([]);
      // The magazine's footer links it on every page, and the home page's newsletter box (the sidebar's) too.
      const home = rootOf((await page('/')).text);
      const footerLink = /<footer[\s\S]*<a [^>]*href="\/privacy"[^>]*>Privacy policy<\/a>/;
      const newsletterLink = /See our(?:<!-- -->)? <a [^>]*href="\/privacy"[^>]*>privacy policy<\/a>/g;
      expect(home).toMatch(footerLink);
      expect(home.match(newsletterLink)).toHaveLength(1);
      expect(rootOf((await page('/publisher/training')).text)).toMatch(footerLink);
      // /about (the landing page, with its own footer and privacy dialog) links the page from its newsletter box.
      expect(rootOf((await page('/about')).text).match(newsletterLink)).toHaveLength(1);
    });

    it('moves the six old theme addresses (/training, ...) to their theme pages with a 301 from the server, not the app shell', async () => {
      for (const theme of ['training', 'nutrition', 'recovery', 'mindset', 'gear', 'racing']) {
        const res = await request(t.server).get(`/${theme}`);
        expect([theme, res.status, res.headers.location]).toEqual([theme, 301, `/publisher/${theme}`]);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.text).not.toContain('<div id="root">');
      }
      expect((await request(t.server).get('/gear?utm_source=footer')).headers.location).toBe('/publisher/gear?utm_source=footer');
      expect((await request(t.server).get('/knitting')).status).toBe(404);
    });

    it('shows a publish, an edit and a delete on the next read after the event is handled', async () => {
      const created = await staff('post', '/api/website-content', {
        title: 'Mobility for stiff hips after 50',
        editorial_theme: 'Recovery & Health',
        long_form_article: '## Start small\n\nTen minutes a day loosens stiff hips.',
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      await t.flushOutbox();
      expect((await page('/')).text).not.toContain('Mobility for stiff hips after 50');
      expect((await page('/publisher/recovery')).text).not.toContain('Mobility for stiff hips after 50');

      expect((await staff('post', `/api/website-content/${id}/publish`)).status).toBe(200);
      // Each page is made again after the event (its warmer); a reader arriving meanwhile gets the one from before, so the
      // home page being new says nothing yet of the theme page, which is waited for the same way.
      await eventually(async () => (await page('/')).text.includes('Mobility for stiff hips after 50'));
      await eventually(async () => rootOf((await page('/publisher/recovery')).text).includes('Mobility for stiff hips after 50'));

      expect((await staff('put', `/api/website-content/${id}`, { title: 'Mobility for stiff hips at any age' })).status).toBe(200);
      await eventually(async () => (await page('/')).text.includes('Mobility for stiff hips at any age'));

      expect((await staff('delete', `/api/website-content/${id}`)).status).toBe(200);
      await eventually(async () => !(await page('/')).text.includes('Mobility for stiff hips at any age'));
      await eventually(async () => !(await page('/publisher/recovery')).text.includes('Mobility for stiff hips'));
    });
  });

  describe("the pages' one inline script (light or dark pages and the text size before the first paint)", () => {
    it('is allowed by the Content-Security-Policy by its hash, on the server-rendered pages and the app shell alike, and nothing else inline is', async () => {
      for (const path of ['/', '/publisher/training', '/journal', '/no-such-page']) {
        const res = await page(path);
        const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
        expect({ path, inline: inline.length }).toEqual({ path, inline: 1 });
        expect(res.text).toContain("localStorage.getItem('flying50.scheme')");
        expect(res.text).toContain("localStorage.getItem('flying50.text')");
        const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
        expect({ path, scriptSrc }).toEqual({ path, scriptSrc: `'self' ${inline[0]}` });
      }
    });
  });

  describe("an address naming no page: 404 with the app's 'Page Not Found' page rendered on the server", () => {
    it('draws the page in the site frame (header, footer, the way home), noindex, for readers without JavaScript and crawlers', async () => {
      for (const path of ['/no-such-page', '/theme/no-such-theme', '/publisher/knitting', '/article/no-such-slug/comments']) {
        const res = await page(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        const html = res.text;
        expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Page Not Found | Flying@50');
        expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe('We could not find the page you asked for.');
        expect(html).toContain('<meta name="robots" content="noindex" />');
        expect(html).not.toContain('<link rel="canonical"');
        const root = rootOf(html);
        expect(root).toMatch(/<header[\s\S]*<main[\s\S]*<\/main>[\s\S]*<footer/);
        expect(root).toMatch(/<h1[^>]*><span class="sr-only">404 <\/span>Page Not Found<\/h1>/);
        expect(root).toMatch(/<a [^>]*href="\/"[^>]*>Go to the magazine home<\/a>/);
        // The app hydrates it (its answers, none, embedded for this address).
        expect(attr(html, /<script type="application\/json" id="initial-queries" data-path="([^"]*)">/)).toBe(path);
        expect(embedded(html)).toEqual([]);
      }
      // The API's own 404s stay JSON.
      const api = await page('/api/no-such-thing');
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(api.body).toMatchObject({ success: false, statusCode: 404 });
    });

    it('renders the page once, not once per unknown address: a stranger asking for random addresses costs no React rendering', async () => {
      const first = await page('/warm-up-no-such-page');
      expect(first.status).toBe(404);
      const before = notFoundRenders();
      // Many addresses, some asked at the same time: none is rendered again, each still names its own address.
      const paths = Array.from({ length: 40 }, (_, i) => `/random-${i}-${Math.random().toString(36).slice(2)}/x<y>&"z"`.replace(/[<>"]/g, encodeURIComponent));
      const answers = await Promise.all(paths.map((path) => page(path)));
      for (const [i, res] of answers.entries()) {
        expect([paths[i], res.status, res.headers['cache-control'], res.headers['x-robots-tag']]).toEqual([paths[i], 404, 'no-cache', 'noindex']);
        expect(attr(res.text, /<title>([^<]*)<\/title>/)).toBe('Page Not Found | Flying@50');
        expect(rootOf(res.text)).toBe(rootOf(first.text));
        expect(attr(res.text, /<script type="application\/json" id="initial-queries" data-path="([^"]*)">/)).toBe(paths[i].replace(/&/g, '&amp;'));
        expect(res.text.replace(/ data-path="[^"]*"/, '')).toBe(first.text.replace(/ data-path="[^"]*"/, ''));
      }
      expect(notFoundRenders()).toBe(before);

      // An address under a header link marks that link current (as the app does in the browser): one more shape of the
      // page, rendered once for every address under it.
      const premium = await Promise.all(['/premium/no-such-1', '/premium/no-such-2', '/PREMIUM/no-such-3'].map((path) => page(path)));
      for (const res of premium) {
        expect(res.status).toBe(404);
        expect(rootOf(res.text)).toMatch(/<a aria-current="page"[^>]*href="\/premium"/);
      }
      expect(rootOf(first.text)).not.toContain('aria-current="page"');
      expect(notFoundRenders()).toBe(before + 1);
      expect((await page('/no-such-page-again')).status).toBe(404);
      expect(notFoundRenders()).toBe(before + 1);

      // Each reused page is the markup React draws at that very address (the browser hydrates it without a mismatch).
      const entry = (await import(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url).href)) as { renderPageRoot: (path: string, queries: []) => Promise<string> };
      for (const path of ['/%70remium/x', '/Premium/x', '/premium/y', '/publisher/training/x/y', '/publisher/zz', '/journal/zz/y', '/about/x', '/x']) {
        expect([path, rootOf((await page(path)).text)]).toEqual([path, await entry.renderPageRoot(path, [])]);
      }
    });

    it('keeps the pages the app draws in the browser (members, staff, account links) out of search engines', async () => {
      for (const path of ['/forgot-password', '/journal', '/admin', '/community']) {
        const res = await page(path);
        expect([path, res.status, res.headers['x-robots-tag']]).toEqual([path, 200, 'noindex']);
      }
      // The magazine's own pages are indexed.
      for (const path of ['/', '/publisher/training', '/about']) expect([path, (await page(path)).headers['x-robots-tag']]).toEqual([path, undefined]);
    });
  });

  describe('the sign-in page and the search page, rendered on the server (they painted only after ~110 KB of JavaScript)', () => {
    const hills = ['Hill repeats for masters runners', 'Running the hills without sore quads'];
    beforeAll(async () => {
      for (const title of hills) await insertWebsite(t, { title, editorial_theme: 'Training & Performance' });
      await insertWebsite(t, { title: 'Hill sprints nobody may read yet', status: 'draft' });
    });
    const from = (n: number) => `10.9.${Math.floor(n / 250)}.${n % 250}`;

    it('/community/auth is the sign-in card, the same for everyone (cached like the static pages), never echoing ?next=', async () => {
      const res = await page('/community/auth');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(EDGE_PUBLIC); // as /about: kept until the next build
      const html = res.text;
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Sign in to Insights | Flying@50');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(res.headers['x-robots-tag']).toBe('noindex'); // said in the headers too (robots.txt lets crawlers fetch it)
      expect(html).not.toContain('rel="canonical"');
      const root = rootOf(html);
      expect(root).toMatch(/<h1[^>]*>Insights<\/h1>/);
      // The sign-in form (sent by the app; method post, so a browser without it never puts the password in an address).
      expect(attr(root, /(<form[^>]*aria-label="Sign In"[^>]*>)/)).toContain('method="post"');
      expect(root).toMatch(/<input[^>]*name="email"/);
      expect(root).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
      expect(root).toMatch(/role="tab"[^>]*>Create Account</);
      expect(root).not.toContain('Checking your sign-in');
      expect(embedded(html)).toEqual([]);
      expect(attr(html, /id="initial-queries" data-path="([^"]*)"/)).toBe('/community/auth');
      const kept = await page('/community/auth').set('If-None-Match', res.headers.etag);
      expect([kept.status, kept.headers['x-robots-tag']]).toEqual([304, 'noindex']);
      // The readers' lane (a cached answer sent before routing) says it too.
      expect((await page('/community/auth')).headers['x-robots-tag']).toBe('noindex');

      const next = await page(`/community/auth?next=${encodeURIComponent('/journal"><script>alert(1)</script>')}`);
      expect(next.status).toBe(200);
      expect(next.headers.etag).toBe(res.headers.etag); // the same page: ?next= is read by the app in the browser
      expect(next.text).not.toContain('alert(1)');
    });

    it('/search?q= is the first page of results with the search API\'s answer embedded, noindex, kept by no edge', async () => {
      const res = await page('/search?q=hill').set('X-Forwarded-For', from(1));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const html = res.text;
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Search: hill | Flying@50');
      // noindex in the page and in its headers: robots.txt lets crawlers fetch /search, so they read it.
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const root = rootOf(html);
      expect(root).toMatch(/<h1[^>]*>Search results for (?:<!-- -->)?“(?:<!-- -->)?hill(?:<!-- -->)?”<\/h1>/);
      for (const title of hills) expect(root).toContain(title);
      // Every fixture's body speaks of hill repeats: the status line counts them all.
      const { total } = (await request(t.server).get('/api/publisher/search?q=hill').set('X-Forwarded-For', from(5))).body as { total: number };
      expect(root).toContain(`${total} articles found for “hill”`);
      expect(html).not.toContain('Hill sprints nobody may read yet');
      const queries = embedded(html);
      expect(queries.map(([key]) => key)).toEqual([['/api/publisher/search?q=hill&limit=20&offset=0']]);
      const api = await request(t.server).get(queries[0][0][0]).set('X-Forwarded-For', from(2));
      expect(api.body).toEqual(queries[0][1]);
      expect(attr(html, /id="initial-queries" data-path="([^"]*)"/)).toBe('/search');
      expect((await page('/search?q=hill').set('If-None-Match', res.headers.etag)).status).toBe(304);

      // The words as the page shows them: trimmed; markup in them is text.
      const spaced = await page(`/search?q=${encodeURIComponent('  hill  ')}&utm_source=mail`).set('X-Forwarded-For', from(3));
      expect(spaced.headers.etag).toBe(res.headers.etag);
      expect(spaced.headers['x-robots-tag']).toBe('noindex'); // a kept page too
      const odd = await page(`/search?q=${encodeURIComponent('<b>hill</b>')}`).set('X-Forwarded-For', from(4));
      expect(odd.status).toBe(200);
      expect(odd.text).not.toContain('<b>hill</b>');

      // A later page of results is drawn by the app (index.html: nothing embedded).
      const later = await page('/search?q=hill&offset=20');
      expect(later.status).toBe(200);
      expect(later.headers['x-robots-tag']).toBe('noindex');
      expect(later.text).not.toContain('id="initial-queries"');
    });

    it('an empty or over-long q is the empty search page, one cached page for all of them', async () => {
      const empty = await page('/search');
      expect(empty.status).toBe(200);
      expect(attr(empty.text, /<title>([^<]*)<\/title>/)).toBe('Search | Flying@50');
      expect(empty.text).toContain('<meta name="robots" content="noindex" />');
      expect(empty.headers['x-robots-tag']).toBe('noindex');
      expect((await page('/search')).headers['x-robots-tag']).toBe('noindex'); // from the readers' lane
      expect(rootOf(empty.text)).toMatch(/<h1[^>]*>Search the magazine<\/h1>/);
      expect(embedded(empty.text)).toEqual([]);
      for (const q of ['', '   ', 'a'.repeat(201)]) {
        const res = await page(`/search?q=${encodeURIComponent(q)}`);
        expect([q.length, res.status, res.headers.etag]).toEqual([q.length, 200, empty.headers.etag]);
      }
    });

    it("counts against the client's searches per minute like the API, and a kept page costs none", async () => {
      const me = from(100);
      expect((await page('/search?q=downhill').set('X-Forwarded-For', me)).status).toBe(200);
      // 59 more searches fill the minute's 60 (SEARCHES_PER_MINUTE)…
      for (let i = 0; i < 59; i += 1) expect((await page(`/search?q=word${i}`).set('X-Forwarded-For', me)).status).toBe(200);
      expect((await request(t.server).get('/api/publisher/search?q=hill').set('X-Forwarded-For', me)).status).toBe(429);
      // …the page of a search made lately is still sent (kept), a new one is refused with the app's empty page.
      expect((await page('/search?q=downhill').set('X-Forwarded-For', me)).status).toBe(200);
      const refused = await page('/search?q=uphill').set('X-Forwarded-For', me);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.text).toContain('<div id="root"></div>');
      expect(refused.text).not.toContain('id="initial-queries"');
    });
  });
});
