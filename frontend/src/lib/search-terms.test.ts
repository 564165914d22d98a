import { describe, expect, it } from '@jest/globals';
import { wordsOfAddress } from './search-terms';

describe('the words of an address not found', () => {
  it("are its last part's words with letters, lower case, at most six", () => {
    expect(wordsOfAddress('/article/protien-after-50-how-much')).toBe('protien after how much');
    expect(wordsOfAddress('/article-that-moved-away')).toBe('article that moved away');
    expect(wordsOfAddress('/Training/Hill_Repeats/')).toBe('hill repeats');
    expect(wordsOfAddress('/article/the-long-slow-run-why-easy-miles-matter-most')).toBe('the long slow run why easy');
    expect(wordsOfAddress('/article/caf%C3%A9-culture-for-cyclists')).toBe('café culture for cyclists');
  });

  it('are none for an id, a number or a malformed address', () => {
    expect(wordsOfAddress('/article/12345')).toBe('');
    expect(wordsOfAddress('/publisher/training/archive/2099-13')).toBe('');
    expect(wordsOfAddress('/')).toBe('');
    expect(wordsOfAddress('/article/%E0%A4%A-broken')).toBe('');
    expect(wordsOfAddress('/article/10k-plan-for-2027')).toBe('10k plan for'); // a distance stays, a year alone does not
  });
});
