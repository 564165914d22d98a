import type { QueryFunction } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from './api-client';

/**
 * Errors of the API client (lib/api-client.ts): a refused answer is thrown as an ApiError whose message is
 * "<status>: <body text or status text>"; errorStatus and errorMessage read any such error back.
 */

/** A non-OK answer; `body` is its text (often the app's JSON error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an error from the API client, or undefined. */
export function errorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(err.message);
  return match ? Number(match[1]) : undefined;
}

function messageFromJson(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  // NestJS's own error shape ({statusCode, message, error: "Bad Request"}) keeps the detail in
  // `message`; the app's answers ({success: false, error}) keep it in `error`.
  const keys = 'statusCode' in record && 'message' in record ? (['message', 'error'] as const) : (['error', 'message'] as const);
  for (const key of keys) {
    const field = record[key];
    if (typeof field === 'string' && field.trim()) return field.trim();
    if (Array.isArray(field)) {
      const parts = field.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      if (parts.length) return parts.join(' ');
    }
  }
  return undefined;
}

/**
 * The server's own words for an error thrown by the API client: the JSON body's `error`
 * (or `message`) field, else the plain body text after "status: ", else `fallback`.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return fallback;
  const text = match[2].trim();
  if (!text) return fallback;
  try {
    return messageFromJson(JSON.parse(text)) ?? fallback;
  } catch {
    // Not JSON: plain text is shown as is, an HTML error page is not.
    if (text.startsWith('<')) return fallback;
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  }
}

// ---- The former helpers, used until every feature calls through lib/api-client.ts (removed at the end of issue 21).

export { REQUEST_TIMEOUT_MS };


export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the default query function does when the server answers 401. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Throws an ApiError ("<status>: <body text or status text>") for any non-OK response. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** fetch() with cookies and the shared timeout; the timer is cleared once the response arrives. */
async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request took too long and was stopped.', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  try {
    return await fetch(url, { ...init, credentials: 'include', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one request helper: JSON body (and JSON content type) only when a body is given,
 * cookies always included, aborted after REQUEST_TIMEOUT_MS, non-OK answers thrown.
 * A FormData body (file uploads) is sent as multipart; the browser sets its content type.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const isForm = body instanceof FormData;
  const res = await fetchWithTimeout(url, {
    method,
    headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest() and parse the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/**
 * Default data loading: the query key parts joined with '/' form the URL, fetched with GET and
 * credentials, parsed as JSON. With on401 'returnNull' a 401 answer yields null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetchWithTimeout(queryKey.join('/'), { method: 'GET' });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // Read the (no-store) body anyway, or the browser keeps the request open until the response is collected.
      await res.text().catch(() => '');
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

