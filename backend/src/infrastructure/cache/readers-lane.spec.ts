import { describe, expect, it } from '@jest/globals';
import express, { type Request, type Response } from 'express';
import request from 'supertest';
import type { AppConfig } from '../../config/app-config.js';
import { MemoryCacheStore } from './cache-store.js';
import { EdgePolicy } from './edge-policy.js';
import { PublicCache } from './public-cache.js';

const edge = new EdgePolicy({ edgeMaxAgeSeconds: 3600, edgeStaleIfErrorSeconds: 86_400 } as AppConfig);

/** An HTTP app with the lane in front of two routes reading through the cache; counts the routes' runs. */
function appWithLane(ttlMs?: number, lane = true) {
  const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
  const runs = { route: 0, computed: 0 };
  const app = express();
  app.use(cache.readersLane());
  const read = (key: string) => (req: Request, res: Response) => {
    runs.route += 1;
    void cache.send(req, res, key, async () => ({ version: ++runs.computed, text: 'x'.repeat(2000) }), { tags: ['articles'], ttlMs, lane });
  };
  app.get('/reads', read('reads'));
  app.get('/same-read', read('reads'));
  return { app, cache, runs };
}

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('PublicCache.readersLane', () => {
  it('answers a reader asking again for a cached read before routing, with the bytes and headers the route sent', async () => {
    const { app, runs } = appWithLane();
    const first = await request(app).get('/reads').set('Accept-Encoding', 'br');
    const again = await request(app).get('/reads').set('Accept-Encoding', 'br');
    const head = await request(app).head('/reads');
    expect(runs.route).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['content-encoding']).toBe('br');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    // A reader whose copy is current gets 304, as from the route.
    expect((await request(app).get('/reads').set('If-None-Match', first.headers.etag)).status).toBe(304);
    expect(runs.route).toBe(1);
  });

  it('leaves requests with a cookie or an API key to the route (staff and members may get other answers)', async () => {
    const { app, runs } = appWithLane();
    await request(app).get('/reads');
    await request(app).get('/reads').set('Cookie', 'f50_session=abc');
    await request(app).get('/reads').set('Authorization', 'Bearer f50_key');
    expect(runs.route).toBe(3);
  });

  it('sends an answer purged or replaced since through the route again, then the new one from the lane', async () => {
    const { app, cache, runs } = appWithLane();
    expect((await request(app).get('/reads')).body.version).toBe(1);
    await cache.purge(['articles']);
    expect((await request(app).get('/reads')).body.version).toBe(2);
    expect(runs.route).toBe(2);
    expect((await request(app).get('/reads')).body.version).toBe(2);
    expect(runs.route).toBe(2);
    // Another address made the entry again (after a purge): this address's last answer is no longer the current one.
    await cache.purge(['articles']);
    expect((await request(app).get('/same-read')).body.version).toBe(3);
    expect((await request(app).get('/reads')).body.version).toBe(3);
    expect(runs.route).toBe(4);
  });

  it('leaves an answer a soft purge marked stale, or one past its time, to the route (which refreshes it)', async () => {
    const soft = appWithLane();
    await request(soft.app).get('/reads');
    await soft.cache.purge([], ['articles']);
    await request(soft.app).get('/reads');
    expect(soft.runs.route).toBe(2);

    // Long enough for two requests on a loaded machine (40 ms was not, at load average 10).
    const limited = appWithLane(1500);
    await request(limited.app).get('/reads');
    await request(limited.app).get('/reads');
    expect(limited.runs.route).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await request(limited.app).get('/reads');
    expect(limited.runs.route).toBe(2);
  });

  it('leaves to the route an answer whose key is not made from the address alone (sent without lane)', async () => {
    const { app, runs } = appWithLane(undefined, false);
    await request(app).get('/reads');
    await request(app).get('/reads');
    expect(runs.route).toBe(2);
  });

  it('leaves writes to the route', async () => {
    const { app, runs } = appWithLane();
    app.post('/reads', (_req, res) => {
      runs.route += 1;
      res.status(201).end();
    });
    await request(app).get('/reads');
    expect((await request(app).post('/reads')).status).toBe(201);
    expect(runs.route).toBe(2);
  });
});
