import { describe, expect, it } from '@jest/globals';
import { countText, fetchListPage, listPageQuery } from './list-pages';

describe('paged list queries', () => {
  it('leave out empty params, trim search words and add the cursor', () => {
    expect(listPageQuery({})).toEqual({});
    expect(listPageQuery({ theme: 'Gear & Tech', q: '  ', limit: 20 })).toEqual({ theme: 'Gear & Tech', limit: 20 });
    expect(listPageQuery({ q: ' publish ' }, '2026-11-23T10:00:00.123456Z_42')).toEqual({ q: 'publish', before: '2026-11-23T10:00:00.123456Z_42' });
  });

  it('read the cursor and the total from the headers, the items from the page', async () => {
    const response = new Response(null, { headers: { 'X-Next-Cursor': 'c1', 'X-Total-Count': '42' } });
    expect(await fetchListPage({ data: [1, 2], response })).toEqual({ items: [1, 2], nextCursor: 'c1', total: 42, totalOver: null });
    const last = await fetchListPage({ data: { users: ['a'] }, response: new Response(null) }, (page) => page.users);
    expect(last).toEqual({ items: ['a'], nextCursor: null, total: null, totalOver: null });
    const many = new Response(null, { headers: { 'X-Next-Cursor': 'c1', 'X-Total-Count-Over': '10000' } });
    expect(await fetchListPage({ data: [1], response: many })).toEqual({ items: [1], nextCursor: 'c1', total: null, totalOver: 10000 });
  });

  it('say how many a list holds, or that the server stopped counting', () => {
    expect(countText({}, 'change', 'changes')).toBeUndefined();
    expect(countText({ total: 1 }, 'change', 'changes')).toBe('1 change');
    expect(countText({ total: 6582 }, 'change', 'changes')).toBe('6,582 changes');
    expect(countText({ total: 0 }, 'change', 'changes')).toBe('0 changes');
    expect(countText({ totalOver: 10000 }, 'change', 'changes')).toBe('Over 10,000 changes');
  });
});
