import { ForbiddenException } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import type { RouteTest } from './route-marks.js';

export const CROSS_SITE = 'Cross-site requests are not allowed.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The app's own origin as this request reached it (its Host; the scheme as seen through a trusted proxy). */
const ownOrigin = (req: Request) => originOf(`${req.protocol}://${req.headers.host ?? ''}`);

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) that a browser sent from another origin: an Origin
 * header other than the app's own (the request's Host or PUBLIC_URL's origin), or, without Origin, Sec-Fetch-Site
 * cross-site or same-site (another port or subdomain: SameSite cookies do not stop those). `Origin: null` is what a
 * browser sends for a plain HTML form posted from our own page (helmet's Referrer-Policy is no-referrer, and a
 * navigation under it names no origin): it passes only with Sec-Fetch-Site same-origin (which browsers set and pages
 * cannot), else it is refused as an origin not ours (a sandboxed frame, a browser without Sec-Fetch-*). 403 before the body is
 * read. Requests with neither header (curl, server to server, tests) pass; they carry no victim's cookies. So do
 * requests with an API key (Authorization: Bearer): the key, not a cookie, identifies them (the cookie is then
 * ignored), and no other site can make a browser send it. So do routes marked @SignedLinkRoute (`signedLink`): a
 * signed token in their address, not a cookie, authorises them, and mail programs post to them from anywhere.
 */
export function sameOriginOnly(publicUrl: string, signedLink: RouteTest): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || /^Bearer\s/i.test(req.headers.authorization ?? '') || signedLink(req)) return next();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const refused =
      origin !== undefined && !(origin === 'null' && site === 'same-origin')
        ? origin !== publicOrigin && origin !== ownOrigin(req)
        : site === 'cross-site' || site === 'same-site';
    next(refused ? new ForbiddenException(CROSS_SITE) : undefined);
  };
}
