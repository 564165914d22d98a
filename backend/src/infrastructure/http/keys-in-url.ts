import type { RequestHandler } from 'express';
import type { ErrorBody } from './error.filter.js';

export const KEY_IN_URL = 'API keys are accepted only in the Authorization header ("Authorization: Bearer <key>"), never in the address.';

/**
 * Query parameters that API clients use for keys (api_key, apiKey, api-key, x-api-key, key, access_token, accessToken,
 * auth_token, bearer), compared case-insensitively after decoding, and anything shaped like one of our keys, under any name.
 * (`token` is not among them: the newsletter's mailed link carries its one-time token there; the log hides it.)
 */
const CREDENTIAL_NAMES = /^(x[_-]?)?(api[_.-]?key|key|access[_.-]?token|auth[_.-]?token|bearer)$/i;
const KEY_SHAPE = /f50_(content|staff)_/i;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** True when an address (path and query) carries an API key or a parameter that API clients put keys in. */
export function carriesKey(url: string): boolean {
  const q = url.indexOf('?');
  if (KEY_SHAPE.test(decode(q < 0 ? url : url.slice(0, q)))) return true;
  if (q < 0) return false;
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
    if (CREDENTIAL_NAMES.test(name.trim()) || KEY_SHAPE.test(value) || KEY_SHAPE.test(name)) return true;
  }
  return false;
}

/**
 * Refuses (400) any request whose address carries a credential, on every path (the API in any letter case, the pages,
 * static files), so keys never sit in addresses (logs, browser history, Referer headers). It runs before the request
 * log; the log's serializers hide key-like values besides (logging/redact-url.ts).
 */
export function refuseKeysInUrl(): RequestHandler {
  return (req, res, next) => {
    if (!carriesKey(req.url)) return next();
    const body: ErrorBody = { success: false, statusCode: 400, error: KEY_IN_URL };
    res.status(400).json(body);
  };
}
