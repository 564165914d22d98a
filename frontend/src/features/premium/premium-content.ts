import type { Schema } from '../../lib/api-types';

/** Premium content as GET /api/premium-content and /api/premium-content/{id} return it (staff see drafts too), from the OpenAPI document. */
export type PremiumItem = Schema<'PremiumContentView'>;
export type PremiumStatus = PremiumItem['status'];
export type PremiumImages = Schema<'PremiumImagesView'>;

/** The staff list (published and drafts, newest first). Keys are also the URLs (parts joined by '/'). */
export const PREMIUM_LIST_KEY = ['/api/premium-content'] as const;

/** One item (GET /api/premium-content/{id}); the members' reader uses the same key. */
export function premiumItemKey(id: number | string) {
  return ['/api/premium-content', id] as const;
}

/** The premium preview page of an item, opened in its own window. */
export function premiumPreviewPath(id: number): string {
  return `/premium-preview/${id}`;
}

export function statusLabel(status: PremiumStatus | string): string {
  return status === 'published' ? 'Published' : status === 'archived' ? 'Archived' : 'Draft';
}
