import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Page addresses a reader cannot have meant (a garbled or crafted link): broken percent-encoding and a NUL in the search
 * page's words get the site's 'Page Not Found' page with 400, never a JSON body or a 500; an article address in
 * capitals leads to the article.
 */
describe('page-addresses', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The page addresses test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (path: string) => request(t.server).get(path);
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="initial-queries"/.exec(html)?.[1] ?? '';

  describe('addresses a reader cannot have meant: broken encoding, a NUL, capitals', () => {
    it("answers an undecodable page address and a NUL in the search page's words 400 with the 'Page Not Found' page, never JSON or a 500", async () => {
      for (const path of ['/article/%ff', '/article/%', '/article/%E2%82', '/search?q=%00', '/search?q=abc%00def', '/search?offset=20&q=a%00']) {
        const res = await page(path);
        expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 400, type: expect.stringMatching(/^text\/html/) });
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(rootOf(res.text)).toMatch(/<h1[^>]*><span class="sr-only">404 <\/span>Page Not Found<\/h1>/);
      }
      // The API keeps its JSON answers.
      const api = await page('/api/website-content/%ff');
      expect({ status: api.status, body: api.body }).toEqual({ status: 400, body: expect.objectContaining({ success: false, statusCode: 400 }) });
      expect((await page('/api/publisher/search?q=%00')).status).toBe(400);
    });

    it('leads an article address written in capitals to the article (301 to the lower-case address, the query kept)', async () => {
      await insertWebsite(t, { title: 'Bike fit for older riders', slug: 'bike-fit-for-older-riders' });
      const moved = await page('/article/BIKE-FIT-FOR-OLDER-RIDERS?utm_source=mail');
      expect({ status: moved.status, location: moved.headers.location }).toEqual({ status: 301, location: '/article/bike-fit-for-older-riders?utm_source=mail' });
      expect((await page('/article/bike-fit-for-older-riders')).status).toBe(200);
      // A made-up address in capitals still ends at 'Article Not Found'.
      const made = await page('/article/No-Such-Thing');
      expect(made.headers.location).toBe('/article/no-such-thing');
      expect((await page(made.headers.location as string)).status).toBe(404);
      // What could never be a slug is not sent on: 'Article Not Found' at once.
      expect((await page('/article/Bad%20Slug')).status).toBe(404);
    });
  });
});
