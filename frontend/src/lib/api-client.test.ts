import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, errorMessage, errorStatus } from './api';
import { answer, api, multipart, orNullOn401 } from './api-client';

/** The browser resolves '/api/...' against the page; here every call names an origin. */
const baseUrl = 'http://app.test';

let sent: Request[] = [];
let reply: () => Response;
const realFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return reply();
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the API client', () => {
  it('sends cookies, fills the path template and the query, and answers the JSON', async () => {
    reply = json(200, { id: 7, title: 'Hill reps' });
    const ad = await answer(api.GET('/api/premium-content/{id}', { baseUrl, params: { path: { id: 7 } } }));
    expect(ad).toEqual({ id: 7, title: 'Hill reps' });
    expect(sent[0].url).toBe(`${baseUrl}/api/premium-content/7`);
    expect(sent[0].credentials).toBe('include');
    expect(sent[0].headers.get('Content-Type')).toBeNull();

    reply = json(200, { query: 'a b', total: 0, results: [] });
    await answer(api.GET('/api/publisher/search', { baseUrl, params: { query: { q: 'a & b', limit: 20, offset: undefined } } }));
    expect(sent[1].url).toBe(`${baseUrl}/api/publisher/search?q=a%20%26%20b&limit=20`);
  });

  it('sends a JSON content type with a JSON body only, and a FormData upload as multipart', async () => {
    reply = json(200, { message: 'ok' });
    await answer(api.POST('/api/newsletter/subscribe', { baseUrl, body: { email: 'pat@example.com' } }));
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(await sent[0].text()).toBe('{"email":"pat@example.com"}');

    reply = json(200, { imageUrl: '/uploads/a.webp' });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await answer(api.POST('/api/ads/upload-image', { baseUrl, body: multipart(form) }));
    expect(sent[1].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('throws a refusal with its status and body, which errorStatus and errorMessage read', async () => {
    reply = json(409, { success: false, statusCode: 409, error: 'This article is not scheduled.' });
    const refusal = await answer(api.POST('/api/website-content/{id}/unpublish', { baseUrl, params: { path: { id: 3 } } })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(errorStatus(refusal)).toBe(409);
    expect(errorMessage(refusal, 'fallback')).toBe('This article is not scheduled.');

    reply = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    const gateway = await answer(api.GET('/api/billing/plans', { baseUrl })).catch((error: unknown) => error);
    expect((gateway as Error).message).toBe('502: Bad Gateway');
  });

  it('answers an empty (204) answer as undefined, and a 401 session as null', async () => {
    reply = () => new Response(null, { status: 204 });
    expect(await answer(api.POST('/api/analytics/article-views', { baseUrl, params: { header: { 'user-agent': 'jest' } }, body: { article_id: 1 } }))).toBeUndefined();

    reply = json(401, { success: false, statusCode: 401, error: 'Not signed in' });
    expect(await orNullOn401(answer(api.GET('/api/auth/me', { baseUrl })))).toBeNull();
    reply = json(403, { success: false, statusCode: 403, error: 'Forbidden' });
    await expect(orNullOn401(answer(api.GET('/api/auth/me', { baseUrl })))).rejects.toThrow('403: ');
  });
});
