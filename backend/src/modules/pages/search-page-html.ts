import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '../../infrastructure/cache/cache-store.js';
import { makeAnswer, PUBLIC_CACHE_CONTROL, sendAnswer } from '../../infrastructure/cache/public-cache.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';
import { SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_S, SEARCH_LIMIT_MAX, SearchArticlesQuery, type SearchOutcome } from '../website/index.js';
import { PublicPageHtml, type ServerPage } from './public-page-html.js';

const HTML = 'text/html; charset=utf-8';
/** The longest search the API answers (SearchQueryDto): the frontend shows the empty search page for a longer one. */
const QUERY_MAX = 200;
/** How many bytes of search pages (HTML with its gzip and brotli forms) this process keeps at most. */
const KEPT_BYTES = 8 * 1024 * 1024;

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
 * by its words, in this process's memory, bounded in entries and bytes: the words are whatever visitors type, so the
 * public cache (entries kept until a content event) and the edges (public, no-cache, as the API) keep none of it.
 */
@Injectable()
export class SearchPageHtml {
  private readonly kept = new LRUCache<string, CachedAnswer>({
    max: SEARCH_CACHE_ENTRIES,
    maxSize: KEPT_BYTES,
    sizeCalculation: (answer) => Buffer.byteLength(answer.body) + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0),
    ttl: SEARCH_CACHE_TTL_S * 1000,
  });

  constructor(private readonly pages: PublicPageHtml, private readonly queries: QueryBus) {}

  /** Sends the results page `page` (the frontend's, for ?q=); a client past its searches gets the page without them (429). */
  async send(req: Request, res: Response, page: ServerPage): Promise<void> {
    const [key] = page.queries;
    const { q, limit } = searchOf(key);
    const path = `/search?${new URLSearchParams({ q })}`;
    const id = `${this.pages.version}:${q}`;
    let answer = this.kept.get(id);
    if (!answer) {
      const renderable = { path, title: page.title, description: page.description, reads: [], tags: [], noindex: true };
      let outcome: SearchOutcome;
      try {
        outcome = await this.queries.execute<SearchArticlesQuery, SearchOutcome>(new SearchArticlesQuery(q, limit, 0, undefined, clientAddress(req)));
      } catch (error) {
        if (!(error instanceof TooManyRequestsException)) throw error;
        // The app's page, empty (no rendering: a client past its searches makes the server do next to nothing): the app
        // asks the API, which says why and when to try again.
        res.status(429).type('html').setHeader('Cache-Control', 'no-store').setHeader('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
        res.send(this.pages.shell(renderable));
        return;
      }
      answer = await makeAnswer(await this.pages.renderWith(renderable, [[key, outcome.answer]]), HTML);
      this.kept.set(id, answer);
    }
    sendAnswer(req, res, answer, { cacheControl: PUBLIC_CACHE_CONTROL });
  }
}
