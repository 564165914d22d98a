import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type { RouteTest } from './signed-link-route.js';

export const BODY_TYPES = ['application/json', 'multipart/form-data'];
export const UNSUPPORTED_BODY = 'Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).';

/**
 * The SPA sends JSON and multipart forms only. Any other body (urlencoded and text/plain above all: the types
 * a cross-site HTML form can send) is refused with 415 and never parsed. Empty bodies pass. Routes marked
 * @SignedLinkRoute (`signedLink`) also take a urlencoded body, which they never parse: mail programs post RFC 8058's
 * one-click unsubscribe as `List-Unsubscribe=One-Click`.
 */
export function acceptedBodyTypes(signedLink: RouteTest): RequestHandler {
  return (req, _res, next) => {
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    const oneClick = req.is('application/x-www-form-urlencoded') && signedLink(req);
    if (hasBody && !oneClick && !req.is(BODY_TYPES)) return next(new UnsupportedMediaTypeException(UNSUPPORTED_BODY));
    next();
  };
}
