import { describe, expect, it } from '@jest/globals';
import { clip } from './markdown-text.js';

describe('clip', () => {
  it('keeps a text within the limit whole, with its whitespace collapsed', () => {
    expect(clip('  Easy  strides\nafter a run. ', 160)).toBe('Easy strides after a run.');
    expect(clip('é'.repeat(160), 160)).toBe('é'.repeat(160));
  });

  it('counts characters as a reader does: an emoji is one', () => {
    expect([...clip('🚴'.repeat(200), 160)]).toHaveLength(160);
  });

  it("cuts a longer one at a word and ends it with '…' instead of the punctuation it was cut at", () => {
    expect(clip('Hills, then flats, then hills again.', 20)).toBe('Hills, then flats…');
    expect([...clip('word '.repeat(100), 160)].length).toBeLessThanOrEqual(160);
    expect(clip('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
