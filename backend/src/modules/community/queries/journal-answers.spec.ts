import { describe, expect, it } from '@jest/globals';
import { JournalAnswers } from './journal.queries.js';

describe('JournalAnswers (journal list answers kept per member, valid for their data version)', () => {
  it('answers only for the same or an older version', () => {
    const answers = new JournalAnswers();
    answers.set(1, 5n, '[1]');
    expect(answers.get(1, 5n)).toBe('[1]');
    expect(answers.get(1, 4n)).toBe('[1]'); // built after version 5 was read: at least as new as 4
    expect(answers.get(1, 6n)).toBeUndefined(); // the member's entries changed since
    expect(answers.get(2, 0n)).toBeUndefined();
  });

  it('keeps the newest answer when requests finish out of order', () => {
    const answers = new JournalAnswers();
    answers.set(1, 7n, '[7]');
    answers.set(1, 6n, '[6]');
    expect(answers.get(1, 7n)).toBe('[7]');
    answers.set(1, 8n, '[8]');
    expect(answers.get(1, 8n)).toBe('[8]');
  });

  it('stays within its byte budget, dropping the least recently used member first, and skips oversized answers', () => {
    const answers = new JournalAnswers(100, 60); // counted as 2 bytes a character
    answers.set(1, 1n, 'x'.repeat(10)); // 20 bytes
    answers.set(2, 1n, 'y'.repeat(10));
    answers.set(3, 1n, 'z'.repeat(10)); // 60 bytes in all
    expect(answers.get(1, 1n)).toBeDefined(); // used: 2 is now the least recently used
    answers.set(4, 1n, 'w'.repeat(25)); // 50 bytes: 110 is over budget, 2 goes
    expect(answers.get(2, 1n)).toBeUndefined();
    expect([1, 3, 4].map((id) => answers.get(id, 1n) !== undefined)).toEqual([true, true, true]);
    answers.set(5, 1n, 'v'.repeat(31)); // 62 bytes: larger than one answer may be
    expect(answers.get(5, 1n)).toBeUndefined();
  });
});
