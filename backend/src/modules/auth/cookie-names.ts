import type { Request } from 'express';

/**
 * The names of auth's cookies, decided here and nowhere else. Where the cookies are Secure by configuration
 * (COOKIE_SECURE; by default PUBLIC_URL is https) the session and known-browser cookies carry the `__Host-` prefix:
 * a browser keeps such a cookie only when it was set over https, Secure, with Path=/ and no Domain, so no other host
 * (a subdomain, a sibling site on the same domain, a page over plain http) can set or overwrite it (cookie tossing,
 * session fixation). Over plain http (development, tests on 127.0.0.1) browsers refuse the prefix, so the names stay
 * bare. The signed-in hint keeps its bare name everywhere: scripts read it (frontend's signed-in-hint.ts), it holds no
 * secret and nothing trusts it, so the prefix would protect nothing.
 *
 * Cookies set before the prefix came in (bare names on an https site) still count: a request is read under the
 * prefixed name first, then the bare one, and a session found only under the bare name is moved to the prefixed one
 * by the answer, so the change signs no one out. Over https a bare session cookie counts only for a session begun
 * before the prefix came in (SessionService.userOfRequest, the one reader of a request's session).
 */
export const SESSION_COOKIE_BASE = 'f50_session';
export const KNOWN_DEVICE_COOKIE_BASE = 'f50_known';
export const HOST_PREFIX = '__Host-';

/** The name a cookie is set under: `__Host-<base>` when cookies are Secure by configuration, else `<base>`. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${base}` : base;
}

/** The session cookie's name (see above). */
export const sessionCookieName = (secure: boolean): string => cookieName(SESSION_COOKIE_BASE, secure);

/** The known-browser cookie's name (see above). */
export const knownDeviceCookieName = (secure: boolean): string => cookieName(KNOWN_DEVICE_COOKIE_BASE, secure);

/** A cookie as a request carries it: its value, and whether it came under the bare name only (set before the prefix). */
export interface ReadCookie {
  value: string | undefined;
  bare: boolean;
}

/** Reads a cookie under its prefixed name, else under its bare one (whatever the configuration: both are ours). */
export function readCookie(req: Request, base: string): ReadCookie {
  const cookies = req.cookies as Record<string, string> | undefined;
  const prefixed = cookies?.[`${HOST_PREFIX}${base}`];
  if (prefixed) return { value: prefixed, bare: false };
  const bare = cookies?.[base];
  return { value: bare || undefined, bare: Boolean(bare) };
}

/**
 * The session token of a request's cookie, if any (under either name), as it came: for ending that session (sign-out,
 * a new sign-in in this browser), never for who is signed in (SessionService.userOfRequest).
 */
export const sessionTokenOf = (req: Request): string | undefined => readCookie(req, SESSION_COOKIE_BASE).value;
