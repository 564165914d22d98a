import { describe, expect, it } from '@jest/globals';
import { slugFromTitle, slugProblem } from './article-slug';

describe('article slug', () => {
  it('suggests the address from the title as the server makes it', () => {
    expect(slugFromTitle('Hill Repeats & Tempo: Après 50!')).toBe('hill-repeats-and-tempo-apres-50');
    expect(slugFromTitle('  ')).toBe('');
    expect(slugFromTitle('2026!')).toBe('article-2026'); // numbers alone would be read as an id
    expect(slugFromTitle('2026: the season')).toBe('2026-the-season');
  });

  it('explains what is wrong with a slug', () => {
    expect(slugProblem('hill-repeats-50')).toBeUndefined();
    expect(slugProblem('Hill Repeats')).toBe('Slug may contain only lowercase letters, numbers and single hyphens');
    expect(slugProblem('hill--repeats')).toBe('Slug may contain only lowercase letters, numbers and single hyphens');
    expect(slugProblem('')).toBe('Enter the address, e.g. hill-repeats-after-50.');
    expect(slugProblem('a'.repeat(121))).toBe('Slug must be at most 120 characters');
    expect(slugProblem('2026')).toBe('Slug may not be numbers only (an address of numbers is read as an article id): add a word, such as article-2026');
    expect(slugProblem('2026-03')).toBeUndefined();
  });
});
