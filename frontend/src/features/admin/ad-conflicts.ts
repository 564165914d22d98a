import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';
import { ADS_KEY, pageLabel, positionLabel } from './ads-api';

/** A place where two or more active ads compete (GET /api/ads/conflicts, over every active ad): a page and a position, or its featured slot. */
export type AdConflict = Schema<'AdConflictView'>;

/** Every place where active ads compete (refreshed with the ads list after each change). */
export function useAdConflicts() {
  return useQuery({ queryKey: [...ADS_KEY, 'conflicts'], queryFn: async () => (await answer(api.GET('/api/ads/conflicts'))).conflicts });
}

/** A conflict in words, e.g. '"Bike fit" and "Socks" are both active on Home at position 1 (Top): only one is shown.' */
export function conflictText(conflict: AdConflict): string {
  const names = conflict.ads.map((ad) => `"${ad.title || 'Untitled ad'}"`);
  const list = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const where = conflict.slot === 'featured' ? 'as the featured ad' : `at position ${conflict.slot} (${positionLabel(Number(conflict.slot))})`;
  return `${list} are ${names.length === 2 ? 'both' : 'all'} active on ${pageLabel(conflict.page)} ${where}: only one is shown.`;
}
