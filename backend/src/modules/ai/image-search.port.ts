/** One photo found by image search (real photographs by named photographers, never generated). */
export interface FoundImage {
  id: number;
  /** Large rendition (about 1880 px wide), used for article images. */
  url: string;
  /** Small rendition (about 350 px high) for pickers. */
  thumbnail: string;
  alt: string;
  photographer: string;
  photographer_url: string;
  /** The photo's page at the provider (attribution link). */
  page_url: string;
  width: number;
  height: number;
  avg_color: string | null;
}

export interface ImageSearchResult {
  photos: FoundImage[];
  total_results: number;
  page: number;
  per_page: number;
}

export interface ImageSearchRequest {
  query: string;
  perPage: number;
  page?: number;
  orientation?: 'landscape' | 'portrait' | 'square';
  signal?: AbortSignal;
}

/**
 * The image-search port. Adapters throw AiNotConfiguredError (503), AiTimeoutError (504) and
 * AiUpstreamError (502); AiAbortedError when the signal fired.
 */
export abstract class ImageSearchPort {
  abstract configured(): { ok: true } | { ok: false; message: string };
  abstract search(request: ImageSearchRequest): Promise<ImageSearchResult>;
}
