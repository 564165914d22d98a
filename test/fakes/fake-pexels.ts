/**
 * Fake Pexels API over real HTTP on 127.0.0.1.
 *
 *   const pexels = await startFakePexels();
 *   process.env.PEXELS_BASE_URL = pexels.url;   // "http://127.0.0.1:PORT" (real: https://api.pexels.com)
 *   process.env.PEXELS_API_KEY = 'test';
 *
 * Routes (API routes need `Authorization: <key>`, no "Bearer"):
 *   GET /v1/search?query=&per_page=&page=[&orientation=landscape|portrait|square]
 *   GET /v1/curated?per_page=&page=
 *   GET /v1/photos/:id
 * Unauthenticated image routes (every photo's `src.*` points here):
 *   GET /photos/:id.jpg   -> 8x8 JPEG in the photo's avg_color
 */
import { sendJson, startHarness, type Exchange, type RecordedRequest } from './http-harness.js';
import { ADJECTIVES, FIRST_NAMES, SURNAMES, capitalise, createRng, hashString, slugify } from './prose.js';
import { jpegForHex } from './tiny-jpeg.js';

export type { RecordedRequest } from './http-harness.js';

/** One-shot behaviour for the next API call (/v1/...). */
export type FakePexelsBehaviour =
  | { kind: 'error'; status: number; message?: string }
  /** A search/curated answer with no photos (photo lookup answers 404). */
  | { kind: 'empty' }
  /** Never answer (until the client gives up or the fake is closed). */
  | { kind: 'hang' }
  /** Destroy the socket without answering. */
  | { kind: 'drop' };

export interface PexelsPhoto {
  id: number;
  width: number;
  height: number;
  url: string;
  photographer: string;
  photographer_url: string;
  photographer_id: number;
  avg_color: string;
  src: {
    original: string;
    large2x: string;
    large: string;
    medium: string;
    small: string;
    portrait: string;
    landscape: string;
    tiny: string;
  };
  liked: boolean;
  alt: string;
}

export interface PexelsSearchResponse {
  total_results: number;
  page: number;
  per_page: number;
  photos: PexelsPhoto[];
  next_page?: string;
  prev_page?: string;
}

export interface FakePexelsOptions {
  /** Initial value of `delayMs` (default 0). */
  delayMs?: number;
  /** If set, only this exact Authorization value is accepted; otherwise any non-empty, non-"Bearer" value. */
  apiKey?: string;
  /** Port to listen on (default 0 = random). */
  port?: number;
}

export interface FakePexels {
  /** Base URL for PEXELS_BASE_URL, e.g. "http://127.0.0.1:43127" (no trailing slash, no /v1). */
  readonly url: string;
  /** Every request received (API and image requests), oldest first. */
  readonly requests: RecordedRequest[];
  /** Milliseconds every API answer (/v1/...) waits before being sent. Images are never delayed. */
  delayMs: number;
  /** Queue one-shot behaviours, consumed in order by the next API calls. */
  enqueue(...behaviours: FakePexelsBehaviour[]): void;
  /** Number of queued behaviours not yet consumed. */
  readonly pending: number;
  /** The photos the fake would return for a search (same data as over HTTP). */
  search(query: string, perPage?: number, page?: number): PexelsSearchResponse;
  /** Clears recorded requests and queued behaviours (keeps delayMs). */
  reset(): void;
  close(): Promise<void>;
}

const SCENES = [
  'on a quiet country lane at dawn',
  'beside a misty reservoir',
  'along the seafront promenade',
  'in a sunlit leisure centre',
  'on a windswept fell',
  'at the local parkrun',
  'along a canal towpath in autumn',
  'in an open-air lido',
  'on the village green',
  'after an early morning session',
];

const AVG_COLOURS = ['#5A7D8C', '#A3B18A', '#D9C5B2', '#6B705C', '#8D99AE', '#B56576', '#E0A458', '#52796F', '#9A8C98', '#7F5539'];

