import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/** /sitemap.xml (an index) and its files, /rss.xml, /rss/{theme}.xml and /robots.txt (issue 11): valid XML, published articles only. */
describe('discovery', () => {
  let t: TestApp;
  const BASE = 'https://magazine.example';
  const parser = new XMLParser({ ignoreAttributes: false });
  const slugs: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: BASE } });
    for (const [key, status, theme] of [
      ['training', 'published', 'Training & Performance'],
      ['racing', 'published', 'Racing & Strategy'],
      ['draft', 'draft', 'Training & Performance'],
      ['scheduled', 'scheduled', 'Training & Performance'],
      ['deleted', 'archived', 'Racing & Strategy'],
    ] as const) {
      const id = await insertWebsite(t, { title: `A ${key} article & <friends>`, status, editorial_theme: theme });
      slugs[key] = (await t.sql<{ slug: string }>('select slug from website_content where id = $1', [id]))[0].slug;
      ids[key] = id;
    }
    await t.sql(`update website_content set long_form_article = '## Start\n\nPlain **bold** text with ]]> inside.'`);
    await insertWebsite(t, { status: 'draft' }); // empties the cache after the change above
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string) => {
    const res = await request(t.server).get(path).buffer(true).parse((r, done) => {
      let text = '';
      r.on('data', (c: Buffer) => (text += c.toString()));
      r.on('end', () => done(null, text));
    });
    return res;
  };
  /** The errors of a conforming XML 1.0 parser (saxes: it also refuses characters XML does not allow, which fast-xml-parser lets through). */
  const xmlErrors = (xml: string): string[] => {
    const errors: string[] = [];
    const sax = new SaxesParser();
    sax.on('error', (error) => errors.push(error.message));
    sax.write(xml).close();
    return errors;
  };
  const valid = (xml: string) => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xmlErrors(xml)).toEqual([]);
  };
  const hidden = ['draft', 'scheduled', 'deleted'];

  describe('discovery', () => {
    it('sitemap.xml is an index of the pages file and the articles files, which list published articles only', async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      valid(res.body);
      const files = [parser.parse(res.body).sitemapindex.sitemap].flat().map((s: { loc: string }) => s.loc);
      expect(files).toEqual([`${BASE}/sitemaps/pages.xml`, `${BASE}/sitemaps/articles-1.xml`]);
      const pages = await get('/sitemaps/pages.xml');
      expect(pages.status).toBe(200);
      valid(pages.body);
      const pageLocs = (parser.parse(pages.body).urlset.url as Array<{ loc: string }>).map((u) => u.loc);
      expect(pageLocs).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/about`, `${BASE}/premium`, `${BASE}/privacy`, `${BASE}/newsletter`, `${BASE}/publisher/training`, `${BASE}/publisher/racing`]));
      const articles = await get('/sitemaps/articles-1.xml');
      expect(articles.status).toBe(200);
      expect(articles.headers['content-type']).toMatch(/^application\/xml/);
      valid(articles.body);
      const locs = [parser.parse(articles.body).urlset.url].flat().map((u: { loc: string }) => u.loc);
      expect(locs).toEqual(expect.arrayContaining([`${BASE}/article/${slugs.training}`, `${BASE}/article/${slugs.racing}`]));
      for (const key of hidden) expect(articles.body).not.toContain(slugs[key]);
    });

    it("keeps an item's guid through a slug rename (no 'new' article in feed readers), and makes the body's links and pictures absolute", async () => {
      const id = await insertWebsite(t, { title: 'Links inside the body', editorial_theme: 'Gear & Tech' });
      await t.sql(`update website_content set long_form_article = $2 where id = $1`, [
        id,
        'Read [the taper guide](/article/taper-week) and [the strap review](gear/straps?x=1&y=2), or [elsewhere](https://example.com/a).\n\n' +
          '![A runner](/uploads/0123456789abcdef0123456789abcdef.webp)\n\n[Jump](#top)',
      ]);
      await insertWebsite(t, { status: 'draft', editorial_theme: 'Gear & Tech' }); // empties the cache after the change above
      const itemOf = async () => parser.parse((await get('/rss/gear.xml')).body).rss.channel.item as { link: string; guid: { '#text': string; '@_isPermaLink': string }; 'content:encoded': string };
      const before = await itemOf();
      expect(before.guid).toEqual({ '#text': `${BASE}/article/${id}`, '@_isPermaLink': 'false' });
      const body = before['content:encoded'];
      expect(body).toContain(`href="${BASE}/article/taper-week"`);
      expect(body).toContain(`href="${BASE}/gear/straps?x=1&amp;y=2"`);
      expect(body).toContain('href="https://example.com/a"');
      expect(body).toContain(`src="${BASE}/uploads/0123456789abcdef0123456789abcdef.webp"`);
      expect(body).toContain('href="#top"');
      expect(body).not.toMatch(/(?:href|src)="\/(?!\/)/);

      await t.sql(`update website_content set slug = 'links-inside-the-body-renamed' where id = $1`, [id]);
      await insertWebsite(t, { status: 'draft', editorial_theme: 'Gear & Tech' });
      const after = await itemOf();
      expect(after.link).toBe(`${BASE}/article/links-inside-the-body-renamed`);
      expect(after.guid).toEqual(before.guid);
      await t.sql(`update website_content set status = 'archived' where id = $1`, [id]);
      await insertWebsite(t, { status: 'draft', editorial_theme: 'Gear & Tech' });
    });

    it('rss.xml and the theme feeds are RSS 2.0 of published articles, each feed its own theme', async () => {
      const all = await get('/rss.xml');
      expect(all.status).toBe(200);
      expect(all.headers['content-type']).toMatch(/^application\/rss\+xml/);
      valid(all.body);
      const channel = parser.parse(all.body).rss.channel;
      expect(channel.title).toBe('Flying@50');
      const items = channel.item as Array<{ title: string; link: string; description: string; 'content:encoded': string }>;
      expect(items.map((i) => i.link).sort()).toEqual([`${BASE}/article/${slugs.racing}`, `${BASE}/article/${slugs.training}`].sort());
      expect(items[0].title).toMatch(/^A (training|racing) article & <friends>$/);
      expect(items[0]['content:encoded']).toContain('<h2>Start</h2>');
      expect(items[0]['content:encoded']).toContain('<strong>bold</strong> text with ]]&gt; inside.');
      for (const key of hidden) expect(all.body).not.toContain(slugs[key]);

      const training = await get('/rss/training.xml');
      valid(training.body);
      expect(parser.parse(training.body).rss.channel.item.guid).toEqual({ '#text': `${BASE}/article/${ids.training}`, '@_isPermaLink': 'false' });
      const trainingItems = parser.parse(training.body).rss.channel.item;
      expect(trainingItems.link).toBe(`${BASE}/article/${slugs.training}`); // one item
      for (const theme of ['nutrition', 'recovery', 'mindset', 'gear']) {
        const res = await get(`/rss/${theme}.xml`);
        expect(res.status).toBe(200);
        valid(res.body);
        expect(parser.parse(res.body).rss.channel.item).toBeUndefined();
      }
      expect((await get('/rss/racing.xml')).body).toContain(slugs.racing);
    });

    it('an unknown theme feed is a short plain-text 404, not the app page', async () => {
      for (const path of ['/rss/cooking.xml', '/rss/TRAINING.xml', '/rss/%3Cscript%3E.xml']) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body).toMatch(/^No such feed\. The feeds are \/rss\.xml and \/rss\/training\.xml, /);
        expect(res.body.length).toBeLessThan(300);
        expect(res.body).not.toMatch(/<html|<script|\{/i);
      }
    });

    it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /journal', `Sitemap: ${BASE}/sitemap.xml`]) expect(res.body).toContain(line);
    });

    it('robots.txt lets crawlers fetch the public pages that say noindex (else they never see it), and keeps them out of private ones', async () => {
      const disallowed = (await get('/robots.txt')).body
        .split('\n')
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length));
      const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
      // Search results, the sign-in card and the forgotten-password form: anyone may open them, and they say noindex.
      for (const path of ['/search', '/search?q=hill+repeats', '/community/auth', '/community/auth?next=%2Fjournal', '/forgot-password']) {
        expect([path, blocked(path)]).toEqual([path, false]);
      }
      // Behind a sign-in, or a link carrying a one-time token from a mail, or the API: still closed to crawlers.
      for (const path of [
        '/admin', '/admin/content-generator', '/website', '/users', '/premium-preview/3', '/journal', '/my-journey', '/profile', '/library',
        '/premium/welcome', '/reset-password?token=x', '/accept-invitation?token=x', '/change-email?token=x', '/newsletter/confirm?token=x',
        '/newsletter/unsubscribe?token=x', '/api/website-content',
      ]) {
        expect([path, blocked(path)]).toEqual([path, true]);
      }
      // The magazine itself stays open.
      for (const path of ['/', '/publisher/training', `/article/${slugs.training}`, '/about', '/premium', '/privacy']) expect([path, blocked(path)]).toEqual([path, false]);
    });

    it('stays well-formed XML whatever stray characters an article holds (controls, U+FFFE, half an emoji)', async () => {
      // U+0001 and U+FFFE in the title, category and body; a description (the summary) past 160 characters with an emoji
      // where a cut counting UTF-16 units would split it: the cut counts characters, so the emoji stays whole.
      const id = await insertWebsite(t, { title: 'Stray \u0001characters\uFFFE here', editorial_theme: 'Mindset & Motivation' });
      await t.sql(`update website_content set category = $2, meta_description = null, tldr_summary = $3, long_form_article = $4 where id = $1`, [
        id,
        'Mind\u0001set',
        `${'a'.repeat(79)}\u{1F600}${'b'.repeat(100)}`,
        '## Head\u0001ing\n\nBody \u0001with\uFFFE controls \u0008 and \u001F.',
      ]);
      await insertWebsite(t, { status: 'draft' }); // empties the cache after the change above
      for (const path of ['/rss.xml', '/rss/mindset.xml', '/sitemap.xml', '/sitemaps/articles-1.xml']) {
        const res = await get(path);
        expect(res.status).toBe(200);
        valid(res.body);
        expect(res.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uFFFD]/);
      }
      const feed = await get('/rss/mindset.xml');
      const item = parser.parse(feed.body).rss.channel.item;
      expect(item.title).toBe('Stray characters here');
      expect(item.category).toBe('Mindset');
      expect(item.description).toBe(`${'a'.repeat(79)}\u{1F600}${'b'.repeat(79)}…`);
      expect(item['content:encoded']).toContain('<h2>Heading</h2>');
      expect(item['content:encoded']).toContain('Body with controls  and .');
      expect((await get('/sitemaps/articles-1.xml')).body).toContain(`/article/`);
    });
  });
});
