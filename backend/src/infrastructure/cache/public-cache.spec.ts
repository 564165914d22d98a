import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { MemoryCacheStore } from './cache-store.js';
import { EdgePolicy } from './edge-policy.js';
import { PublicCache } from './public-cache.js';

const edge = new EdgePolicy({ edgeMaxAgeSeconds: 3600, edgeStaleIfErrorSeconds: 86_400 } as AppConfig);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only the clock is faked (timers run as usual): an entry's time runs out when the test moves the clock, however busy the machine. */
function fakeClock() {
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  return { advance: (ms: number) => jest.setSystemTime(Date.now() + ms), [Symbol.dispose]: () => jest.useRealTimers() };
}

describe('PublicCache', () => {
  it('answers a time-limited entry past its time while it computes a fresh one in the background (stale-while-revalidate)', async () => {
    using clock = fakeClock();
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await sleep(30);
      return { version: computed };
    };
    const options = { tags: ['most-read'], ttlMs: 50 };
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 1 });
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 1 });
    expect(computed).toBe(1);
    clock.advance(60);
    // Past its time: the reader gets the stale answer at once, and one computation starts for however many readers.
    const [a, b] = await Promise.all([cache.get('k', compute, options), cache.get('k', compute, options)]);
    expect([JSON.parse(a.body), JSON.parse(b.body)]).toEqual([{ version: 1 }, { version: 1 }]);
    await sleep(50);
    expect(computed).toBe(2);
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 2 });
  });

  it('answers a soft-purged entry past its 30 s while the database is unavailable (stale if error); other failures and composed reads still fail', async () => {
    using clock = fakeClock();
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    let failure: Error | undefined;
    let computed = 0;
    const compute = async () => {
      if (failure) throw failure;
      return { version: ++computed };
    };
    const options = { tags: ['articles'] };
    await cache.get('k', compute, options);
    await cache.purge([], ['articles']);
    clock.advance(31_000); // past SOFT_STALE_FOR_MS: a reader would wait for the fresh answer
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 1 });
    await expect(cache.get('k', compute, { ...options, current: true })).rejects.toThrow('ECONNREFUSED');
    failure = new Error('a bug');
    await expect(cache.get('k', compute, options)).rejects.toThrow('a bug');
    failure = undefined;
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 2 });
  });

  it('logs background refreshes the database cannot make once per outage, and once when they work again', async () => {
    using clock = fakeClock();
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    const logger = (cache as unknown as { logger: Logger }).logger;
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(logger, 'log').mockImplementation(() => undefined);
    let failure: Error | undefined;
    let computed = 0;
    const compute = async () => {
      if (failure) throw failure;
      return { version: ++computed };
    };
    const options = { tags: ['most-read'], ttlMs: 50 };
    await cache.get('k', compute, options);
    clock.advance(60); // past its time: every read answers the old one and tries to refresh it in the background
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 10; i++) {
      expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 1 });
      await sleep(1);
    }
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining('Stale answers are not refreshed while the database is unavailable')]);
    failure = undefined;
    await cache.get('k', compute, options);
    await sleep(5);
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^Stale answers refreshed again after \d+ s; 10 refresh\(es\) failed meanwhile$/)]);
    // Any other failure is a bug: logged every time.
    clock.advance(60);
    failure = new Error('a bug');
    await cache.get('k', compute, options);
    await cache.get('k', compute, options);
    await sleep(5);
    expect(warn.mock.calls.slice(1).map(([line]) => String(line))).toEqual(['A stale answer was not refreshed: Error: a bug', 'A stale answer was not refreshed: Error: a bug']);
  });

  it('computes an entry again at once after a purge of its tags (no stale answer after a content event)', async () => {
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    let computed = 0;
    const compute = async () => ({ version: ++computed });
    const options = { tags: ['articles'], ttlMs: 60_000 };
    await cache.get('k', compute, options);
    await cache.purge(['articles']);
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 2 });
  });

  it('after a soft purge answers readers the previous entry while one fresh computation runs; composed reads wait for it', async () => {
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await sleep(30);
      return { version: computed };
    };
    const options = { tags: ['articles', 'theme:training'] };
    await cache.get('k', compute, options);
    expect(await cache.purge([], ['articles'])).toBe(1);
    // Two readers at once: both get version 1 without waiting, and one computation starts.
    const [a, b] = await Promise.all([cache.get('k', compute, options), cache.get('k', compute, options)]);
    expect([JSON.parse(a.body), JSON.parse(b.body)]).toEqual([{ version: 1 }, { version: 1 }]);
    await sleep(60);
    expect(computed).toBe(2);
    const fresh = await cache.get('k', compute, options);
    expect(JSON.parse(fresh.body)).toEqual({ version: 2 });
    expect(fresh.staleSince).toBeUndefined();
    // A read composed into another answer (current) never gets the stale copy: it waits for the new one.
    await cache.purge([], ['theme:training']);
    expect(JSON.parse((await cache.get('k', compute, { ...options, current: true })).body)).toEqual({ version: 3 });
  });

  it('a hard purge wins over a soft one, and an answer computed before a soft purge is not kept as fresh', async () => {
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024), edge);
    let computed = 0;
    let release!: () => void;
    const slow = async () => {
      computed += 1;
      if (computed === 2) await new Promise<void>((resolve) => (release = resolve));
      return { version: computed };
    };
    const options = { tags: ['article:1', 'articles'] };
    await cache.get('k', slow, options);
    await cache.purge(['article:1'], ['articles']);
    const pending = cache.get('k', slow, options); // a miss: the entry was dropped, not kept stale
    await sleep(10);
    await cache.purge([], ['articles']); // the data changed again while version 2 was being made
    release();
    expect(JSON.parse((await pending).body)).toEqual({ version: 2 });
    expect(JSON.parse((await cache.get('k', slow, options)).body)).toEqual({ version: 3 });
  });
});
