import { applyDecorators, SetMetadata, type INestApplicationContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { routesMarked, type RouteTest } from './route-marks.js';

const SIGNED_LINK_KEY = 'signed-link-route';
/** The OpenAPI extension @SignedLinkRoute writes, read (and removed) by finishOpenApi for the route's body types and refusals. */
export const SIGNED_LINK_EXTENSION = 'x-signed-link';

/**
 * Marks a POST route that a signed token in its own address authorises, with no cookie and no session: the kind of
 * link a mail program calls from anywhere (RFC 8058's one-click unsubscribe). Such a route is let through
 * `sameOriginOnly` (a cross-site request there can do only what the holder of the link may do anyway, and carries
 * no one's session) and also takes a form body, urlencoded or multipart (RFC 8058 lets mail programs send either), which
 * is read up to DEFAULT_JSON_LIMIT and dropped, never parsed (`acceptedBodyTypes`). Only for routes whose handler reads
 * nothing but the token and changes nothing but what the token names.
 */
export const SignedLinkRoute = () => applyDecorators(SetMetadata(SIGNED_LINK_KEY, true), ApiExtension(SIGNED_LINK_EXTENSION, true));

/** The routes marked @SignedLinkRoute (read once, at start). */
export const signedLinkRoutes = (app: INestApplicationContext): RouteTest => routesMarked(app, SIGNED_LINK_KEY);
