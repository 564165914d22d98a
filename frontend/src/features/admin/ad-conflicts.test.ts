import { describe, expect, it } from '@jest/globals';
import { adConflicts, conflictText } from './ad-conflicts';
import type { Ad } from './ads-api';

const ad = (id: number, values: Partial<Ad>): Ad =>
  ({ id, title: `Ad ${id}`, image_url: '/a.webp', link_url: null, format: 'square', target_pages: ['home'], position: 1, is_active: true, ...values }) as Ad;

describe('ad conflicts', () => {
  it('finds two active ads on the same page and position, "All pages" counting as every page', () => {
    const conflicts = adConflicts([ad(1, {}), ad(2, { target_pages: ['all-pages'] }), ad(3, { position: 2 })]);
    expect(conflicts.map((c) => [c.page, c.slot, c.ads.map((a) => a.id)])).toEqual([['home', 1, [1, 2]]]);
    expect(conflictText(conflicts[0])).toBe('"Ad 1" and "Ad 2" are both active on Home at position 1 (Top): only one is shown.');
  });

  it('ignores inactive ads and different pages, and compares featured ads by page only', () => {
    expect(adConflicts([ad(1, {}), ad(2, { is_active: false }), ad(3, { target_pages: ['library'] })])).toEqual([]);
    const featured = adConflicts([ad(1, { format: 'featured', position: null, target_pages: ['journal'] }), ad(2, { format: 'featured', position: null, target_pages: ['journal', 'library'] })]);
    expect(featured.map((c) => conflictText(c))).toEqual(['"Ad 1" and "Ad 2" are both active on Journal as the featured ad: only one is shown.']);
  });
});
