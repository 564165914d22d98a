import type { Express, Request, RequestHandler } from 'express';

export const API_CACHE_CONTROL = 'private, no-store';
const API_PATH = /^\/api(\/|$)/i;

/**
 * API answers may carry a member's data: no cache keeps them (Cache-Control: private, no-store). Set before the
 * handler runs, so a route that wants public caching simply sets its own header.
 */
export function privateApiAnswers(): RequestHandler {
  return (req, res, next) => {
    if (API_PATH.test(req.path)) res.setHeader('Cache-Control', API_CACHE_CONTROL);
    next();
  };
}

/**
 * A conditional GET (If-None-Match, If-Modified-Since) is answered 304 only by an answer that carries an ETag: the ones
 * a route gives a validator on purpose (PublicCache's reads, the SPA's page), which the API document marks with
 * ApiNotModified. Express's own weak ETag of every answer is off: the other API answers are private, no-store (no cache
 * keeps them, so none revalidates; the document gives them no 304), and hashing each body would cost every answer for
 * nothing. Express's freshness test would still answer `If-None-Match: *` (or an If-Modified-Since) with 304 on any GET
 * without a validator: here it needs the answer's ETag.
 */
export function notModifiedOnlyWithETag(app: Express): void {
  app.set('etag', false);
  let proto: object | null = app.request;
  let fresh: PropertyDescriptor | undefined;
  while (proto && !(fresh = Object.getOwnPropertyDescriptor(proto, 'fresh'))) proto = Object.getPrototypeOf(proto) as object | null;
  const isFresh = fresh?.get;
  if (!isFresh) throw new Error("Express's request has no fresh getter");
  Object.defineProperty(app.request, 'fresh', {
    configurable: true,
    enumerable: true,
    get(this: Request): boolean {
      return this.res?.getHeader('ETag') !== undefined && (isFresh.call(this) as boolean);
    },
  });
}
