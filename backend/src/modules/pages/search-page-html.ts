import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CachedAnswer, CacheStore } from '../../infrastructure/cache/cache-store.js';
import { makeAnswer, PUBLIC_CACHE_CONTROL, sendAnswer } from '../../infrastructure/cache/public-cache.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';
import { NOINDEX_HEADER } from '../../infrastructure/web/page-template.js';
import { SEARCH_CACHE_TTL_S, SEARCH_LIMIT_MAX, SearchArticlesQuery, type SearchOutcome } from '../website/index.js';
import { PublicPageHtml, type ServerPage } from './public-page-html.js';

const HTML = 'text/html; charset=utf-8';
/** The longest search the API answers (SearchQueryDto): the frontend shows the empty search page for a longer one. */
const QUERY_MAX = 200;
/** How many bytes of search pages (HTML with its gzip and brotli forms) each process keeps in its memory at most. */
export const SEARCH_PAGE_BYTES = 8 * 1024 * 1024;
/** The cache store of the search pages (cacheStoreFor: Redis with REDIS_URL, else memory), its own: see SearchPageHtml. */
export const SEARCH_PAGE_STORE = Symbol('SEARCH_PAGE_STORE');

/** The store key of the page of the words `q` made by the frontend build `version` (the words hashed: any text, any length). */
export const searchPageKey = (version: string, q: string): string => `search-page:${version}:${createHash('sha1').update(q).digest('base64url')}`;

/** The search a results page embeds: its query key (the API address it asks) and what it asks, checked. */
function searchOf(key: readonly string[]): { q: string; limit: number } {
  const url = new URL(key.join('/'), 'http://page.invalid');
  const q = url.searchParams.get('q') ?? '';
  const limit = Number(url.searchParams.get('limit'));
  const first = (url.searchParams.get('offset') ?? '0') === '0' && !url.searchParams.has('before');
  if (url.pathname !== '/api/publisher/search' || !q || q.length > QUERY_MAX || !Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT_MAX || !first) {
    throw new Error(`A search page shows ${key.join('/')}, which is not the first page of a search.`);
  }
  return { q, limit };
}

/**
 * The search page (/search?q=...) rendered on the server with the first page of results embedded as its query's answer
 * (docs/magazine-ui.md#search), so it paints before the app runs and the app asks nothing again. The answer comes from
 * the search the API runs (SearchArticlesQuery), within the same limits: the client's SEARCHES_PER_MINUTE, the short
 * search cache, a few searches at a time. The page is kept as briefly as that cache keeps answers (SEARCH_CACHE_TTL_S),
 * by its words, in a cache store of its own (cacheStoreFor): with REDIS_URL one Redis entry per page with that TTL,
 * shared by every API process (each keeps at most SEARCH_PAGE_BYTES of those it read), else this process's memory, at
 * most SEARCH_PAGE_BYTES. Its own store, not the public cache's, because the words are whatever visitors type: those
 * pages must never push the public reads out of memory, and they carry no tags (a tag's set would collect every word
 * typed): the page shows nothing but the search's answer, which no event purges either, so it expires with it. The
 * edges (public, no-cache, as the API) keep none of it.
 */
@Injectable()
export class SearchPageHtml implements OnApplicationShutdown {
  private readonly logger = new Logger('SearchPageHtml');

  constructor(
    private readonly pages: PublicPageHtml,
    private readonly queries: QueryBus,
    @Inject(SEARCH_PAGE_STORE) private readonly store: CacheStore,
  ) {}

  /** Sends the results page `page` (the frontend's, for ?q=); a client past its searches gets the page without them (429). */
  async send(req: Request, res: Response, page: ServerPage): Promise<void> {
    const [key] = page.queries;
    const { q, limit } = searchOf(key);
    const path = `/search?${new URLSearchParams({ q })}`;
    const id = searchPageKey(this.pages.version, q);
    let answer: CachedAnswer | undefined;
    let mark: number | undefined;
    try {
      answer = await this.store.get(id);
      if (!answer) mark = await this.store.mark();
    } catch (error) {
      // Redis away: the page is rendered (within the same search limits) and not kept.
      this.logger.warn(`The search pages' cache is unavailable: ${String(error)}`);
    }
    if (!answer) {
      const renderable = { path, title: page.title, description: page.description, reads: [], tags: [], noindex: true };
      let outcome: SearchOutcome;
      try {
        outcome = await this.queries.execute<SearchArticlesQuery, SearchOutcome>(new SearchArticlesQuery(q, limit, 0, undefined, clientAddress(req)));
      } catch (error) {
        if (!(error instanceof TooManyRequestsException)) throw error;
        // The app's page, empty (no rendering: a client past its searches makes the server do next to nothing): the app
        // asks the API, which says why and when to try again.
        res.status(429).type('html').setHeader('Cache-Control', 'no-store').setHeader('Retry-After', String(Math.max(1, error.retryAfterSeconds))).setHeader(...NOINDEX_HEADER);
        res.send(this.pages.shell(renderable));
        return;
      }
      answer = await makeAnswer(await this.pages.renderWith(renderable, [[key, outcome.answer]]), HTML);
      if (mark !== undefined) await this.store.set(id, answer, [], mark, SEARCH_CACHE_TTL_S * 1000).catch(() => undefined);
    }
    sendAnswer(req, res, answer, { cacheControl: PUBLIC_CACHE_CONTROL });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
