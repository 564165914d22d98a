import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeEdge, type EdgePurge, type FakeEdge } from '../fakes/index.js';
import { identities, type Identity } from '../support/auth.js';
import { EDGE_PUBLIC, EDGE_PUBLIC_MINUTE } from '../support/edge-headers.js';
import { png } from '../support/images.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * The app as an origin for HTTP caches in front (issue 24): readers' answers say how long an edge may keep them and
 * carry their surrogate keys (the public cache's tags); everything that depends on a session, a key or a staff view is
 * private, no-store, without keys; each content event purges exactly its tags at every edge of CACHE_PURGE_URLS
 * (with CACHE_PURGE_TOKEN), through the cache queue, retried while an edge fails and reported by /api/health.
 * The edges here are fake purge endpoints (test/fakes/fake-edge.ts); test/ops/edge-cache.test.ts runs real Varnish.
 */
describe('edge-cache', () => {
  const TOKEN = 'api-test-purge-token-0123456789';
  let t: TestApp;
  let edges: FakeEdge[];
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    edges = [await startFakeEdge(), await startFakeEdge()];
    t = await startTestApp({ env: { CACHE_PURGE_URLS: edges.map((edge) => edge.url).join(','), CACHE_PURGE_TOKEN: TOKEN } });
    ({ editor, member } = await identities(t));
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(edges.map((edge) => edge.close()));
  });

  const as = (who: Identity | null) => ({
    get: (path: string) => (who ? request(t.server).get(path).set('Cookie', who.cookie) : request(t.server).get(path)),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('Cookie', who!.cookie).send(body),
    delete: (path: string) => request(t.server).delete(path).set('Cookie', who!.cookie),
  });
  /** The purges both edges received after `from` (each edge gets every purge); `~key`: made stale (soft), not dropped. */
  const keysOf = (purge: EdgePurge) => [...purge.keys, ...purge.soft.map((key) => `~${key}`)].join(' ');
  const purgesSince = (from: number) => edges.map((edge) => edge.purges.slice(from).map(keysOf));
  const marks = () => Math.min(...edges.map((edge) => edge.purges.length));
  /** /api/health as staff see it (with the edges' addresses and errors; anyone else gets only the states). */
  const health = async () => (await request(t.server).get('/api/health').set('Cookie', editor.cookie)).body as { edge: { status: string; nodes: Array<{ url: string; status: string; last_error: string | null; last_success_at: string | null }> } };

  describe('what readers answers tell an edge', () => {
    it('gives public reads, pages, feeds and sitemaps an edge lifetime and their tags as surrogate keys', async () => {
      const slug = 'hill-repeats-after-fifty';
      const id = await insertWebsite(t, { title: 'Hill repeats after fifty', slug, editorial_theme: 'Training & Performance' });
      const expected: Array<[string, string | RegExp, string]> = [
        ['/api/website-content/latest', EDGE_PUBLIC, 'articles all'],
        ['/api/publisher/articles', EDGE_PUBLIC, 'articles all'],
        [`/api/website-content/${slug}`, EDGE_PUBLIC, `article:${id} all`],
        ['/api/publisher/themes/training/articles', EDGE_PUBLIC, 'theme:training all'],
        ['/api/theme-heros/training', EDGE_PUBLIC, 'theme:training all'],
        ['/api/ads', EDGE_PUBLIC, 'ads all'],
        ['/api/publisher/most-read', EDGE_PUBLIC_MINUTE, 'articles all'],
        ['/rss.xml', EDGE_PUBLIC, 'articles all'],
        ['/rss/training.xml', EDGE_PUBLIC, 'theme:training all'],
        ['/sitemap.xml', EDGE_PUBLIC, 'articles all'],
        ['/sitemaps/pages.xml', EDGE_PUBLIC, 'all'],
        ['/sitemaps/articles-1.xml', EDGE_PUBLIC, 'articles all'],
      ];
      for (const [path, cacheControl, keys] of expected) {
        for (const who of [null, member]) {
          const res = await as(who).get(path);
          expect({ path, status: res.status, cacheControl: res.headers['cache-control'], xkey: res.headers.xkey, surrogate: res.headers['surrogate-key'] }).toEqual({
            path,
            status: 200,
            cacheControl: typeof cacheControl === 'string' ? cacheControl : expect.stringMatching(cacheControl),
            xkey: keys,
            surrogate: keys,
          });
          expect(res.headers['cache-tag']).toBe(keys.replace(/ /g, ','));
          expect(res.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
        }
      }
    });

    it('keeps staff views, members\' data, premium content and search off the edge', async () => {
      const [{ id }] = await t.sql<{ id: number }>(`insert into premium_content (topic, status) values ('Premium plan', 'published') returning id`);
      const privateAnswers: Array<[Identity | null, string]> = [
        [editor, '/api/website-content/latest'],
        [editor, '/api/ads'],
        [editor, '/api/website-content'],
        [member, '/api/community/profile'],
        [member, '/api/community/journal'],
        [member, `/api/premium-content/${id}`],
        [null, `/api/premium-content/${id}`],
        [null, '/api/community/journal'],
      ];
      for (const [who, path] of privateAnswers) {
        const res = await as(who).get(path);
        expect({ path, cacheControl: res.headers['cache-control'], xkey: res.headers.xkey, surrogate: res.headers['surrogate-key'] }).toEqual({
          path,
          cacheControl: 'private, no-store',
          xkey: undefined,
          surrogate: undefined,
        });
      }
      const search = await as(null).get('/api/publisher/search?q=hill');
      expect({ cacheControl: search.headers['cache-control'], xkey: search.headers.xkey }).toEqual({ cacheControl: 'public, no-cache', xkey: undefined });
    });
  });

  describe('purges at the edges', () => {
    it('purges exactly the tags of each content event at every edge, with the token', async () => {
      const created = await as(editor).post('/api/website-content', { title: 'Tempo runs for masters', long_form_article: 'Steady. '.repeat(50), editorial_theme: 'Nutrition & Fueling' });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const before = marks();
      expect((await as(editor).post(`/api/website-content/${id}/publish`)).status).toBe(200);
      // A publish drops the article's own copies and makes the lists and pages that show it stale (served while they
      // are fetched again: a theme of 17,000 article pages is not evicted at once).
      const published = `article:${id} ~articles ~theme:nutrition`;
      await eventually(async () => purgesSince(before).every((keys) => keys.includes(published)));
      expect(purgesSince(before)).toEqual([[published], [published]]);
      expect(edges.flatMap((edge) => edge.purges.map((purge) => purge.token))).toEqual(edges.flatMap((edge) => edge.purges.map(() => TOKEN)));

      // A delete drops them all: no list may point to an article that is gone.
      const touched = `article:${id} articles theme:nutrition`;
      const next = marks();
      expect((await as(editor).delete(`/api/website-content/${id}`)).status).toBe(200);
      await eventually(async () => purgesSince(next).every((keys) => keys.includes(touched)));
      expect(purgesSince(next)).toEqual([[touched], [touched]]);
    });

    it('tries a failing edge again until it takes the purge, and /api/health says so meanwhile', async () => {
      const [good, failing] = edges;
      const before = [good.purges.length, failing.purges.length];
      failing.failures = 2;
      const image = await request(t.server).post('/api/ads/upload-image').set('Cookie', editor.cookie).attach('image', await png(), 'ad.png');
      const ad = await as(editor).post('/api/ads', { title: 'Spring sale', link_url: 'https://shop.example.com/', format: 'featured', target_pages: ['home'], image_url: image.body.imageUrl });
      expect(ad.status).toBe(201);
      await eventually(async () => good.purges.slice(before[0]).some((purge) => keysOf(purge) === '~ads'));
      const reported = await eventually(async () => {
        const { edge } = await health();
        return edge.status === 'failing' && edge;
      });
      expect(reported.nodes.map((node) => node.status)).toEqual(['ok', 'failing']);
      expect(reported.nodes[1].last_error).toMatch(/503/);
      expect(reported.nodes[1].url).toBe(failing.url);
      // A stranger sees that an edge fails, not where it is nor why.
      const anonymous = (await request(t.server).get('/api/health')).body.edge;
      expect(anonymous.nodes.map((node: Record<string, unknown>) => [node.status, 'url' in node, 'last_error' in node])).toEqual([['ok', false, false], ['failing', false, false]]);
      // Tried again after 1 s and 2 s (the queue's backoff): the third try gets through.
      await eventually(async () => failing.purges.slice(before[1]).some((purge) => keysOf(purge) === '~ads'), 15_000);
      const { edge } = await health();
      expect(edge).toMatchObject({ status: 'ok', nodes: [{ status: 'ok', last_error: null }, { status: 'ok', last_error: null }] });
    }, 30_000);

    it('lets the edges keep magazine pictures, and purges a picture when its file is deleted', async () => {
      const image = await request(t.server).post('/api/ads/upload-image').set('Cookie', editor.cookie).attach('image', await png(), 'ad.png');
      const url = image.body.imageUrl as string;
      const name = url.slice('/uploads/'.length, -'.webp'.length);
      // Not used yet: its uploader's alone.
      expect((await as(editor).get(url)).headers['cache-control']).toBe('private, no-store');
      const ad = await as(editor).post('/api/ads', { title: 'Winter sale', link_url: 'https://shop.example.com/', format: 'featured', target_pages: ['home'], image_url: url });
      expect(ad.status).toBe(201);
      for (const path of [url, url.replace('.webp', '-480.webp')]) {
        const picture = await as(null).get(path);
        expect(picture.status).toBe(200);
        expect(picture.headers['cache-control']).toBe(EDGE_PUBLIC.replace('max-age=0', 'max-age=31536000, immutable'));
        expect(picture.headers.xkey).toBe(`upload:${name} all`);
      }
      const before = marks();
      expect((await as(editor).delete(`/api/ads/${ad.body.id}`)).status).toBe(200);
      await eventually(async () => purgesSince(before).every((keys) => keys.includes(`upload:${name}`)));
      expect((await as(null).get(url)).status).toBe(404);
    });
  });
});
