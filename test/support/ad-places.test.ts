import { describe, expect, it } from '@jest/globals';
import { ONE_AD_PLACES } from '../../backend/src/modules/ads/queries/ads.queries.js';
import { ARTICLE_AD_PAGES, HOME_AD_PAGES, JOURNAL_AD_PAGES, LIBRARY_AD_PAGES, PREMIUM_AD_PAGES, THEME_AD_PAGES } from '../../frontend/src/features/publisher/publisher-api.js';

/**
 * The Ads tab's clash warning (backend, AdConflictsQuery) and the pages that choose the ad a reader sees (frontend,
 * adsFor and PageAd) name the same places with the same target pages: a page that starts showing another page's ads
 * makes the warning wrong unless both change.
 */
describe('the places where readers see one ad', () => {
  const targets = (page: string, slot: 'featured' | 'page') => [...(ONE_AD_PLACES.find((p) => p.page === page && p.slot === slot)?.targets ?? [])].sort();

  it('are the featured slots of the home and theme pages, with the targets those pages read', () => {
    expect(targets('home', 'featured')).toEqual([...HOME_AD_PAGES].sort());
    expect(targets('publisher', 'featured')).toEqual([...THEME_AD_PAGES].sort());
  });

  it('are the one ad of each other page, with the targets its PageAd reads', () => {
    expect(targets('website-articles', 'page')).toEqual([...ARTICLE_AD_PAGES].sort());
    expect(targets('journal', 'page')).toEqual([...JOURNAL_AD_PAGES].sort());
    expect(targets('library', 'page')).toEqual([...LIBRARY_AD_PAGES].sort());
    expect(targets('premium-content', 'page')).toEqual([...PREMIUM_AD_PAGES].sort());
    expect(ONE_AD_PLACES).toHaveLength(6);
  });
});
