import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { IQuery, QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { API_CACHE_CONTROL } from '../http/cache-control.js';
import { STAFF_ROLES, type AuthUser } from '../http/access.js';
import { isNoindexPage, NOINDEX_HEADER } from '../web/page-template.js';
import { preferredEncoding } from '../web/precompressed.js';
import { isDatabaseUnavailable } from '../http/error.filter.js';
import { DEFAULT_TTL_MS, type CachedAnswer, type CacheStore } from './cache-store.js';
import { OutageLog, type OutageMessages } from './outage-log.js';
import { EdgePolicy, PUBLIC_VARY, setSurrogateKeys } from './edge-policy.js';

export const CACHE_STORE = Symbol('CACHE_STORE');

/**
 * What an entry is purged by: tags such as 'article:12', 'theme:training', 'articles', 'ads' (each module documents
 * its own, next to the events that purge them). Static, or made from the computed value (e.g. an article read by slug
 * carries its id's tag).
 */
export type CacheTags = readonly string[] | ((value: unknown) => readonly string[]);

/** How an answer is cached: the tags it carries; its type when not JSON; how long it may be kept at most. */
export interface CacheOptions {
  tags: CacheTags;
  type?: string;
  /** For answers that change without an event (most-read). Never longer than a day (DEFAULT_TTL_MS). */
  ttlMs?: number;
  /** Never an answer a soft purge marked stale (reads composed into another answer, which is then kept as fresh). */
  current?: boolean;
}

/**
 * One public read as the cache keeps it: its key, the CQRS query that computes it, the tags that purge it and, for
 * answers that change without a content event (most-read), how long it may be kept. Defined once next to the query,
 * used by the API route that sends it and by the server-rendered pages that show it (a page carries its reads' tags).
 */
export interface PublicRead {
  key: string;
  /** The readers' answer (kept in the cache, embedded in pages). */
  query: () => IQuery;
  /** What staff reading the same route get instead (never cached), when it differs: e.g. articles with editorial fields. */
  staffQuery?: () => IQuery;
  /** The tags that purge it (see CacheTags); static, so the pages showing it can carry them too. */
  tags: readonly string[];
  ttlMs?: number;
}
/**
 * Public answers no edge should keep (search: whatever visitors type, no event purges it): browsers and proxies
 * revalidate every time (ETag: an unchanged answer is a 304). The cached reads use EdgePolicy instead.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** Public answers to a request made with an API key. */
export const KEY_CACHE_CONTROL = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** How many addresses the readers' lane remembers (the LRU of the last answer sent for each; about 100 bytes each). */
const LANE_ADDRESSES = 10_000;
/** The cached answer last sent for an address: its key and ETag. */
interface SentAnswer {
  key: string;
  etag: string;
}
/** See PublicCache.sendPublic. */
export interface LaneOption {
  lane?: boolean;
}
/** A request with no credentials: no session cookie, no API key (most readers of the magazine). */
const withoutCredentials = (req: Request): boolean => req.headers.cookie === undefined && req.headers.authorization === undefined;

/** How long past its time to live a time-limited answer may still be sent while a fresh one is computed. */
export const STALE_FOR_MS = 600_000;
/**
 * How long after a soft purge (a publish, an edit: the lists and pages that show articles) the previous answer may still
 * be sent while the new one is made, once, in the background: so no reader waits for a home page to be rendered again.
 */
export const SOFT_STALE_FOR_MS = 30_000;
/** The database behind the stale answers refreshed in the background (each page view of a stale page tries once). */
const STALE_REFRESH_OUTAGE: OutageMessages = {
  down: (error) => `Stale answers are not refreshed while the database is unavailable; readers get them as they are (logged once): ${String(error)}`,
  back: (seconds, failed) => `Stale answers refreshed again after ${seconds} s; ${failed} refresh(es) failed meanwhile`,
};
/** Answers smaller than this are sent as they are (compressing them saves nothing). */
const COMPRESS_FROM = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Builds a cache entry: the text, a strong ETag from its bytes, and its gzip and brotli forms when it is large. */
export async function makeAnswer(body: string, type: string): Promise<CachedAnswer> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (Buffer.byteLength(body) < COMPRESS_FROM) return { body, etag, type };
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }),
  ]);
  return { body, etag, type, gzip: gz, br };
}

