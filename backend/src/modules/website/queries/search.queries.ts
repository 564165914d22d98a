import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { withImageWidths } from '../website-content-view.js';
import { SearchCache } from '../search-cache.js';
import type { ListCursor } from '../../../infrastructure/http/list-paging.js';
import { searchSnippet } from '../search-snippet.js';
import { suggestSearch } from './search-suggestion.js';
import { SEARCH_CANDIDATES, SEARCH_OFFSET_MAX, searchSql, searchWords, SNIPPET_SOURCE_CHARS, TITLED_CANDIDATES } from './search-sql.js';

export { SEARCH_CANDIDATES, SEARCH_OFFSET_MAX, SNIPPET_SOURCE_CHARS, TITLED_CANDIDATES };

export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  meta_description: string | null;
  editorial_theme: string | null;
  category: string | null;
  featured_image: string | null;
  /** The picture's real width when it is one of our uploads (its srcset), else null. */
  featured_image_width: number | null;
  published_at: string | null;
  /** HTML: everything escaped except <mark>…</mark> around the matched words. */
  snippet: string;
}

export interface SearchAnswer {
  query: string;
  /** The ranked results (every page of offsets): every match, or when `more`, the newest SEARCH_CANDIDATES and the
   * older title matches that join them (at most TITLED_CANDIDATES). */
  total: number;
  /** More than SEARCH_CANDIDATES articles match: the older ones continue from `older`, newest first. */
  more: boolean;
  /** Every word is an English stop word ('the', 'after'): the query keeps no word to look for. */
  only_common_words: boolean;
  /** The `before` of the next page of older matches (newest first); null when there are none (or no more). */
  older: string | null;
  /** When nothing matches: the query with its misspelt words replaced, which finds articles (search-suggestion.ts); else null. */
  suggestion: string | null;
  results: SearchResult[];
}

/** The most results one page of a search may ask for. */
export const SEARCH_LIMIT_MAX = 20;
/** Searches one process runs on the database at a time (the pool has 10 connections: the rest stay free for others). */
export const SEARCH_CONCURRENCY = 3;

export const tooManySearches = (perMinute: number) =>
  `You have searched ${perMinute} times in the last minute, the most we allow. Please wait a moment and try again.`;

/** The query as it is answered and cached: spaces collapsed, lower case (websearch syntax and stemming ignore case). */
export const normaliseSearch = (q: string): string => q.trim().replace(/\s+/g, ' ').toLowerCase();

export class SearchArticlesQuery {
  constructor(
    public readonly q: string,
    public readonly limit: number,
    public readonly offset: number,
    /** Older matches below this cursor (the `older` of an answer) instead of the ranked results from `offset`. */
    public readonly before: ListCursor | undefined,
    /** Who searches (the client address): each has SEARCHES_PER_MINUTE. */
    public readonly client: string,
  ) {}
}

/** A search's answer and whether the short cache gave it. */
export interface SearchOutcome {
  answer: SearchAnswer;
  cached: boolean;
}

/** At most `size` tasks at a time; the others wait in order (in this process, holding no database connection). */
class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * PostgreSQL full-text search over published articles only (search-sql.ts): English stemming with accents ignored
 * (websearch syntax: words, "phrases", -exclusions, or; a hyphenated word also finds its parts), ranked among the newest
 * SEARCH_CANDIDATES matches and the newest TITLED_CANDIDATES whose title matches, title matches first; the older
 * matches continue newest first by cursor. Snippets: search-snippet.ts. Bounded work: within the client's
 * SEARCHES_PER_MINUTE, answered from the short SearchCache when the same normalised search was answered lately, at most
 * SEARCH_CONCURRENCY searches per process on the database, and ts_headline snippets only for the returned page (at most
 * SEARCH_LIMIT_MAX), each from SNIPPET_SOURCE_CHARS characters of the article around its first match, never its whole body.
 */
@QueryHandler(SearchArticlesQuery)
export class SearchArticlesHandler implements IQueryHandler<SearchArticlesQuery, SearchOutcome> {
  private readonly gate = new Gate(SEARCH_CONCURRENCY);

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly cache: SearchCache,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly uploads: UploadService,
  ) {}

  async execute({ q, limit, offset, before, client }: SearchArticlesQuery): Promise<SearchOutcome> {
    const max = this.config.searchesPerMinute;
    await this.limiter.consume({ bucket: 'search-client', subject: client, max, windowMinutes: 1, message: tooManySearches(max) });
    const query = normaliseSearch(q);
    const key = [query, limit, offset, before ?? null];
    const hit = await this.cache.get<SearchAnswer>(key);
    if (hit) return { answer: hit, cached: true };
    const answer = await this.gate.run(() => this.search(query, limit, offset, before));
    await this.cache.set(key, answer);
    return { answer, cached: false };
  }

  private async search(q: string, limit: number, offset: number, before: ListCursor | undefined): Promise<SearchAnswer> {
    const { sql, params } = searchSql(searchWords(q), before ? { kind: 'older', limit, before } : { kind: 'ranked', limit, offset });
    const em = this.em.fork();
    const rows = await em.execute<Array<Record<string, unknown>>>(sql, params);
    const [summary] = rows;
    const found = rows.filter((r) => r.id !== null);
    const kept = found.slice(0, limit);
    // The ranked results end with the cursor below their newest part; older pages with their last result's.
    const older = before ? (found.length > limit ? String(kept[kept.length - 1].cursor) : null) : summary.more ? String(summary.oldest) : null;
    return {
      query: q,
      total: Number(summary.total),
      more: Boolean(summary.more),
      only_common_words: Boolean(summary.only_common_words),
      older,
      // Only on the first page of a search that found nothing (a later page past the end is not a misspelling).
      suggestion: Number(summary.total) === 0 && !summary.only_common_words && !before && offset === 0 ? await suggestSearch(em, q) : null,
      results: await withImageWidths(this.uploads, kept.map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        title: String(r.title),
        meta_description: (r.meta_description as string | null) ?? null,
        editorial_theme: (r.editorial_theme as string | null) ?? null,
        category: (r.category as string | null) ?? null,
        featured_image: (r.featured_image as string | null) ?? null,
        published_at: r.publish_date ? new Date(r.publish_date as string).toISOString() : null,
        snippet: searchSnippet(String(r.headline ?? '')),
      }))),
    };
  }
}
