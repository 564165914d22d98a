import { describe, expect, it } from '@jest/globals';
import { pageOf, searchQuery } from './journal-list.queries.js';

describe('pageOf (a page cut at limit entries or its byte budget)', () => {
  const row = (id: number, size = 10) => ({ doc: `{"id":${id},"t":"${'x'.repeat(size)}"}`, cursor_at: `2026-11-2${id % 10}T10:00:00.000001Z`, id, total: '7' });

  it('answers limit entries and the cursor of the last one when the extra row says more follow', () => {
    const result = pageOf([row(9), row(8), row(7)], 2, true);
    expect(JSON.parse(result.json).map((e: { id: number }) => e.id)).toEqual([9, 8]);
    expect(result.next_cursor).toBe('2026-11-28T10:00:00.000001Z_8');
    expect(result.total).toBe(7);
  });

  it('has no cursor on the last page, and a count only on the first', () => {
    expect(pageOf([row(2), row(1)], 2, false)).toEqual({ json: `[${row(2).doc},${row(1).doc}]`, next_cursor: null, total: null });
    expect(pageOf([], 20, true)).toEqual({ json: '[]', next_cursor: null, total: 0 });
  });

  it('stops before the entry that would pass the byte budget, but always answers one entry', () => {
    const result = pageOf([row(5, 60), row(4, 60), row(3, 60)], 3, true, 160);
    expect(JSON.parse(result.json).map((e: { id: number }) => e.id)).toEqual([5, 4]);
    expect(Buffer.byteLength(result.json)).toBeLessThanOrEqual(160);
    expect(result.next_cursor).toBe('2026-11-24T10:00:00.000001Z_4');
    const huge = pageOf([row(5, 500), row(4)], 3, true, 160);
    expect(JSON.parse(huge.json)).toHaveLength(1);
    expect(huge.next_cursor).toBe('2026-11-25T10:00:00.000001Z_5');
  });
});

describe('searchQuery (the words of a search as a prefix tsquery)', () => {
  it('keeps letters and digits of up to eight words, each as a prefix, all required', () => {
    expect(searchQuery('Hill reps!')).toBe('hill:* & reps:*');
    expect(searchQuery("5k & parkrun's | !x")).toBe('5k:* & parkrun:* & s:* & x:*');
    expect(searchQuery('  ')).toBeNull();
    expect(searchQuery(undefined)).toBeNull();
    expect(searchQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
    expect(searchQuery('Über café')).toBe('über:* & café:*');
  });
});