/** How an answer is sent: its Cache-Control, and for public answers its surrogate keys (see EdgePolicy). */
export interface AnswerHeaders {
  cacheControl: string;
  /** Surrogate keys (xkey, Surrogate-Key, Cache-Tag): set for answers an edge may keep. */
  keys?: readonly string[];
}

/**
 * Sends a cached answer: ETag and the given Cache-Control (and surrogate keys), 304 when the reader's copy is current,
 * brotli or gzip when accepted. `Vary: Cookie, Authorization` because the same address answers staff (drafts, private)
 * differently.
 */
export function sendAnswer(req: Request, res: Response, answer: CachedAnswer, headers: AnswerHeaders, status = 200): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('Vary', PUBLIC_VARY);
  if (headers.keys) setSurrogateKeys(res, headers.keys);
  res.setHeader('ETag', answer.etag);
  res.setHeader('Content-Type', answer.type);
  // A page kept out of search engines says so in its headers too (the sign-in page, search results).
  if (answer.type.startsWith('text/html') && (answer.noindex ??= isNoindexPage(answer.body))) res.setHeader(...NOINDEX_HEADER);
  if (status === 200 && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req, [...(answer.br ? (['br'] as const) : []), ...(answer.gzip ? (['gzip'] as const) : [])]);
  const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : (answer.bytes ??= Buffer.from(answer.body));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The tags of a computed value. */
const tagsOf = (tags: CacheTags, value: unknown): readonly string[] => (typeof tags === 'function' ? tags(value) : tags);

/**
 * The cache of public reads (publisher articles, featured, latest, hero, theme counts, theme heroes, ads, articles,
 * most-read, feeds, pages): shared by every API process through Redis when REDIS_URL is set, this process's memory
 * otherwise. Each entry carries tags; the `cache` queue purges the tags an event touches and warms the hot reads again
 * (cache-events.ts). While Redis is unreachable answers are computed from the database each time.
 */
