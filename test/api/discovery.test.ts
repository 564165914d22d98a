import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/** /sitemap.xml, /rss.xml, /rss/{theme}.xml and /robots.txt (issue 11): valid XML, published articles only. */
let t: TestApp;
const BASE = 'https://magazine.example';
const parser = new XMLParser({ ignoreAttributes: false });
const slugs: Record<string, string> = {};

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
const valid = (xml: string) => expect(XMLValidator.validate(xml)).toBe(true);
const hidden = ['draft', 'scheduled', 'deleted'];

describe('discovery', () => {
  it('sitemap.xml lists the public pages and published articles only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    valid(res.body);
    const locs = (parser.parse(res.body).urlset.url as Array<{ loc: string }>).map((u) => u.loc);
    expect(locs).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/about`, `${BASE}/premium`, `${BASE}/publisher/training`, `${BASE}/publisher/racing`]));
    expect(locs).toEqual(expect.arrayContaining([`${BASE}/article/${slugs.training}`, `${BASE}/article/${slugs.racing}`]));
    for (const key of hidden) expect(res.body).not.toContain(slugs[key]);
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
    const trainingItems = parser.parse(training.body).rss.channel.item;
    expect(trainingItems.link).toBe(`${BASE}/article/${slugs.training}`); // one item
    for (const theme of ['nutrition', 'recovery', 'mindset', 'gear']) {
      const res = await get(`/rss/${theme}.xml`);
      expect(res.status).toBe(200);
      valid(res.body);
      expect(parser.parse(res.body).rss.channel.item).toBeUndefined();
    }
    expect((await get('/rss/racing.xml')).body).toContain(slugs.racing);
    expect((await get('/rss/cooking.xml')).status).toBe(404);
  });

  it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /journal', `Sitemap: ${BASE}/sitemap.xml`]) expect(res.body).toContain(line);
  });
});
