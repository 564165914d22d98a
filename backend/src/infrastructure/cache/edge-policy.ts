import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config.js';

/**
 * How long an edge may serve a public answer past its time while it fetches the new one in the background. The VCL
 * (deploy/varnish/default.vcl, `req.grace`) uses the same number.
 */
export const EDGE_STALE_WHILE_REVALIDATE_S = 30;

/** The key every edge answer carries: purging it empties an edge of this site's answers. */
export const EDGE_ALL_KEY = 'all';
/** The key of every HTML page (purged at start when the frontend build changed: the old pages name old assets). */
export const EDGE_HTML_KEY = 'html';

/**
 * Answers may differ by session (staff and members get other answers, or none) and by API key; the edge passes such
 * requests through (deploy/varnish/default.vcl), and `Vary` says so to any other cache.
 */
export const PUBLIC_VARY = 'Cookie, Authorization, Accept-Encoding';

/**
 * What public answers tell an HTTP cache in front (Varnish, a CDN) and browsers (issue 24): `max-age=0` (browsers
 * revalidate with the ETag; within the 30 s of `stale-while-revalidate` after a read, Chromium and Firefox show the
 * answer they have and revalidate it in the background, so a reader sees a change on the next read), `s-maxage` (an edge keeps the answer until the content events purge its keys,
 * at most EDGE_MAX_AGE_SECONDS, or the read's own time to live when shorter: most-read), `stale-while-revalidate`
 * and `stale-if-error` (EDGE_STALE_IF_ERROR_SECONDS: the edge keeps serving readers while the app does not answer).
 * The surrogate keys are the public cache's tags (cache-tags.ts of each module: `article:<id>`, `theme:<page>`,
 * `articles`, `ads`) plus `all`, sent as `xkey` (Varnish's xkey vmod), `Surrogate-Key` (Fastly) and `Cache-Tag`
 * (Cloudflare); the events purge the same tags at every edge (EdgePurger), so there is one vocabulary.
 * Anything that depends on a session, a key, an entitlement or a staff view stays `private, no-store`.
 */
@Injectable()
export class EdgePolicy {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  /** The Cache-Control of a public answer that may be kept `ttlMs` at most (no limit: EDGE_MAX_AGE_SECONDS). */
  cacheControl(ttlMs?: number): string {
    const seconds = Math.min(this.config.edgeMaxAgeSeconds, ttlMs === undefined ? Infinity : Math.floor(ttlMs / 1000));
    if (seconds <= 0) return 'public, no-cache';
    return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${EDGE_STALE_WHILE_REVALIDATE_S}, stale-if-error=${this.config.edgeStaleIfErrorSeconds}`;
  }

  /** Sets Cache-Control, Vary and the surrogate keys of a public answer carrying `tags`. */
  setPublic(res: Response, tags: readonly string[], ttlMs?: number): void {
    res.setHeader('Cache-Control', this.cacheControl(ttlMs));
    res.setHeader('Vary', PUBLIC_VARY);
    setSurrogateKeys(res, tags);
  }
}

/** The surrogate keys of an answer: its tags and `all`, in the three headers the common edges read. */
export function surrogateKeys(tags: readonly string[]): string[] {
  return [...new Set([...tags, EDGE_ALL_KEY])];
}

/** The surrogate-key headers of an answer carrying `tags`. */
export function surrogateHeaders(tags: readonly string[]): Record<'xkey' | 'Surrogate-Key' | 'Cache-Tag', string> {
  const keys = surrogateKeys(tags);
  return { xkey: keys.join(' '), 'Surrogate-Key': keys.join(' '), 'Cache-Tag': keys.join(',') };
}

export function setSurrogateKeys(res: Response, tags: readonly string[]): void {
  for (const [name, value] of Object.entries(surrogateHeaders(tags))) res.setHeader(name, value);
}
