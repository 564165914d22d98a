import { describe, expect, it } from '@jest/globals';
import { answerSize, MemoryCacheStore, type CachedAnswer } from './cache-store.js';

const answer = (text: string): CachedAnswer => ({ body: text, etag: `"${text.length}"`, type: 'application/json; charset=utf-8' });
const DAY = 86_400_000;

describe('MemoryCacheStore', () => {
  it('evicts the least recently used answers once their bytes pass the cap', async () => {
    const kb = 'x'.repeat(1024);
    const size = answerSize(answer(kb));
    const store = new MemoryCacheStore(size * 3);
    const mark = await store.mark();
    for (const key of ['a', 'b', 'c']) expect(await store.set(key, answer(kb), ['articles'], mark, DAY)).toBe(true);
    expect(await store.get('a')).toBeDefined(); // a is now the most recently used
    await store.set('d', answer(kb), ['articles'], mark, DAY);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('c')).toBeDefined();
    expect(await store.get('d')).toBeDefined();
    // An answer larger than the whole cache is not kept (and evicts nothing).
    expect(await store.set('huge', answer('y'.repeat(size * 2)), ['articles'], mark, DAY)).toBe(false);
    expect(await store.get('a')).toBeDefined();
  });

  it('purges only the entries carrying a purged tag', async () => {
    const store = new MemoryCacheStore(1_000_000);
    const mark = await store.mark();
    await store.set('home', answer('home'), ['articles', 'ads'], mark, DAY);
    await store.set('article-1', answer('one'), ['article:1'], mark, DAY);
    await store.set('recovery-hero', answer('hero'), ['theme:recovery'], mark, DAY);
    expect(await store.purge(['article:1', 'theme:training'])).toBe(1);
    expect(await store.get('article-1')).toBeUndefined();
    expect(await store.get('home')).toBeDefined();
    expect(await store.get('recovery-hero')).toBeDefined();
    expect(await store.purge(['ads'])).toBe(1);
    expect(await store.get('home')).toBeUndefined();
    expect(await store.purge(['ads'])).toBe(0);
  });

  it('refuses an answer computed before one of its tags was purged', async () => {
    const store = new MemoryCacheStore(1_000_000);
    const before = await store.mark();
    await store.purge(['article:1']);
    expect(await store.set('article-1', answer('stale'), ['article:1'], before, DAY)).toBe(false);
    expect(await store.set('article-2', answer('fine'), ['article:2'], before, DAY)).toBe(true);
    expect(await store.set('article-1', answer('fresh'), ['article:1'], await store.mark(), DAY)).toBe(true);
    expect((await store.get('article-1'))?.body).toBe('fresh');
  });

  it('drops an entry once its time to live has passed', async () => {
    const store = new MemoryCacheStore(1_000_000);
    await store.set('most-read', answer('ranked'), ['articles'], await store.mark(), 30);
    expect(await store.get('most-read')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.get('most-read')).toBeUndefined();
  });
});
