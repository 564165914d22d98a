/**
 * The one API client (issue 21): openapi-fetch over the paths of docs/openapi.json (the generated api-schema.d.ts), so
 * each call names its route once, as the document's path template, and its params, body and answer are typed by it:
 *
 *   await answer(api.GET('/api/ads/{id}', { params: { path: { id } } }))
 *
 * Every request is same-origin with cookies, abandoned after REQUEST_TIMEOUT_MS, and sends a JSON content type only
 * when it has a JSON body (a FormData body goes as multipart; the browser sets its boundary). A non-OK answer is
 * thrown as an ApiError whose message is "<status>: <body text or status text>", the form errorMessage/errorStatus
 * (lib/api.ts) read; so `answer()` only ever sees a success. An empty answer (204) is undefined.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-schema';
import { ApiError, errorStatus } from './api';

/** Every request is abandoned after five minutes (generation can take about two). */
export const REQUEST_TIMEOUT_MS = 300000;

/** fetch() with the shared timeout (and the caller's signal, if any); the timer is cleared once the response arrives. */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request took too long and was stopped.', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Throws a non-OK answer as ApiError. Its body is read first in every case: a refused (no-store) answer that is never
 * read keeps the browser's request open until the response is collected.
 */
const throwRefusals: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  },
};

/** Answers are read as JSON (the media type every call of the SPA asks for; the CSV export is read with parseAs 'blob'). */
export const api = createClient<paths, 'application/json'>({ credentials: 'include', fetch: fetchWithTimeout });
api.use(throwRefusals);

/** The answer of a call made with `api` (a refusal has been thrown by then, so this is always the success's data). */
export async function answer<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}

/**
 * A multipart body (an upload) built as FormData, sent as it is (the browser sets the boundary). The document describes
 * these forms field by field (a file is a binary string, lists are JSON text), which a FormData cannot be checked
 * against: the route's body type is asserted here, in one place.
 */
export function multipart<Body>(form: FormData): NonNullable<Body> {
  return form as unknown as NonNullable<Body>;
}

/** The answer, or null when the server answers 401 (a session query: signed out is not an error). */
export async function orNullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}
