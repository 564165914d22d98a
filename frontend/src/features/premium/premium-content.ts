import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import type { Answer, Schema } from '../../lib/api-types';

/** A premium item whole, as GET /api/premium-content/{id} returns it (staff see drafts too), from the OpenAPI document. */
export type PremiumItem = Schema<'PremiumContentView'>;
/** A premium item in a list (GET /api/premium-content, /archived): no text, which comes only with the item. */
export type PremiumSummary = Schema<'PremiumContentSummary'>;
export type PremiumStatus = PremiumItem['status'];
export type PremiumImages = Schema<'PremiumImagesView'>;

/**
 * The start of every premium query key: the lists' pages (published and drafts, newest first), counts and items. Keys are
 * also the URLs (parts joined by '/'); invalidating it refreshes them all.
 */
export const PREMIUM_LIST_KEY = ['/api/premium-content'] as const;

/** GET /api/premium-content/theme-counts: items per theme, as the reader's lists show them (members published ones). */
export const PREMIUM_THEME_COUNTS_KEY = ['/api/premium-content', 'theme-counts'] as const;
export type PremiumThemeCounts = Answer<'/api/premium-content/theme-counts', 'get'>;
export const premiumThemeCountsQuery = {
  queryKey: PREMIUM_THEME_COUNTS_KEY,
  queryFn: () => answer(api.GET('/api/premium-content/theme-counts')),
};

/** A theme's count from the theme-counts answer (0 when it is missing). */
export function themeCount(counts: PremiumThemeCounts | undefined, theme: { title: string }): number {
  const value = counts?.counts?.[theme.title as keyof PremiumThemeCounts['counts']];
  return typeof value === 'number' ? value : 0;
}

/** Premium items per page of a list, and each "Load more". */
export const PREMIUM_PAGE_SIZE = 20;

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
