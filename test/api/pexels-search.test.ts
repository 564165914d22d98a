import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakePexels, type FakePexels } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/** GET /api/pexels/search against the fake Pexels server over real HTTP. */
describe('pexels-search', () => {
  let t: TestApp;
  let pexels: FakePexels;
  let member: Identity;
  let editor: Identity;

  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey: 'pexels-key' });
    t = await startTestApp({ queue: 'in-process', env: { PEXELS_API_KEY: 'pexels-key', PEXELS_BASE_URL: pexels.url } });
    member = await registerMember(t, 'member@example.com');
    editor = await registerStaff(t, EDITOR_EMAIL);
  });
  afterEach(() => {
    pexels.reset();
  });
  afterAll(async () => {
    await t?.close();
    await pexels?.close();
  });

  const search = (query: string, who: Identity | null = editor) => {
    const req = request(t.server).get(`/api/pexels/search${query}`);
    return who ? req.set('Cookie', who.cookie) : req;
  };

  describe('GET /api/pexels/search', () => {
    it('answers photos with id, url, alt and photographer, and the paging numbers', async () => {
      const res = await search('?query=fit%20mature%20athlete%20training%20fitness&per_page=20');
      expect(res.status).toBe(200);
      const expected = pexels.search('fit mature athlete training fitness', 20, 1);
      expect(res.body).toMatchObject({ total_results: expected.total_results, page: 1, per_page: 20 });
      expect(res.body.photos).toHaveLength(20);
      expect(res.body.photos[0]).toEqual({
        id: expected.photos[0].id,
        url: expected.photos[0].src.large2x,
        thumbnail: expected.photos[0].src.medium,
        alt: expected.photos[0].alt,
        photographer: expected.photos[0].photographer,
        photographer_url: expected.photos[0].photographer_url,
        page_url: expected.photos[0].url,
        width: expected.photos[0].width,
        height: expected.photos[0].height,
        avg_color: expected.photos[0].avg_color,
      });
      const [sent] = pexels.requests;
      expect(sent.path).toBe('/v1/search');
      expect(sent.query).toEqual({ query: 'fit mature athlete training fitness', per_page: '20', page: '1' });
      expect(sent.headers.authorization).toBe('pexels-key');
    });

    it('passes per_page and page through, defaulting per_page to 20, and works for staff too', async () => {
      const five = await search('?query=rowing&per_page=5&page=2', editor);
      expect(five.status).toBe(200);
      expect(five.body).toMatchObject({ page: 2, per_page: 5 });
      expect(five.body.photos).toHaveLength(5);
      expect(pexels.requests[0].query).toMatchObject({ per_page: '5', page: '2' });
      const defaulted = await search('?query=rowing');
      expect(defaulted.body.per_page).toBe(20);
      expect(pexels.requests[1].query.per_page).toBe('20');
    });

    it('treats an answer without photos as empty', async () => {
      pexels.enqueue({ kind: 'empty' });
      const res = await search('?query=unfindable');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ photos: [], total_results: 0 });
    });

    const bad: [string, string, RegExp][] = [
      ['no query', '', /Please enter a search term to find images/],
      ['a blank query', '?query=%20%20', /Please enter a search term to find images/],
      ['per_page 0', '?query=run&per_page=0', /per_page must be a whole number from 1 to 80/],
      ['per_page 81', '?query=run&per_page=81', /per_page must be a whole number from 1 to 80/],
      ['per_page not a number', '?query=run&per_page=lots', /per_page must be a whole number from 1 to 80/],
      ['an unknown parameter', '?query=run&colour=red', /Unknown field "colour"/],
    ];
    it.each(bad)('answers 400 for %s without calling Pexels', async (_name, query, message) => {
      const res = await search(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(pexels.requests).toHaveLength(0);
    });

    it('is for staff: visitors get 401, members 403 (a search spends the publisher\'s Pexels quota)', async () => {
      const res = await search('?query=run', null);
      expect(res.status).toBe(401);
      expect((await search('?query=run', member)).status).toBe(403);
      expect(pexels.requests).toHaveLength(0);
    });

    it('answers 502 with a clear message when Pexels fails', async () => {
      pexels.enqueue({ kind: 'error', status: 500 });
      const failed = await search('?query=run');
      expect(failed.status).toBe(502);
      expect(failed.body.error).toMatch(/^Image search failed: Pexels answered 500/);
      pexels.enqueue({ kind: 'error', status: 429 });
      expect((await search('?query=run')).body.error).toMatch(/request limit/);
      pexels.enqueue({ kind: 'drop' });
      expect((await search('?query=run')).body.error).toMatch(/could not reach Pexels/);
    });
  });
});
