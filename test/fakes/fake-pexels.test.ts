import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakePexels, type FakePexels, type PexelsPhoto, type PexelsSearchResponse } from './fake-pexels.js';

describe('fake Pexels', () => {
  let pexels: FakePexels;
  const auth = { authorization: 'pexels-test-key' };

  beforeAll(async () => {
    pexels = await startFakePexels();
  });
  afterEach(() => {
    pexels.reset();
    pexels.delayMs = 0;
  });
  afterAll(async () => {
    await pexels.close();
  });

  async function search(query: string, extra = ''): Promise<{ status: number; body: PexelsSearchResponse }> {
    const res = await fetch(`${pexels.url}/v1/search?query=${encodeURIComponent(query)}${extra}`, { headers: auth });
    return { status: res.status, body: (await res.json()) as PexelsSearchResponse };
  }

  it('answers the real search shape with per_page photos pointing at itself', async () => {
    expect(pexels.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { status, body } = await search('older runner', '&per_page=5&page=1');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(5);
    expect(body.total_results).toBeGreaterThan(5);
    expect(body.photos).toHaveLength(5);
    expect(body.next_page).toContain(`${pexels.url}/v1/search/?page=2`);
    const photo = body.photos[0]!;
    expect(Object.keys(photo).sort()).toEqual(
      ['alt', 'avg_color', 'height', 'id', 'liked', 'photographer', 'photographer_id', 'photographer_url', 'src', 'url', 'width'].sort(),
    );
    expect(Object.keys(photo.src).sort()).toEqual(['landscape', 'large', 'large2x', 'medium', 'original', 'portrait', 'small', 'tiny']);
    for (const src of Object.values(photo.src)) expect(src.startsWith(`${pexels.url}/photos/${photo.id}.jpg`)).toBe(true);
    expect(photo.alt.toLowerCase()).toContain('older runner');
    expect(photo.avg_color).toMatch(/^#[0-9A-F]{6}$/);
    expect(typeof photo.photographer).toBe('string');
    expect(new Set(body.photos.map((p) => p.id)).size).toBe(5);
  });

  it('is deterministic per query, defaults to 15 and caps per_page at 80', async () => {
    const a = await search('cycling');
    const b = await search('cycling');
    const c = await search('swimming');
    expect(a.body.photos).toHaveLength(15);
    expect(a.body.photos.map((p) => p.id)).toEqual(b.body.photos.map((p) => p.id));
    expect(a.body.photos.map((p) => p.id)).not.toEqual(c.body.photos.map((p) => p.id));
    expect(pexels.search('cycling').photos.map((p) => p.id)).toEqual(a.body.photos.map((p) => p.id));
    const big = await search('yoga', '&per_page=500');
    expect(big.body.per_page).toBe(80);
    expect(big.body.photos.length).toBeLessThanOrEqual(80);
    expect(big.body.photos.length).toBe(Math.min(80, big.body.total_results));
  });

  it('serves a valid JPEG for every src URL', async () => {
    const { body } = await search('rowing', '&per_page=1');
    const res = await fetch(body.photos[0]!.src.medium);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]); // SOI + marker
    expect([bytes[bytes.length - 2], bytes[bytes.length - 1]]).toEqual([0xff, 0xd9]); // EOI
    const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0);
    expect(sof).toBeGreaterThan(0);
    expect((bytes[sof + 5]! << 8) | bytes[sof + 6]!).toBe(8); // height
    expect((bytes[sof + 7]! << 8) | bytes[sof + 8]!).toBe(8); // width
  });

  it('answers GET /v1/photos/:id with the same photo', async () => {
    const { body } = await search('walking', '&per_page=2');
    const photo = body.photos[1]!;
    const res = await fetch(`${pexels.url}/v1/photos/${photo.id}`, { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()) as PexelsPhoto).toEqual(photo);
  });

  it('requires the raw API key in Authorization (no Bearer)', async () => {
    const none = await fetch(`${pexels.url}/v1/search?query=x`);
    expect(none.status).toBe(401);
    expect(typeof ((await none.json()) as { error: string }).error).toBe('string');
    const bearer = await fetch(`${pexels.url}/v1/search?query=x`, { headers: { authorization: 'Bearer k' } });
    expect(bearer.status).toBe(401);
    expect(((await bearer.json()) as { error: string }).error).toContain('Bearer');
  });

  it('supports error, empty and hang behaviours', async () => {
    pexels.enqueue({ kind: 'error', status: 429, message: 'Too many' }, { kind: 'empty' }, { kind: 'hang' });
    const err = await search('x');
    expect(err.status).toBe(429);
    expect(err.body).toEqual({ error: 'Too many' });
    const empty = await search('x');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total_results: 0, photos: [] });
    const hung = await fetch(`${pexels.url}/v1/search?query=x`, { headers: auth, signal: AbortSignal.timeout(200) }).catch(
      (e: unknown) => e,
    );
    expect((hung as Error).name).toBe('TimeoutError');
    const ok = await search('x');
    expect(ok.body.photos.length).toBeGreaterThan(0);
  });

  it('honours delayMs and records requests', async () => {
    pexels.delayMs = 120;
    const start = performance.now();
    await search('tennis', '&per_page=3');
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
    const r = pexels.requests.at(-1)!;
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/v1/search');
    expect(r.query).toEqual({ query: 'tennis', per_page: '3' });
    expect(r.headers['authorization']).toBe('pexels-test-key');
  });
});
