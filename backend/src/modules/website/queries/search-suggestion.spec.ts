import { describe, expect, it } from '@jest/globals';
import { closest, editDistance } from './search-suggestion.js';

describe('search suggestion words', () => {
  it('counts a letter added, dropped or changed, and two side by side swapped, as one edit each', () => {
    expect(editDistance('protein', 'protein')).toBe(0);
    expect(editDistance('protien', 'protein')).toBe(1); // swapped
    expect(editDistance('runing', 'running')).toBe(1); // dropped
    expect(editDistance('sleap', 'sleep')).toBe(1); // changed
    expect(editDistance('hamstrings', 'hamstring')).toBe(1); // added
    expect(editDistance('protien', 'protect')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('takes the candidate fewest edits away, the nearer by trigrams among equals, and the word itself when it is one', () => {
    expect(closest('protien', ['protect', 'protein'])).toBe('protein');
    expect(closest('strenght', ['strengths', 'strength'])).toBe('strength');
    expect(closest('swim', ['swims', 'swam'])).toBe('swims'); // one edit each: the first (nearest by trigrams) stays
    expect(closest('hill', ['hill', 'hills'])).toBe('hill');
    expect(closest('zzz', [])).toBeUndefined();
  });
});
