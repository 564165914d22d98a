import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { AiAbortedError, AiNotConfiguredError, AiTimeoutError, AiUpstreamError, NOT_CONFIGURED } from './ai-errors.js';
import { ImageSearchPort, type FoundImage, type ImageSearchRequest, type ImageSearchResult } from './image-search.port.js';

/** Pexels answers in well under a second; a search that takes longer than this is treated as failed. */
export const PEXELS_TIMEOUT_MS = 15_000;

interface PexelsPhoto {
  id?: number;
  width?: number;
  height?: number;
  url?: string;
  photographer?: string;
  photographer_url?: string;
  avg_color?: string | null;
  alt?: string | null;
  src?: Partial<Record<'original' | 'large2x' | 'large' | 'medium' | 'small' | 'landscape' | 'portrait' | 'tiny', string>>;
}

interface PexelsSearch {
  photos?: PexelsPhoto[];
  total_results?: number;
  page?: number;
  per_page?: number;
}

/**
 * An address from the answer as it is when it is an absolute http(s) URL, else undefined. The answer is another
 * company's data: its addresses go into pages (img src, og:image, JSON-LD, feeds, mail) and links (the credit), and a
 * picture becomes an article's featured image, so javascript:, data:, a protocol-relative '//host' or one of our own
 * paths (an /uploads/ name: a member's photo, made public by an article using it) is never taken from it.
 */
export function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value.length > 2048) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The alt a found photo gets when Pexels has no description of it (the spec's photos carry an alt). */
const standInAlt = (photographer: string | undefined) => `Photo by ${photographer || 'a Pexels photographer'}`;

/**
 * What a stored stock photo shows (its `alt`, at most `max` characters), or null when it has none or only the stand-in
 * image search gives a photo Pexels did not describe, which names who took it, not what it shows.
 */
export function photoDescription(photo: { alt?: unknown; photographer?: unknown }, max = 250): string | null {
  const alt = typeof photo.alt === 'string' ? photo.alt.trim().slice(0, max) : '';
  return alt && alt !== standInAlt(typeof photo.photographer === 'string' ? photo.photographer : undefined) ? alt : null;
}

/** A photo of the answer, or undefined without an id and a picture at an absolute http(s) address (see webAddress). */
function toImage(photo: PexelsPhoto): FoundImage | undefined {
  const src = photo.src ?? {};
  const url = webAddress(src.large2x) ?? webAddress(src.large) ?? webAddress(src.original);
  if (typeof photo.id !== 'number' || !url) return undefined;
  const photographer = text(photo.photographer);
  return {
    id: photo.id,
    url,
    thumbnail: webAddress(src.medium) ?? webAddress(src.small) ?? url,
    alt: text(photo.alt)?.trim() || standInAlt(photographer),
    photographer: photographer ?? '',
    photographer_url: webAddress(photo.photographer_url) ?? '',
    page_url: webAddress(photo.url) ?? '',
    width: size(photo.width),
    height: size(photo.height),
    avg_color: typeof photo.avg_color === 'string' && COLOUR.test(photo.avg_color) ? photo.avg_color : null,
  };
}

/**
 * The image-search port over the Pexels API: GET {PEXELS_BASE_URL}/v1/search?query=&per_page=&page=
 * with the key as the raw Authorization header. Pexels has photographs of real people only.
 */
@Injectable()
export class PexelsImageSearchAdapter extends ImageSearchPort {
  private readonly logger = new Logger('Pexels');

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    super();
  }

  configured(): { ok: true } | { ok: false; message: string } {
    return this.config.pexelsApiKey ? { ok: true } : { ok: false, message: NOT_CONFIGURED.pexels };
  }

  async search({ query, perPage, page = 1, orientation, signal }: ImageSearchRequest): Promise<ImageSearchResult> {
    const key = this.config.pexelsApiKey;
    if (!key) throw new AiNotConfiguredError(NOT_CONFIGURED.pexels);
    const params = new URLSearchParams({ query, per_page: String(perPage), page: String(page) });
    if (orientation) params.set('orientation', orientation);
    const timeout = AbortSignal.timeout(PEXELS_TIMEOUT_MS);
    let res: Response;
    let body: PexelsSearch;
    try {
      res = await fetch(`${this.config.pexelsBaseUrl}/v1/search?${params}`, {
        headers: { Authorization: key, Accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!res.ok) {
        const text = (await res.text()).slice(0, 300);
        let detail = text;
        try {
          const parsed = JSON.parse(text) as { error?: unknown };
          if (typeof parsed.error === 'string') detail = parsed.error;
        } catch {
          /* not JSON: keep the text */
        }
        this.logger.warn(`search "${query}" failed with ${res.status}: ${detail}`);
        if (res.status === 401 || res.status === 403) throw new AiUpstreamError(`Image search failed: Pexels rejected the API key (${res.status}); check PEXELS_API_KEY.`);
        if (res.status === 429) throw new AiUpstreamError('Image search failed: the Pexels request limit is reached (429). Please try again later.');
        throw new AiUpstreamError(`Image search failed: Pexels answered ${res.status}${detail ? ` (${detail})` : ''}.`);
      }
      body = (await res.json()) as PexelsSearch;
    } catch (error) {
      if (error instanceof AiUpstreamError) throw error;
      if (timeout.aborted) throw new AiTimeoutError(`Image search failed: Pexels did not answer within ${PEXELS_TIMEOUT_MS / 1000} seconds.`);
      if (signal?.aborted) throw new AiAbortedError();
      this.logger.warn(`search "${query}" failed: ${String(error)}`);
      throw new AiUpstreamError('Image search failed: could not reach Pexels. Please try again in a moment.');
    }
    const photos = (Array.isArray(body.photos) ? body.photos : []).map(toImage).filter((p): p is FoundImage => Boolean(p));
    return {
      photos,
      total_results: typeof body.total_results === 'number' ? body.total_results : photos.length,
      page: typeof body.page === 'number' ? body.page : page,
      per_page: typeof body.per_page === 'number' ? body.per_page : perPage,
    };
  }
}
