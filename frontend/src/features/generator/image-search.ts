import { ApiError } from '../../lib/api';
import { answer, api, multipart } from '../../lib/api-client';
import type { Answer } from '../../lib/api-types';

/** GET /api/pexels/search and one of its photos (from the OpenAPI document). */
export type StockPhotoSearch = Answer<'/api/pexels/search', 'get'>;
export type StockPhoto = StockPhotoSearch['photos'][number];

/**
 * A found photo's description, to start an editor's picture description from: its alt, or '' when the search gave only
 * its stand-in ("Photo by …", the server's when Pexels has none), which names the photographer, not what it shows.
 */
export function photoDescription(photo: StockPhoto): string {
  const alt = (photo.alt ?? '').trim();
  return alt === `Photo by ${photo.photographer || 'a Pexels photographer'}` ? '' : alt.slice(0, 250);
}

/** A found photo's credit, to be saved with it and shown under it (none without a photographer's name). */
export function creditOf(photo: StockPhoto): { photographer: string; photographer_url: string; page_url: string } | null {
  return photo.photographer ? { photographer: photo.photographer, photographer_url: photo.photographer_url, page_url: photo.page_url } : null;
}

export const DEFAULT_IMAGE_QUERY = 'fit mature athlete training fitness';
export const IMAGE_SEARCH_PAGE_SIZE = 20;

/** A failed search: the message the spec names, plus what the server said (e.g. PEXELS_API_KEY missing). */
export class ImageSearchError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(`Failed to search images: ${status} ${statusText}`);
    this.name = 'ImageSearchError';
  }
}

function serverMessage(refusal: ApiError): string | undefined {
  const text = refusal.body.trim();
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['error', 'message'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() && value.trim() !== refusal.statusText) return value.trim();
      if (Array.isArray(value) && value.length) return value.join(' ');
    }
    return undefined;
  } catch {
    return text.startsWith('<') ? undefined : text.slice(0, 300);
  }
}

/**
 * GET /api/pexels/search?query=...&per_page=20 (or the page size and page given). A refusal is an ImageSearchError; a
 * body without a photos array (or not JSON at all) counts as no photos.
 */
export async function searchStockPhotos(
  query: string,
  signal?: AbortSignal,
  { perPage = IMAGE_SEARCH_PAGE_SIZE, page }: { perPage?: number; page?: number } = {},
): Promise<StockPhotoSearch> {
  const search = { query, per_page: perPage, page: page !== undefined && page > 1 ? page : undefined };
  const body: Partial<StockPhotoSearch> | null = await answer(api.GET('/api/pexels/search', { params: { query: search }, signal })).catch((error: unknown) => {
    if (error instanceof ApiError) throw new ImageSearchError(error.status, error.statusText, serverMessage(error));
    if (error instanceof SyntaxError) return null;
    throw error;
  });
  const photos = Array.isArray(body?.photos)
    ? body.photos.filter((photo): photo is StockPhoto => Boolean(photo && typeof photo.url === 'string' && photo.url))
    : [];
  return {
    photos,
    total_results: typeof body?.total_results === 'number' ? body.total_results : photos.length,
    page: typeof body?.page === 'number' ? body.page : 1,
    per_page: typeof body?.per_page === 'number' ? body.per_page : perPage,
  };
}

/** True for an address an <img> can show: it parses as a URL and is http(s). */
export function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Stores a picture from the staff member's device (POST /api/ads/upload-image, staff's picture upload: PNG, JPEG, GIF
 * or WebP, checked and re-encoded on the server) and answers its address (/uploads/...), for an ad, an article or a
 * generated package alike.
 */
export async function uploadStaffImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await answer(api.POST('/api/ads/upload-image', { body: multipart(form) }))).imageUrl;
}
