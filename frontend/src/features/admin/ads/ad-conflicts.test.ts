import { describe, expect, it } from '@jest/globals';
import { conflictSummary, conflictText, type AdConflict } from './ad-conflicts';

describe('conflictText', () => {
  it('names the ads competing for a featured slot, the page, and the one readers see', () => {
    const featured: AdConflict = { page: 'home', slot: 'featured', ads: [{ id: 2, title: 'Theme feature' }, { id: 1, title: 'Home feature' }] };
    expect(conflictText(featured)).toBe('"Theme feature" and "Home feature" are both active on the home page as the featured ad: readers see only the newest, "Theme feature".');
  });

  it('says that an article, journal, library or premium page shows one ad in all, whatever their positions', () => {
    const journal: AdConflict = { page: 'journal', slot: 'page', ads: [{ id: 1, title: 'Ad 1' }, { id: 2, title: null }, { id: 3, title: 'Ad 3' }] };
    expect(conflictText(journal)).toBe('"Ad 1", "Untitled ad" and "Ad 3" are all active on the journal page, where only one ad shows (any position or format): readers see "Ad 1".');
    const premium: AdConflict = { page: 'premium-content', slot: 'page', ads: [{ id: 4, title: 'Apple News top' }, { id: 5, title: 'Premium bottom' }] };
    expect(conflictText(premium)).toBe('"Apple News top" and "Premium bottom" are both active on premium report pages, where only one ad shows (any position or format): readers see "Apple News top".');
  });
});

describe('conflictSummary', () => {
  it('says how many ads compete for a place in one line, and only the name of the one shown', () => {
    const many: AdConflict = { page: 'library', slot: 'page', ads: Array.from({ length: 19 }, (_, i) => ({ id: i + 1, title: `Ad ${i + 1}` })) };
    expect(conflictSummary(many)).toBe('19 active ads on the library page, where only one ad shows (any position or format): readers see "Ad 1".');
    const featured: AdConflict = { page: 'publisher', slot: 'featured', ads: [{ id: 1, title: null }, { id: 2, title: 'Ad 2' }, { id: 3, title: 'Ad 3' }] };
    expect(conflictSummary(featured)).toBe('3 active ads on the theme pages as the featured ad: readers see only the newest, "Untitled ad".');
  });
});
