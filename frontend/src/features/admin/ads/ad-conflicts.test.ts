import { describe, expect, it } from '@jest/globals';
import { conflictSummary, conflictText, type AdConflict } from './ad-conflicts';

describe('conflictText', () => {
  it('names the ads competing for a position or the featured slot, and the page', () => {
    const atTop: AdConflict = { page: 'home', slot: 1, ads: [{ id: 1, title: 'Ad 1' }, { id: 2, title: 'Ad 2' }] };
    expect(conflictText(atTop)).toBe('"Ad 1" and "Ad 2" are both active on Home at position 1 (Top): only one is shown.');
    const featured: AdConflict = { page: 'journal', slot: 'featured', ads: [{ id: 1, title: 'Ad 1' }, { id: 2, title: null }, { id: 3, title: 'Ad 3' }] };
    expect(conflictText(featured)).toBe('"Ad 1", "Untitled ad" and "Ad 3" are all active on Journal as the featured ad: only one is shown.');
  });
});

describe('conflictSummary', () => {
  it('says how many ads compete for a place in one line, without their names', () => {
    const many: AdConflict = { page: 'home', slot: 2, ads: Array.from({ length: 19 }, (_, i) => ({ id: i + 1, title: `Ad ${i + 1}` })) };
    expect(conflictSummary(many)).toBe('19 active ads on Home at position 2 (Middle): only one is shown.');
    const featured: AdConflict = { page: 'journal', slot: 'featured', ads: [{ id: 1, title: 'Ad 1' }, { id: 2, title: null }] };
    expect(conflictSummary(featured)).toBe('2 active ads on Journal as the featured ad: only one is shown.');
  });
});
