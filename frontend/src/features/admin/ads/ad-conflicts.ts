import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api-types';
import { ADS_KEY, pageLabel, positionLabel } from './ads-api';

/**
 * A place where two or more active ads compete and readers see only one (GET /api/ads/conflicts, over every active ad):
 * the featured slot of the home page or of the theme pages, or the one ad of an article, journal, library or premium
 * page. Its ads come in the order readers get them, the one shown first. The home and theme sidebars show every square
 * ad, so the server lists none of their positions (docs/product.md#ads, Clashes).
 */
export type AdConflict = Schema<'AdConflictView'>;

/** Every place where active ads compete (refreshed with the ads list after each change). */
export function useAdConflicts() {
  return useQuery({ queryKey: [...ADS_KEY, 'conflicts'], queryFn: async () => (await answer(api.GET('/api/ads/conflicts'))).conflicts });
}

/** The reader's pages a conflict can be on, as editors know them (its `page`; a target page otherwise). */
const PLACE_PAGES: Partial<Record<AdConflict['page'], string>> = {
  home: 'the home page',
  publisher: 'the theme pages',
  'website-articles': 'article pages',
  journal: 'the journal page',
  library: 'the library page',
  'premium-content': 'premium report pages',
};

/** Where a conflict is, e.g. 'on the home page as the featured ad', 'on the journal page'. */
export function conflictPlace(conflict: AdConflict): string {
  const page = PLACE_PAGES[conflict.page] ?? pageLabel(conflict.page);
  if (conflict.slot === 'featured') return `on ${page} as the featured ad`;
  if (conflict.slot === 'page') return `on ${page}`;
  return `on ${page} at position ${conflict.slot} (${positionLabel(Number(conflict.slot))})`;
}

/** Which ad readers see (the first of the conflict's ads), e.g. ', where only one ad shows (any position or format): readers see "Socks".' */
function conflictShown(conflict: AdConflict): string {
  const shown = `"${conflictNames(conflict)[0]}"`;
  return conflict.slot === 'page' ? `, where only one ad shows (any position or format): readers see ${shown}.` : `: readers see only the newest, ${shown}.`;
}

/** A conflict in one line whatever its size, e.g. '19 active ads on the library page, where only one ad shows (any position or format): readers see "Socks".' */
export function conflictSummary(conflict: AdConflict): string {
  return `${conflict.ads.length} active ads ${conflictPlace(conflict)}${conflictShown(conflict)}`;
}

/** The names of a conflict's ads, the one shown first ('Untitled ad' for one without a title). */
export const conflictNames = (conflict: AdConflict): string[] => conflict.ads.map((ad) => ad.title || 'Untitled ad');

/**
 * A conflict in words, e.g. '"Bike fit" and "Socks" are both active on the home page as the featured ad: readers see
 * only the newest, "Bike fit".'
 */
export function conflictText(conflict: AdConflict): string {
  const names = conflictNames(conflict).map((name) => `"${name}"`);
  const list = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} are ${names.length === 2 ? 'both' : 'all'} active ${conflictPlace(conflict)}${conflictShown(conflict)}`;
}
