import { describe, expect, it } from '@jest/globals';
import { MemoryCacheStore } from './cache-store.js';
import { PublicCache } from './public-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PublicCache', () => {
  it('answers a time-limited entry past its time while it computes a fresh one in the background (stale-while-revalidate)', async () => {
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024));
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
    await sleep(60);
    // Past its time: the reader gets the stale answer at once, and one computation starts for however many readers.
    const [a, b] = await Promise.all([cache.get('k', compute, options), cache.get('k', compute, options)]);
    expect([JSON.parse(a.body), JSON.parse(b.body)]).toEqual([{ version: 1 }, { version: 1 }]);
    await sleep(50);
    expect(computed).toBe(2);
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 2 });
  });

  it('computes an entry again at once after a purge of its tags (no stale answer after a content event)', async () => {
    const cache = new PublicCache(new MemoryCacheStore(1024 * 1024));
    let computed = 0;
    const compute = async () => ({ version: ++computed });
    const options = { tags: ['articles'], ttlMs: 60_000 };
    await cache.get('k', compute, options);
    await cache.purge(['articles']);
    expect(JSON.parse((await cache.get('k', compute, options)).body)).toEqual({ version: 2 });
  });
});
