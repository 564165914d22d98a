import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import request from 'supertest';
import { answerSize, type CacheStore } from '../../backend/src/infrastructure/cache/cache-store.js';
import { CACHE_STORE } from '../../backend/src/infrastructure/cache/public-cache.js';
import { PublicPageHtml } from '../../backend/src/modules/pages/public-page-html.js';
import { SEARCH_PAGE_BYTES, SEARCH_PAGE_STORE, searchPageKey } from '../../backend/src/modules/pages/search-page-html.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * The server-rendered search page (/search?q=) is kept 30 s per query (the search cache's lifetime) in a cache store of
 * its own: with REDIS_URL in Redis, so a page one API process rendered is sent by every other (no search run, none
 * counted against the client), with a TTL; without it in the process's memory, bounded in bytes apart from the public
 * reads, so the words visitors type never push the magazine's pages out.
 */
describe('search-pages', () => {
  const PER_MINUTE = 2;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The search pages test needs the built frontend: run `npm run build` first (npm test does).');
    }
    a = await startTestApp({ env: { SEARCHES_PER_MINUTE: String(PER_MINUTE) } });
    // A second API process: the same database, the same Redis and key prefix (the multi-process layout).
    b = await startTestApp({ env: { SEARCHES_PER_MINUTE: String(PER_MINUTE), DATABASE_URL: a.config.databaseUrl, QUEUE_PREFIX: a.config.queuePrefix } });
    await insertWebsite(a, { title: 'Hill repeats that build climbing legs' });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const search = (t: TestApp, path: string, client: string) => request(t.server).get(path).set('X-Forwarded-For', client);

  describe('with REDIS_URL: one search page for every API process', () => {
    it('sends on process B the page process A rendered, without running the search again', async () => {
      const onA = await search(a, '/search?q=hill', '10.20.0.1');
      expect(onA.status).toBe(200);
      expect(onA.text).toContain('Hill repeats that build climbing legs');

      // A client that has made its searches of the minute on B…
      for (let i = 0; i < PER_MINUTE; i += 1) expect((await search(b, `/api/publisher/search?q=word${i}`, '10.20.0.2')).status).toBe(200);
      expect((await search(b, '/search?q=uphill', '10.20.0.2')).status).toBe(429);
      // …still gets A's page from B: B ran no search (that would be refused) and rendered nothing.
      const onB = await search(b, '/search?q=hill', '10.20.0.2');
      expect(onB.status).toBe(200);
      expect(onB.headers.etag).toBe(onA.headers.etag);
      expect(onB.text).toBe(onA.text);
    });

    it('keeps the page in Redis for the search cache\'s 30 s, in no tag\'s set', async () => {
      const version = a.app.get(PublicPageHtml).version;
      const key = searchPageKey(version, 'hill');
      const redis = new Redis(a.config.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      try {
        const ttl = await redis.pttl(`${a.config.queuePrefix}:public-cache:e:${key}`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(30_000);
        // No tag set collects the words typed.
        expect(await redis.keys(`${a.config.queuePrefix}:public-cache:t:*search-page*`)).toEqual([]);
      } finally {
        await redis.quit();
      }
      expect(await b.app.get<CacheStore>(SEARCH_PAGE_STORE).get(key)).toBeDefined();
    });
  });

  describe('without REDIS_URL: kept in the process, bounded apart from the public reads', () => {
    let local: TestApp;
    beforeAll(async () => {
      local = await startTestApp({ queue: 'in-process', env: { SEARCHES_PER_MINUTE: String(PER_MINUTE) } });
      await insertWebsite(local, { title: 'Hill repeats that build climbing legs' });
    }, 60_000);
    afterAll(async () => {
      await local?.close();
    });

    it('sends a kept page to a client past its searches, and drops the oldest pages past SEARCH_PAGE_BYTES', async () => {
      expect((await search(local, '/search?q=hill', '10.30.0.1')).status).toBe(200);
      for (let i = 0; i < PER_MINUTE; i += 1) await search(local, `/api/publisher/search?q=word${i}`, '10.30.0.2');
      expect((await search(local, '/search?q=uphill', '10.30.0.2')).status).toBe(429);
      expect((await search(local, '/search?q=hill', '10.30.0.2')).status).toBe(200);

      const version = local.app.get(PublicPageHtml).version;
      const pages = local.app.get<CacheStore>(SEARCH_PAGE_STORE);
      const publicReads = local.app.get<CacheStore>(CACHE_STORE);
      const hill = (await pages.get(searchPageKey(version, 'hill')))!;
      expect(hill).toBeDefined();
      expect(pages).not.toBe(publicReads);
      // The home page, kept by the public cache.
      expect((await request(local.server).get('/')).status).toBe(200);
      const home = `page-html:${version}:/`;
      expect(await publicReads.get(home)).toBeDefined();
      // As many more pages as SEARCH_PAGE_BYTES holds: the first one kept is dropped, the latest kept, the home page too.
      const more = Math.ceil(SEARCH_PAGE_BYTES / answerSize(hill)) + 1;
      const mark = await pages.mark();
      for (let i = 0; i < more; i += 1) await pages.set(searchPageKey(version, `words ${i}`), { ...hill }, [], mark, 30_000);
      expect(await pages.get(searchPageKey(version, 'hill'))).toBeUndefined();
      expect(await pages.get(searchPageKey(version, `words ${more - 1}`))).toBeDefined();
      expect(await publicReads.get(home)).toBeDefined();
    });
  });
});
