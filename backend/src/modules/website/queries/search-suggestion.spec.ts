import { describe, expect, it } from '@jest/globals';
import { byEdits, editDistance, suggestionsToTry } from './search-suggestion.js';

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
    expect(byEdits('protien', ['protect', 'protein'])).toEqual(['protein', 'protect']);
    expect(byEdits('strenght', ['strengths', 'strength'])).toEqual(['strength', 'strengths']);
    expect(byEdits('swim', ['swims', 'swam'])).toEqual(['swims', 'swam']); // one edit each: the nearer by trigrams first
    expect(byEdits('hill', ['hills', 'hill'])[0]).toBe('hill');
    expect(byEdits('zzz', [])).toEqual([]);
  });

  it("tries the nearest words first, then one word's next nearest at a time while it is at most two edits away", () => {
    const choices = new Map([
      ['masterss', ['masters', 'mastery', 'mastering']],
      ['swimmng', ['swimming', 'swimmer']],
    ]);
    expect(suggestionsToTry(['masterss', 'swimmng', 'tips'], choices)).toEqual([
      'masters swimming tips',
      'mastery swimming tips', // 'mastering' is three edits from 'masterss': not tried
      'masters swimmer tips',
    ]);
    expect(suggestionsToTry(['protien'], new Map([['protien', ['protein']]]))).toEqual(['protein']);
    const many = new Map([['ab', ['ac', 'ad', 'ae', 'af', 'ag', 'ah']]]);
    expect(suggestionsToTry(['ab'], many)).toEqual(['ac', 'ad', 'ae', 'af']); // at most four tries
  });
});
