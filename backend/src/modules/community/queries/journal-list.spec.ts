import { describe, expect, it } from '@jest/globals';
import { JournalAnswers, pageOf, searchQuery } from './journal-list.queries.js';

const page = (json: string) => ({ json, next_cursor: null, total: 1 });

describe('JournalAnswers (first journal pages kept per member, valid for the counts they were built under)', () => {
  it('answers only for the same counts', () => {
    const answers = new JournalAnswers();
    answers.set(1, '5:2:0', page('[1]'));
    expect(answers.get(1, '5:2:0')?.json).toBe('[1]');
    expect(answers.get(1, '6:2:0')).toBeUndefined(); // the member's entries changed since
    expect(answers.get(1, '5:3:0')).toBeUndefined(); // a reply was written
    expect(answers.get(1, '5:2:1')).toBeUndefined(); // a premium card changed
    expect(answers.get(2, '0:0:0')).toBeUndefined();
  });

  it('stays within its byte budget, dropping the least recently used member first, and skips oversized answers', () => {
    const answers = new JournalAnswers(100, 60); // counted as 2 bytes a character
    answers.set(1, 'v', page('x'.repeat(10))); // 20 bytes
    answers.set(2, 'v', page('y'.repeat(10)));
    answers.set(3, 'v', page('z'.repeat(10))); // 60 bytes in all
    expect(answers.get(1, 'v')).toBeDefined(); // used: 2 is now the least recently used
    answers.set(4, 'v', page('w'.repeat(25))); // 50 bytes: 110 is over budget, 2 goes
    expect(answers.get(2, 'v')).toBeUndefined();
    expect([1, 3, 4].map((id) => answers.get(id, 'v') !== undefined)).toEqual([true, true, true]);
    answers.set(5, 'v', page('v'.repeat(31))); // 62 bytes: larger than one answer may be
    expect(answers.get(5, 'v')).toBeUndefined();
  });
});

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