@Injectable()
export class PublicCache implements OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  /** Answers being computed, so a burst of misses for one key queries the database once. */
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /**
   * Bumped by each purge this process makes, and part of the `pending` key: a computation started before a purge is
   * never joined after it (so the reads the purging process warms again are made from the new data).
   */
  private purges = 0;
  /** Address → the cached answer last sent for it (see readersLane). */
  private readonly sent = new LRUCache<string, SentAnswer>({ max: LANE_ADDRESSES });

  /** Logs the store's outage once when it begins and once when it ends, not at every read (about ten a home page). */
  private readonly storeDown = new OutageLog(this.logger);
  /** Background refreshes of stale answers the database could not make (it is down): logged once per outage. */
  private readonly refreshesDown = new OutageLog(this.logger, STALE_REFRESH_OUTAGE);

  constructor(@Inject(CACHE_STORE) private readonly store: CacheStore, private readonly edge: EdgePolicy) {}

  /**
   * Sends a readers' answer: an edge and browsers may keep it (EdgePolicy), with its tags as surrogate keys.
   * `lane`: the answer's key is made from the request's address alone (its path and query), never from data read to
   * answer it, so the readers' lane may send this entry to the next reader of the same address (see readersLane).
   */
  sendPublic(req: Request, res: Response, answer: CachedAnswer, { lane = false }: LaneOption = {}): void {
    // A program calling with a key (Authorization) gets the same answer, kept by no shared cache and revalidated by its
    // own every time: a revoked key must be refused on the next call, never answered from a cache (stale-while-revalidate).
    if (req.headers.authorization) return sendAnswer(req, res, answer, { cacheControl: KEY_CACHE_CONTROL });
    if (lane && answer.key !== undefined && withoutCredentials(req)) this.sent.set(req.originalUrl, { key: answer.key, etag: answer.etag });
    // A time-limited answer (most-read) may be kept at the edge as long as it stays fresh here (at least a second); one a
    // soft purge marked stale by none (no-cache): an edge keeping it would show the old page until the next purge.
    const ttlMs =
      answer.staleSince !== undefined ? 0 : answer.freshUntil === undefined ? undefined : Math.max(1000, answer.freshUntil - Date.now());
    sendAnswer(req, res, answer, this.publicHeaders(answer.tags ?? [], ttlMs));
  }

  /**
   * The readers' lane, an HTTP middleware placed before routing: a GET or HEAD without credentials for an address whose
   * cached answer a route sent before, saying its key is made from the address alone (`lane`), is answered at once when that answer is still the current one (the entry under
   * the same key has the same ETag, is not marked stale and not past its time): the bytes and headers the route would
   * send, without the router, guard, pipes and handler (a reader's cached read then costs about half). Everything else
   * goes on to the route: the first request for an address, an answer purged or replaced since (a publish, a new slug:
   * the route answers 301 or 404 itself), a stale one (the route sends it and makes the new one), signed-in people,
   * staff and API keys. The lane only remembers addresses; the answers stay in the shared store, so every process
   * sends the current one.
   */
  readersLane(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !withoutCredentials(req)) return next();
      const sent = this.sent.get(req.originalUrl);
      if (!sent) return next();
      this.store.get(sent.key).then(
        (answer) => {
          const current =
            answer?.etag === sent.etag && answer.staleSince === undefined && (answer.freshUntil === undefined || Date.now() <= answer.freshUntil);
          if (!current) return next();
          try {
            this.sendPublic(req, res, answer);
          } catch (error) {
            next(error);
          }
        },
        () => next(),
      );
    };
  }

  /** The headers of a readers' answer carrying `tags` (for answers sent without the cache: pages after a cursor). */
  publicHeaders(tags: readonly string[], ttlMs?: number): AnswerHeaders {
    return { cacheControl: this.edge.cacheControl(ttlMs), keys: tags };
  }

  /**
   * The cached answer for `key`, computed by `compute` (a value sent as JSON, or text of type `options.type`) on a miss.
   * An answer kept for a limited time (`ttlMs`) that is past it is still answered while a fresh one is computed in the
   * background (stale-while-revalidate, for STALE_FOR_MS more), so no reader waits for a time-limited page to be redone.
   */
  async get(key: string, compute: () => Promise<unknown>, options: CacheOptions): Promise<CachedAnswer> {
    const type = options.type ?? JSON_TYPE;
    let mark: number;
    let hit: CachedAnswer | undefined;
    try {
      mark = await this.store.mark();
      hit = await this.store.get(key);
    } catch (error) {
      this.storeDown.failed(error);
      const { answer, value } = await this.build(compute, type);
      const ttl = options.ttlMs === undefined ? {} : { freshUntil: Date.now() + options.ttlMs };
      return Object.assign(answer, { tags: tagsOf(options.tags, value), ...ttl });
    }
    this.storeDown.answered();
    if (!hit) return this.compute(key, compute, options, type, mark);
    if (hit.staleSince !== undefined) {
      if (options.current) return this.compute(key, compute, options, type, mark);
      // Stale if error: while the database does not answer, the answer from before the purge is better than a 503.
      if (Date.now() - hit.staleSince > SOFT_STALE_FOR_MS) return this.compute(key, compute, options, type, mark).catch((error: unknown) => this.staleIfError(hit, error));
      this.refresh(key, compute, options, type, mark);
      return hit;
    }
    if (hit.freshUntil !== undefined && Date.now() > hit.freshUntil) {
      this.refresh(key, compute, options, type, mark);
    }
    return hit;
  }

  /** Makes a stale answer again in the background (the reader already has the one from before). */
  private refresh(key: string, compute: () => Promise<unknown>, options: CacheOptions, type: string, mark: number): void {
    this.compute(key, compute, options, type, mark).then(
      () => this.refreshesDown.answered(),
      (error: unknown) => (isDatabaseUnavailable(error) ? this.refreshesDown.failed(error) : this.logger.warn(`A stale answer was not refreshed: ${String(error)}`)),
    );
  }

  /** A stale answer sent instead of a fresh one the database could not give (it is unavailable); other errors go on. */
  private staleIfError(hit: CachedAnswer, error: unknown): CachedAnswer {
    if (!isDatabaseUnavailable(error)) throw error;
    return hit;
  }

  /** Computes and keeps the answer for `key` (once at a time per key: a burst of misses queries the database once). */
  private compute(key: string, compute: () => Promise<unknown>, options: CacheOptions, type: string, mark: number): Promise<CachedAnswer> {
    const pendingKey = `${this.purges}:${key}`;
    const running = this.pending.get(pendingKey);
    if (running) return running;
    const work = this.build(compute, type)
      .then(async ({ answer, value }) => {
        const limited = options.ttlMs !== undefined;
        const ttl = Math.min(options.ttlMs ?? DEFAULT_TTL_MS, DEFAULT_TTL_MS);
        const tags = tagsOf(options.tags, value);
        const kept: CachedAnswer = { ...answer, key, tags, ...(limited ? { freshUntil: Date.now() + ttl } : {}) };
        await this.store.set(key, kept, tags, mark, limited ? Math.min(ttl + STALE_FOR_MS, DEFAULT_TTL_MS) : ttl).catch(() => undefined);
        return kept;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, work);
    return work;
  }

  /**
   * Reads through the cache and sends the answer (see sendAnswer). Staff get a fresh answer (`staffCompute`'s, when
   * given), kept by no cache: they see their own changes on the next read, without waiting for the change's event.
   */
  async send(req: Request, res: Response, key: string, compute: () => Promise<unknown>, options: CacheOptions & LaneOption & { staffCompute?: () => Promise<unknown> }): Promise<void> {
    const user = (req as Request & { user?: AuthUser | null }).user;
    if (user && STAFF_ROLES.includes(user.role)) {
      sendAnswer(req, res, (await this.build(options.staffCompute ?? compute, options.type ?? JSON_TYPE)).answer, { cacheControl: API_CACHE_CONTROL });
      return;
    }
    this.sendPublic(req, res, await this.get(key, compute, options), options);
  }

  /**
   * Sends a public read's answer through the cache (staff: its staffQuery's answer, when it has one). A PublicRead's key
   * is made from its route's parameters, so the readers' lane may send it.
   */
  sendRead(req: Request, res: Response, queries: QueryBus, read: PublicRead): Promise<void> {
    const { staffQuery } = read;
    return this.send(req, res, read.key, () => queries.execute(read.query()), {
      lane: true,
      tags: read.tags,
      ttlMs: read.ttlMs,
      staffCompute: staffQuery && (() => queries.execute(staffQuery())),
    });
  }

  /** A public read's value as its API route answers it (from the cache; computed on a miss). */
  async readValue(queries: QueryBus, read: PublicRead): Promise<unknown> {
    const answer = await this.get(read.key, () => queries.execute(read.query()), { tags: read.tags, ttlMs: read.ttlMs, current: true });
    return JSON.parse(answer.body) as unknown;
  }

  /**
   * Drops every entry carrying one of `tags` (all processes), and marks stale those carrying one of `soft`: readers get
   * them for SOFT_STALE_FOR_MS more while each is made again once; answers how many were touched.
   */
  purge(tags: readonly string[], soft: readonly string[] = []): Promise<number> {
    this.purges += 1;
    return this.store.purge(tags, soft);
  }

  private async build(compute: () => Promise<unknown>, type: string): Promise<{ answer: CachedAnswer; value: unknown }> {
    const value = await compute();
    const answer = await makeAnswer(typeof value === 'string' && !type.startsWith('application/json') ? value : JSON.stringify(value), type);
    return { answer, value };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
