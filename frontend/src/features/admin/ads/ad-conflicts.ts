import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api-types';
import { ADS_KEY, pageLabel, positionLabel } from './ads-api';

/**
 * A place where two or more active ads compete and readers see only the newest (GET /api/ads/conflicts, over every
 * active ad): a page and a position, or its featured slot. The home and theme sidebars show every square ad, so the
 * server lists none of their positions (docs/product.md#ads, Clashes).
 */
export type AdConflict = Schema<'AdConflictView'>;

/** Every place where active ads compete (refreshed with the ads list after each change). */
export function useAdConflicts() {
  return useQuery({ queryKey: [...ADS_KEY, 'conflicts'], queryFn: async () => (await answer(api.GET('/api/ads/conflicts'))).conflicts });
}

/** Where a conflict is, e.g. 'on Home at position 1 (Top)', 'on Journal as the featured ad'. */
export function conflictPlace(conflict: AdConflict): string {
  const where = conflict.slot === 'featured' ? 'as the featured ad' : `at position ${conflict.slot} (${positionLabel(Number(conflict.slot))})`;
  return `on ${pageLabel(conflict.page)} ${where}`;
}

/** A conflict in one line whatever its size, e.g. '19 active ads on Home at position 1 (Top): only one is shown.' */
export function conflictSummary(conflict: AdConflict): string {
  return `${conflict.ads.length} active ads ${conflictPlace(conflict)}: only one is shown.`;
}

/** The names of a conflict's ads, newest first ('Untitled ad' for one without a title). */
export const conflictNames = (conflict: AdConflict): string[] => conflict.ads.map((ad) => ad.title || 'Untitled ad');

/** A conflict in words, e.g. '"Bike fit" and "Socks" are both active on Home at position 1 (Top): only one is shown.' */
export function conflictText(conflict: AdConflict): string {
  const names = conflictNames(conflict).map((name) => `"${name}"`);
  const list = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} are ${names.length === 2 ? 'both' : 'all'} active ${conflictPlace(conflict)}: only one is shown.`;
}
