import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { RequestHandler } from 'express';

export const BODY_TYPES = ['application/json', 'multipart/form-data'];
/**
 * The one route that also takes a urlencoded body: the newsletter's one-click unsubscribe, which mail programs POST
 * as `List-Unsubscribe=One-Click` (RFC 8058). The route reads only its address's token; the body is never parsed.
 */
const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';
export const UNSUPPORTED_BODY = 'Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).';

/**
 * The SPA sends JSON and multipart forms only. Any other body (urlencoded and text/plain above all: the types
 * a cross-site HTML form can send) is refused with 415 and never parsed. Empty bodies pass.
 */
export function acceptedBodyTypes(): RequestHandler {
  return (req, _res, next) => {
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    const oneClick = req.path === ONE_CLICK_PATH && req.method === 'POST' && req.is('application/x-www-form-urlencoded');
    if (hasBody && !oneClick && !req.is(BODY_TYPES)) return next(new UnsupportedMediaTypeException(UNSUPPORTED_BODY));
    next();
  };
}
