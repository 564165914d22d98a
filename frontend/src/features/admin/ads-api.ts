import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListPages } from '../../lib/list-pages';
import { answer, api, multipart } from '../../lib/api-client';
import type { RequestBody, Schema } from '../../lib/api-types';
import { clientKeyFor, sendConfirmed } from '../../lib/client-key';
import { readAgain } from '../../lib/read-again';

/** An ad as GET /api/ads answers it (generated from the OpenAPI document). */
export type Ad = Schema<'AdView'>;
export type AdFormat = Ad['format'];
export type AdTargetPage = Ad['target_pages'][number];
export type AdPosition = NonNullable<Ad['position']>;

export const AD_FORMATS = ['square', 'featured'] as const satisfies readonly AdFormat[];

/** Target pages of docs/product.md#ads, with the names editors see. */
export const AD_TARGET_PAGES = [
  { value: 'home', label: 'Home' },
  { value: 'publisher', label: 'Publisher' },
  { value: 'library', label: 'Library' },
  { value: 'premium-content', label: 'Premium content' },
  { value: 'website-articles', label: 'Website articles' },
  { value: 'apple-news', label: 'Apple News' },
  { value: 'journal', label: 'Journal' },
  { value: 'all-pages', label: 'All pages' },
] as const satisfies readonly { value: AdTargetPage; label: string }[];

export const AD_POSITIONS = [
  { value: 1, label: 'Top' },
  { value: 2, label: 'Middle' },
  { value: 3, label: 'Bottom' },
] as const satisfies readonly { value: AdPosition; label: string }[];

/**
 * The ad form's values; body() turns them into the body of POST /api/ads and PUT /api/ads/{id} (docs/product.md#ads; user_id
 * is sent as 1, the server uses the session).
 */
export interface AdForm {
  title: string;
  image_url: string;
  link_url: string;
  format: AdFormat;
  target_pages: AdTargetPage[];
  position: AdPosition;
}

export const ADS_KEY = ['/api/ads'] as const;

export const pageLabel = (page: string) => AD_TARGET_PAGES.find((p) => p.value === page)?.label ?? page;
export const positionLabel = (position: number | null) => AD_POSITIONS.find((p) => p.value === position)?.label ?? '';

/** After ad changes: the ads list, and the featured and latest website-content queries (docs/product.md#ads). */
function refreshAds(client: QueryClient) {
  return readAgain(client, ADS_KEY, ['/api/website-content/featured'], ['/api/website-content/latest']);
}

/** GET /api/ads as staff: every ad, a page at a time, newest first. */
export function useAds() {
  return useListPages(ADS_KEY, {}, (query) => api.GET('/api/ads', { params: { query } }));
}

const body = (form: AdForm): RequestBody<'/api/ads', 'post'> => ({
  title: form.title.trim(),
  image_url: form.image_url.trim(),
  link_url: form.link_url.trim(),
  format: form.format,
  target_pages: form.target_pages,
  position: form.position,
  user_id: 1,
});

/** The new-ad form's sends, for their client_key. */
const NEW_AD = 'new-ad';

/**
 * Saves the form: POST /api/ads for a new ad, PUT /api/ads/{id} for an edit. A new ad carries a client_key made when the
 * form's values are first sent and sent again with every retry of them (its answer may have been lost after the server
 * stored it): the server answers the ad it already has, so a retry never makes a second one (lib/client-key.ts).
 */
export function useSaveAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: AdForm }) => {
      if (id !== undefined) return answer(api.PUT('/api/ads/{id}', { params: { path: { id } }, body: body(form) }));
      const sent = JSON.stringify(body(form));
      return answer(api.POST('/api/ads', { body: { ...body(form), client_key: clientKeyFor(NEW_AD, sent) } }));
    },
    onSuccess: (_ad, { id, form }) => {
      if (id === undefined) sendConfirmed(NEW_AD, JSON.stringify(body(form)));
    },
    onSettled: () => refreshAds(client),
  });
}

export function useToggleAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(api.PATCH('/api/ads/{id}/toggle-status', { params: { path: { id } } })),
    onSettled: () => refreshAds(client),
  });
}

export function useDeleteAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(api.DELETE('/api/ads/{id}', { params: { path: { id } } })),
    onSettled: () => refreshAds(client),
  });
}

/** Uploads an image file (checked and re-encoded on the server); answers its address. */
export async function uploadAdImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const uploaded = await answer(api.POST('/api/ads/upload-image', { body: multipart(form) }));
  return uploaded.imageUrl;
}
