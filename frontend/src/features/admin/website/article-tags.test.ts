import { describe, expect, it } from '@jest/globals';
import { parseTags, tagsProblem, tagsText } from './article-tags';

describe('article tags', () => {
  it('reads a comma-separated text as the list the server stores', () => {
    expect(parseTags(' hills,  strength training , ,Hills, recovery ')).toEqual(['hills', 'strength training', 'recovery']);
    expect(parseTags('   ')).toEqual([]);
    expect(parseTags('masters   running')).toEqual(['masters running']);
  });

  it('writes the list back as the text box shows it', () => {
    expect(tagsText(['hills', 'strength training'])).toBe('hills, strength training');
    expect(tagsText(undefined)).toBe('');
  });

  it("explains what the server would refuse, in the server's words", () => {
    expect(tagsProblem(['hills'])).toBeUndefined();
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `tag ${i}`))).toBe('At most 20 tags');
    expect(tagsProblem(Array.from({ length: 20 }, (_, i) => `tag ${i}`))).toBeUndefined();
    expect(tagsProblem(['a'.repeat(51)])).toBe('Each tag must be at most 50 characters');
    expect(tagsProblem(['a'.repeat(50)])).toBeUndefined();
  });
});
