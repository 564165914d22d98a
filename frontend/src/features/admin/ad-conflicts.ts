import { AD_TARGET_PAGES, pageLabel, positionLabel, type Ad } from './ads-api';

/** Two or more active ads competing for one place: a page and a position (or the page's featured slot). */
export interface AdConflict {
  page: string;
  /** 'featured', or a square ad's position. */
  slot: 'featured' | number;
  ads: Ad[];
}

const PAGES = AD_TARGET_PAGES.map((page) => page.value).filter((page) => page !== 'all-pages');

/**
 * Places where two active ads would compete: a page shows one featured ad and one square ad per position, so two active
 * ads aimed at the same page (an 'All pages' ad is aimed at every page) with the same format and position conflict and
 * only the first is shown.
 */
export function adConflicts(ads: readonly Ad[]): AdConflict[] {
  const places = new Map<string, AdConflict>();
  for (const ad of ads) {
    if (!ad.is_active) continue;
    const slot = ad.format === 'featured' ? 'featured' : ad.position;
    if (slot === null) continue;
    const pages = ad.target_pages.includes('all-pages') ? PAGES : ad.target_pages;
    for (const page of pages) {
      const key = `${page}|${slot}`;
      const place = places.get(key) ?? { page, slot, ads: [] };
      place.ads.push(ad);
      places.set(key, place);
    }
  }
  return [...places.values()].filter((place) => place.ads.length > 1);
}

/** A conflict in words, e.g. '"Bike fit" and "Socks" are both active on Home at position 1 (Top): only one is shown.' */
export function conflictText(conflict: AdConflict): string {
  const names = conflict.ads.map((ad) => `"${ad.title || 'Untitled ad'}"`);
  const list = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const where = conflict.slot === 'featured' ? 'as the featured ad' : `at position ${conflict.slot} (${positionLabel(conflict.slot)})`;
  return `${list} are ${names.length === 2 ? 'both' : 'all'} active on ${pageLabel(conflict.page)} ${where}: only one is shown.`;
}
