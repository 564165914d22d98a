import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import type { Schema } from '../../lib/api-types';

/** Premium content as GET /api/premium-content and /api/premium-content/{id} return it (staff see drafts too), from the OpenAPI document. */
export type PremiumItem = Schema<'PremiumContentView'>;
export type PremiumStatus = PremiumItem['status'];
export type PremiumImages = Schema<'PremiumImagesView'>;

/** The staff list (published and drafts, newest first; members get the published ones). Every premium key starts with it. */
export const PREMIUM_LIST_KEY = ['/api/premium-content'] as const;

/** GET /api/premium-content, the list of PREMIUM_LIST_KEY. */
export function fetchPremiumList(): Promise<PremiumItem[]> {
  return answer(api.GET('/api/premium-content'));
}

/** One item (GET /api/premium-content/{id}); the members' reader uses the same key. */
export function premiumItemKey(id: number | string) {
  return ['/api/premium-content', id] as const;
}

/** One item by id (staff see drafts too), loaded while `enabled`. */
export function usePremiumItem(id: number | string, enabled: boolean) {
  return useQuery({
    queryKey: premiumItemKey(id),
    queryFn: () => answer(api.GET('/api/premium-content/{id}', { params: { path: { id: Number(id) } } })),
    enabled,
  });
}

/** The premium preview page of an item, opened in its own window. */
export function premiumPreviewPath(id: number): string {
  return `/premium-preview/${id}`;
}

export function statusLabel(status: PremiumStatus | string): string {
  return status === 'published' ? 'Published' : status === 'archived' ? 'Archived' : 'Draft';
}
