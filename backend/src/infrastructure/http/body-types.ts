import { applyDecorators, SetMetadata, UnsupportedMediaTypeException, type INestApplicationContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import express, { type RequestHandler } from 'express';
import { clientError, DEFAULT_JSON_LIMIT } from './json-body.js';
import { routesMarked, type RouteTest } from './route-marks.js';
import { signedLinkRoutes } from './signed-link-route.js';

const MULTIPART_KEY = 'takes-multipart';
/** The OpenAPI extension @TakesMultipart writes, read (and removed) by finishOpenApi for the route's body types. */
export const MULTIPART_EXTENSION = 'x-multipart';
const URLENCODED_KEY = 'takes-urlencoded-form';
/** The OpenAPI extension @TakesUrlencodedForm writes, read (and removed) by finishOpenApi for the route's body types. */
export const URLENCODED_EXTENSION = 'x-urlencoded-form';
export const URLENCODED = 'application/x-www-form-urlencoded';

/** A route without a multipart upload: JSON only. */
export const JSON_ONLY_BODY = 'Send the request body as JSON (application/json).';
/** A route with a multipart upload (@TakesMultipart). */
export const UNSUPPORTED_BODY = 'Send the request body as JSON (application/json) or as a multipart form (multipart/form-data).';
/** A route a page's own form posts to without the app's script (@TakesUrlencodedForm). */
export const URLENCODED_BODY = 'Send the request body as JSON (application/json) or as a form (application/x-www-form-urlencoded).';
/** A route a signed link authorises (@SignedLinkRoute). */
export const SIGNED_LINK_BODY = 'Send the request body as JSON (application/json) or as a form (application/x-www-form-urlencoded or multipart/form-data).';
/** The form bodies a @SignedLinkRoute takes besides JSON: RFC 8058's one-click POST is multipart (SHOULD) or urlencoded (MAY). */
export const SIGNED_LINK_FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Marks a route that reads a multipart form (an upload: `@ImageUpload` applies it with multer's interceptor). Only such
 * routes take multipart/form-data; on every other route multer never runs, so a form's fields would be dropped without a
 * word (a publish_at ignored, an edit that changes nothing): there it is 415. The API document's body types and 415
 * follow the same mark (finishOpenApi).
 */
export const TakesMultipart = () => applyDecorators(SetMetadata(MULTIPART_KEY, true), ApiExtension(MULTIPART_EXTENSION, true));

/**
 * Marks a public route that a server-rendered page's plain HTML form posts to, so that it works before (or without) the
 * app's script and keeps what the reader typed out of the address (a form without method is a GET: the fields land in
 * the URL, the access log, the history and Referer). Such a route also takes an urlencoded body, parsed into the same
 * fields its JSON body has (the same DTO and validation; at most DEFAULT_JSON_LIMIT, else 413). Nothing else: no
 * multipart, and `sameOriginOnly` still refuses it from another site. Only for routes whose handler a cross-site form
 * could call to no more effect than the same public JSON route (no one's session is used): the newsletter sign-up.
 */
export const TakesUrlencodedForm = () => applyDecorators(SetMetadata(URLENCODED_KEY, true), ApiExtension(URLENCODED_EXTENSION, true));

/** Which routes take which bodies besides JSON, read once from the controllers' marks. */
export interface BodyRoutes {
  /** @TakesMultipart: multipart/form-data too. */
  multipart: RouteTest;
  /** @TakesUrlencodedForm: an urlencoded form too, parsed. */
  urlencodedForm: RouteTest;
  /** @SignedLinkRoute: a urlencoded or multipart form too (never parsed). */
  signedLink: RouteTest;
}

export const bodyRoutes = (app: INestApplicationContext): BodyRoutes => ({
  multipart: routesMarked(app, MULTIPART_KEY),
  urlencodedForm: routesMarked(app, URLENCODED_KEY),
  signedLink: signedLinkRoutes(app),
});

/** Reads a body as bytes, at most DEFAULT_JSON_LIMIT (413 past it, as for JSON), without parsing it. */
const readBytes = express.raw({ type: () => true, limit: DEFAULT_JSON_LIMIT });
/** Parses an urlencoded form (UTF-8 only, flat fields: a repeated field is a list, which the DTO refuses), at most DEFAULT_JSON_LIMIT. */
const readForm = express.urlencoded({ extended: false, limit: DEFAULT_JSON_LIMIT });

/**
 * The SPA sends JSON, and multipart forms to the upload routes. Any other body (urlencoded and text/plain above all:
 * the types a cross-site HTML form can send; a multipart form to a route that reads none) is refused with 415 and never
 * parsed. Empty bodies pass. Routes marked @SignedLinkRoute also take a form, urlencoded or multipart, which they never
 * parse: mail programs post RFC 8058's one-click unsubscribe as `List-Unsubscribe=One-Click` in either. Such a form is
 * read (at most DEFAULT_JSON_LIMIT, else 413) and dropped before the route runs. Routes marked @TakesUrlencodedForm take
 * an urlencoded form, parsed into the body their DTO validates as it does the JSON one.
 */
export function acceptedBodyTypes(routes: BodyRoutes): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody || req.is('application/json')) return next();
    const multipart = routes.multipart(req);
    if (multipart && req.is('multipart/form-data')) return next();
    const urlencodedForm = routes.urlencodedForm(req);
    if (urlencodedForm && req.is(URLENCODED)) return readForm(req, res, (error?: unknown) => next(error ? clientError(req, error) : undefined));
    const signedLink = routes.signedLink(req);
    if (signedLink && req.is(SIGNED_LINK_FORMS)) {
      return readBytes(req, res, (error?: unknown) => {
        req.body = undefined;
        next(error ? clientError(req, error) : undefined);
      });
    }
    next(new UnsupportedMediaTypeException(multipart ? UNSUPPORTED_BODY : signedLink ? SIGNED_LINK_BODY : urlencodedForm ? URLENCODED_BODY : JSON_ONLY_BODY));
  };
}
