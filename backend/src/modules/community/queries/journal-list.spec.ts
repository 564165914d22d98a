import { describe, expect, it } from '@jest/globals';
import { JournalAnswers, pageOf, searchQuery } from './journal-list.queries.js';

const page = (json: string) => ({ json, next_cursor: null, total: 1 });

describe('JournalAnswers (first journal pages kept per member, valid for their data version)', () => {
  it('answers only for the same or an older version', () => {
    const answers = new JournalAnswers();
    answers.set(1, 5n, page('[1]'));
    expect(answers.get(1, 5n)?.json).toBe('[1]');
    expect(answers.get(1, 4n)?.json).toBe('[1]'); // built after version 5 was read: at least as new as 4
    expect(answers.get(1, 6n)).toBeUndefined(); // the member's entries changed since
    expect(answers.get(2, 0n)).toBeUndefined();
  });

  it('keeps the newest answer when requests finish out of order', () => {
    const answers = new JournalAnswers();
    answers.set(1, 7n, page('[7]'));
    answers.set(1, 6n, page('[6]'));
    expect(answers.get(1, 7n)?.json).toBe('[7]');
    answers.set(1, 8n, page('[8]'));
    expect(answers.get(1, 8n)?.json).toBe('[8]');
  });

  it('stays within its byte budget, dropping the least recently used member first, and skips oversized answers', () => {
    const answers = new JournalAnswers(100, 60); // counted as 2 bytes a character
    answers.set(1, 1n, page('x'.repeat(10))); // 20 bytes
    answers.set(2, 1n, page('y'.repeat(10)));
    answers.set(3, 1n, page('z'.repeat(10))); // 60 bytes in all
    expect(answers.get(1, 1n)).toBeDefined(); // used: 2 is now the least recently used
    answers.set(4, 1n, page('w'.repeat(25))); // 50 bytes: 110 is over budget, 2 goes
    expect(answers.get(2, 1n)).toBeUndefined();
    expect([1, 3, 4].map((id) => answers.get(id, 1n) !== undefined)).toEqual([true, true, true]);
    answers.set(5, 1n, page('v'.repeat(31))); // 62 bytes: larger than one answer may be
    expect(answers.get(5, 1n)).toBeUndefined();
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
