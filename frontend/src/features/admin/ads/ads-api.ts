import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListPages } from '../../../lib/list-pages';
import { answer, api } from '../../../lib/api-client';
import type { RequestBody, Schema } from '../../../lib/api-types';
import { changedFields } from '../../../lib/changed-fields';
import { clientKeyFor, sendConfirmed } from '../../../lib/client-key';
import { readAgain } from '../../../lib/read-again';
import { uploadStaffImage } from '../../generator/image-search';

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

const EMPTY_FORM: AdForm = { title: '', image_url: '', link_url: '', format: 'square', target_pages: [], position: 1 };

/** The form's values for an ad (empty for a new one). */
export const adForm = (ad?: Ad | null): AdForm =>
  ad
    ? {
        title: ad.title ?? '',
        image_url: ad.image_url,
        link_url: ad.link_url ?? '',
        format: ad.format,
        target_pages: [...ad.target_pages],
        position: ad.position ?? 1,
      }
    : EMPTY_FORM;

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

/** The form's fields as they are sent (target pages in the list's order, so ticking one off and on again changes nothing). */
const fields = (form: AdForm) => ({
  title: form.title.trim(),
  image_url: form.image_url.trim(),
  link_url: form.link_url.trim(),
  format: form.format,
  target_pages: AD_TARGET_PAGES.map((page) => page.value).filter((page) => form.target_pages.includes(page)),
  position: form.position,
});

const body = (form: AdForm): RequestBody<'/api/ads', 'post'> => ({ ...fields(form), user_id: 1 });

/**
 * What an edit sends (docs/product.md#editing-together): the fields that differ from the ad as the form loaded it, so a
 * save never writes back what someone else changed meanwhile, and the version it was loaded at.
 */
const editBody = (form: AdForm, loaded: Ad): RequestBody<'/api/ads/{id}', 'put'> => ({
  ...changedFields(fields(form), fields(adForm(loaded))),
  expected_updated_at: loaded.updated_at,
});

/** Whether the form holds anything not saved: it differs from the ad it loaded (an empty form for a new ad). */
export const adFormChanged = (form: AdForm, loaded: Ad | null): boolean =>
  Object.keys(changedFields(fields(form), fields(adForm(loaded)))).length > 0;

/** One ad as it is now (GET /api/ads/{id}, staff): the form reloads it after a save refused as changed meanwhile. */
export function fetchAd(id: number): Promise<Ad> {
  return answer(api.GET('/api/ads/{id}', { params: { path: { id } } }));
}

/** The new-ad form's sends, for their client_key. */
const NEW_AD = 'new-ad';

/**
 * Saves the form: POST /api/ads for a new ad, PUT /api/ads/{id} for an edit of `loaded` (only the fields changed, naming
 * its version: a save over someone else's change meanwhile is refused, 409 changed_meanwhile). A new ad carries a client_key made when the
 * form's values are first sent and sent again with every retry of them (its answer may have been lost after the server
 * stored it): the server answers the ad it already has, so a retry never makes a second one (lib/client-key.ts).
 */
export function useSaveAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, form }: { loaded: Ad | null; form: AdForm }) => {
      if (loaded) return answer(api.PUT('/api/ads/{id}', { params: { path: { id: loaded.id } }, body: editBody(form, loaded) }));
      const sent = JSON.stringify(body(form));
      return answer(api.POST('/api/ads', { body: { ...body(form), client_key: clientKeyFor(NEW_AD, sent) } }));
    },
    onSuccess: (_ad, { loaded, form }) => {
      if (!loaded) sendConfirmed(NEW_AD, JSON.stringify(body(form)));
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
export const uploadAdImage = uploadStaffImage;
