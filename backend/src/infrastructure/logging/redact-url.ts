/**
 * Credentials and what people type into a search never reach the logs through an address or a header: this module
 * hides the values of key-like query parameters and of the free-text search (`q`), anything shaped like one of our
 * API keys and the credentials of Authorization-style headers, wherever a URL or a header is logged (the request log's
 * url, query and headers, the Referer among them, and the error lines).
 */

export const REDACTED = '[redacted]';

/**
 * Query parameter names whose values are secrets: API keys and tokens of any spelling (api_key, apiKey, access_token,
 * token, key, X-Api-Key, auth, sig, ...), passwords, secrets, sessions. Compared case-insensitively after decoding; a
 * harmless parameter hidden by mistake costs a log reader little, a key shown costs its owner much.
 */
const SECRET_NAME = /key|token|secret|passw|pwd|auth|signature|^sig$|session|credential/i;

/**
 * The query parameter of every free-text search (the magazine's /search and /publisher/search, /api/publisher/search,
 * the journal's, the staff lists'): people type names and e-mail addresses into it, so the log never keeps it.
 */
const FREE_TEXT_NAME = /^q$/i;

/** Our API keys, under any name or in any text (f50_content_…, f50_staff_…). */
const KEY_SHAPE = /f50_(content|staff)_[A-Za-z0-9_-]*/gi;

/** `Bearer <credential>` (and the other HTTP authentication schemes that carry one) in any text. */
const AUTH_SCHEME = /\b(Bearer|Basic|Token|Digest)\s+[^\s,;"']+/gi;

/** `name=value` pairs in the query of a URL (after ?, between & or ;), up to a fragment. */
const QUERY_PAIR = /([?&;])([^=&;#?\s]*)=([^&;#\s]*)/g;

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** True for a query parameter name whose value is a secret. */
export const isSecretParam = (name: string): boolean => SECRET_NAME.test(decodedName(name).trim());

/** True for a query parameter whose value the log never keeps: a secret or a free-text search. */
const isHiddenParam = (name: string): boolean => isSecretParam(name) || FREE_TEXT_NAME.test(decodedName(name).trim());

/** Text with key-like and search query values, API-key shapes and authentication credentials replaced by [redacted]. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PAIR, (pair, sep: string, name: string) => (isHiddenParam(name) ? `${sep}${name}=${REDACTED}` : pair))
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(KEY_SHAPE, (_match, scope: string) => `f50_${scope}_${REDACTED}`);
}

/** An address (path and query) as it may be logged. */
export function redactUrl(url: string): string;
export function redactUrl(url: string | undefined): string | undefined;
export function redactUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redactText(url);
}

/** A parsed query (Express's req.query) as it may be logged. */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return typeof query === 'string' ? redactText(query) : query;
  if (Array.isArray(query)) return query.map(redactQuery);
  return Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([name, value]) => [name, isHiddenParam(name) ? REDACTED : redactQuery(value)]));
}

/** Headers that carry a credential as their whole value. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'x-auth-token', 'x-access-token']);

/**
 * Headers as they may be logged: credential headers replaced whole (an Authorization header keeps its scheme, so the
 * log still says "Bearer"), every other value (Referer, Location, forwarded addresses, ...) cleaned by redactText.
 */
export function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!headers || typeof headers !== 'object') return headers;
  const clean = (name: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => clean(name, v));
    if (typeof value !== 'string') return value;
    if (!CREDENTIAL_HEADERS.has(name.toLowerCase())) return redactText(value);
    const scheme = /^\s*(Bearer|Basic|Token|Digest)\b/i.exec(value)?.[1];
    return scheme ? `${scheme} ${REDACTED}` : REDACTED;
  };
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, clean(name, value)]));
}
