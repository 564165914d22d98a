import type { RequestHandler } from 'express';
import type { ErrorBody } from './error.filter.js';

export const KEY_IN_URL = 'API keys are accepted only in the Authorization header ("Authorization: Bearer <key>"), never in the address.';

/** Query parameters that API clients use for keys, and anything shaped like one of our keys, under any name. */
const CREDENTIAL_NAMES = /^(api[_-]?key|access[_-]?token)$/i;
const KEY_SHAPE = /f50_(content|staff)_/i;

/**
 * Refuses (400) an /api request whose address carries a credential, so keys never sit in addresses (logs, browser
 * history, Referer headers). It runs before the request log, which therefore never records such an address.
 */
export function refuseKeysInUrl(): RequestHandler {
  return (req, res, next) => {
    const q = req.url.indexOf('?');
    if (q < 0 || !req.url.startsWith('/api/')) return next();
    const params = new URLSearchParams(req.url.slice(q + 1));
    for (const [name, value] of params) {
      if (CREDENTIAL_NAMES.test(name) || KEY_SHAPE.test(value) || KEY_SHAPE.test(name)) {
        const body: ErrorBody = { success: false, statusCode: 400, error: KEY_IN_URL };
        res.status(400).json(body);
        return;
      }
    }
    next();
  };
}
