import { describe, expect, it } from '@jest/globals';
import { entryTitleFor, titleFromContent } from './entry-title.js';

describe('the title of an untitled entry', () => {
  it('is the whole text when short, on one line', () => {
    expect(titleFromContent('  Easy 5k\n\nwith the club.  ')).toBe('Easy 5k with the club.');
  });

  it('is cut at a word boundary within 60 characters, with an ellipsis', () => {
    const text = 'Long run in the hills this morning, legs felt heavy on the second climb but recovered well after.';
    const title = titleFromContent(text);
    expect(title).toBe('Long run in the hills this morning, legs felt heavy on the…');
    expect(title.length).toBeLessThanOrEqual(61);
    expect(text.startsWith(title.slice(0, -1))).toBe(true);
    expect(titleFromContent(`${'a'.repeat(80)} b`)).toBe(`${'a'.repeat(60)}…`);
  });

  it('leaves out a number whose unit was cut off', () => {
    const text = 'Slow and steady by the river with the club this morning, 12 km in all.';
    expect(titleFromContent(text)).toBe('Slow and steady by the river with the club this morning…');
    expect(text.startsWith(titleFromContent(text).slice(0, -1))).toBe(true);
  });

  it('keeps a title the member gave', () => {
    expect(entryTitleFor('Hill repeats', 'Eight hard hill repeats.')).toBe('Hill repeats');
    expect(entryTitleFor('  ', 'Eight hard hill repeats.')).toBe('Eight hard hill repeats.');
    expect(entryTitleFor(undefined, 'Swim')).toBe('Swim');
  });
});