function clampInt(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export async function startFakePexels(opts: FakePexelsOptions = {}): Promise<FakePexels> {
  const queue: FakePexelsBehaviour[] = [];
  const state = { delayMs: opts.delayMs ?? 0 };
  const known = new Map<number, PexelsPhoto>();
  const jpegCache = new Map<string, Buffer>();
  let remaining = 25000;
  let origin = '';

  const makePhoto = (id: number, query: string, orientation?: string): PexelsPhoto => {
    const rng = createRng(`pexels|${id}`);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(SURNAMES);
    const shape = orientation ?? rng.pick(['landscape', 'landscape', 'portrait', 'square']);
    const [width, height] =
      shape === 'portrait' ? [4000, 6000] : shape === 'square' ? [4000, 4000] : [6000, 4000];
    const subject = query.trim() === '' ? `${rng.pick(ADJECTIVES)} athlete` : query.trim().toLowerCase();
    const alt = `${capitalise(subject)} ${rng.pick(SCENES)}`;
    const base = `${origin}/photos/${id}.jpg`;
    const photo: PexelsPhoto = {
      id,
      width,
      height,
      url: `https://www.pexels.com/photo/${slugify(alt)}-${id}/`,
      photographer: `${first} ${last}`,
      photographer_url: `https://www.pexels.com/@${slugify(`${first}-${last}`)}`,
      photographer_id: 100000 + (hashString(`${first} ${last}`) % 900000),
      avg_color: rng.pick(AVG_COLOURS),
      src: {
        original: base,
        large2x: `${base}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
        large: `${base}?auto=compress&cs=tinysrgb&h=650&w=940`,
        medium: `${base}?auto=compress&cs=tinysrgb&h=350`,
        small: `${base}?auto=compress&cs=tinysrgb&h=130`,
        portrait: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
        landscape: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
        tiny: `${base}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
      },
      liked: false,
      alt,
    };
    known.set(id, photo);
    return photo;
  };

  const search = (query: string, perPage = 15, page = 1, orientation?: string, listPath = '/v1/search'): PexelsSearchResponse => {
    const q = query.trim().toLowerCase();
    const total = 40 + (hashString(`total|${q}`) % 360);
    const photos: PexelsPhoto[] = [];
    const start = (page - 1) * perPage;
    for (let i = start; i < Math.min(total, start + perPage); i++) {
      const id = 1_000_000 + (hashString(`${q}|${orientation ?? ''}|${i}`) % 8_999_999);
      photos.push(makePhoto(id, q, orientation));
    }
    const link = (p: number): string => {
      const params = new URLSearchParams({ page: String(p), per_page: String(perPage) });
      if (listPath === '/v1/search') params.set('query', query);
      return `${origin}${listPath}/?${params.toString()}`;
    };
    const out: PexelsSearchResponse = { total_results: total, page, per_page: perPage, photos };
    if (start + perPage < total) out.next_page = link(page + 1);
    if (page > 1) out.prev_page = link(page - 1);
    return out;
  };

  const rateHeaders = (): Record<string, string> => ({
    'x-ratelimit-limit': '25000',
    'x-ratelimit-remaining': String(Math.max(0, --remaining)),
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 30 * 24 * 3600),
  });

  const handleApi = async (ex: Exchange, path: string): Promise<void> => {
    const { res, signal, url } = ex;
    const auth = (ex.record.headers['authorization'] ?? '').trim();
    if (auth === '' || /^bearer\s/i.test(auth) || (opts.apiKey !== undefined && auth !== opts.apiKey)) {
      if (!(await ex.sleep(state.delayMs, signal))) return;
      return sendJson(res, 401, {
        error: auth === ''
          ? 'Unauthorized: missing Authorization header (send the API key as the raw header value).'
          : /^bearer\s/i.test(auth)
            ? 'Unauthorized: Pexels expects "Authorization: <key>", not "Bearer <key>".'
            : 'Unauthorized: invalid API key.',
      });
    }

    const isSearch = path === '/v1/search';
    const isCurated = path === '/v1/curated';
    const photoMatch = /^\/v1\/photos\/(\d+)$/.exec(path);
    if (!isSearch && !isCurated && !photoMatch) {
      if (!(await ex.sleep(state.delayMs, signal))) return;
      return sendJson(res, 404, { error: 'Not Found' });
    }
    if (ex.req.method !== 'GET') {
      if (!(await ex.sleep(state.delayMs, signal))) return;
      return sendJson(res, 405, { error: 'Method Not Allowed' });
    }

    const behaviour = queue.shift();
    if (behaviour?.kind === 'hang') {
      await ex.hang(signal);
      res.destroy();
      return;
    }
    if (!(await ex.sleep(state.delayMs, signal))) return;
    if (behaviour?.kind === 'drop') {
      res.destroy();
      return;
    }
    if (behaviour?.kind === 'error') {
      return sendJson(res, behaviour.status, { error: behaviour.message ?? `Fake Pexels error (${behaviour.status}).` }, rateHeaders());
    }

    const params = url.searchParams;
    const perPage = clampInt(params.get('per_page') ?? undefined, 15, 1, 80);
    const page = clampInt(params.get('page') ?? undefined, 1, 1, 100000);

    if (photoMatch) {
      const id = Number(photoMatch[1]);
      if (behaviour?.kind === 'empty') return sendJson(res, 404, { error: 'Not Found' }, rateHeaders());
      return sendJson(res, 200, known.get(id) ?? makePhoto(id, ''), rateHeaders());
    }
    if (behaviour?.kind === 'empty') {
      return sendJson(res, 200, { total_results: 0, page, per_page: perPage, photos: [] }, rateHeaders());
    }
    if (isSearch) {
      const query = params.get('query') ?? '';
      if (query.trim() === '') return sendJson(res, 400, { error: 'query parameter is required' }, rateHeaders());
      const orientation = params.get('orientation') ?? undefined;
      const valid = orientation === undefined || ['landscape', 'portrait', 'square'].includes(orientation);
      return sendJson(res, 200, search(query, perPage, page, valid ? orientation : undefined), rateHeaders());
    }
    return sendJson(res, 200, search('', perPage, page, undefined, '/v1/curated'), rateHeaders());
  };

  const handleImage = (ex: Exchange, id: number): void => {
    const colour = known.get(id)?.avg_color ?? createRng(`pexels|${id}`).pick(AVG_COLOURS);
    let jpeg = jpegCache.get(colour);
    if (!jpeg) {
      jpeg = jpegForHex(colour);
      jpegCache.set(colour, jpeg);
    }
    ex.res.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': jpeg.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    ex.res.end(ex.req.method === 'HEAD' ? undefined : jpeg);
  };

  const harness = await startHarness(
    async (ex) => {
      const path = ex.url.pathname.replace(/\/+$/, '') || '/';
      const image = /^\/photos\/(\d+)(?:\/[^/]*)?\.(?:jpe?g)$/i.exec(path);
      if (image && (ex.req.method === 'GET' || ex.req.method === 'HEAD')) return handleImage(ex, Number(image[1]));
      if (path.startsWith('/v1/')) return handleApi(ex, path);
      return sendJson(ex.res, 404, { error: 'Not Found' });
    },
    { ...(opts.port !== undefined ? { port: opts.port } : {}) },
  );
  origin = harness.origin;

  return {
    url: harness.origin,
    requests: harness.requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = Math.max(0, Number(ms) || 0);
    },
    get pending() {
      return queue.length;
    },
    enqueue(...behaviours: FakePexelsBehaviour[]) {
      queue.push(...behaviours);
    },
    search: (query: string, perPage = 15, page = 1) => search(query, Math.min(80, Math.max(1, perPage)), Math.max(1, page)),
    reset() {
      harness.requests.length = 0;
      queue.length = 0;
    },
    close: () => harness.close(),
  };
}
