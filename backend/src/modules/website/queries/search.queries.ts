import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { SearchCache } from '../search-cache.js';
import { MATCH_START, MATCH_STOP, searchSnippet } from '../search-snippet.js';

export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  meta_description: string | null;
  editorial_theme: string | null;
  category: string | null;
  featured_image: string | null;
  published_at: string | null;
  /** HTML: everything escaped except <mark>…</mark> around the matched words. */
  snippet: string;
}

export interface SearchAnswer {
  query: string;
  /** Matching articles, counted up to SEARCH_CANDIDATES. */
  total: number;
  /** More than SEARCH_CANDIDATES articles match: only the newest SEARCH_CANDIDATES were ranked. */
  more: boolean;
  /** Every word is an English stop word ('the', 'after'): the query keeps no word to look for. */
  only_common_words: boolean;
  results: SearchResult[];
}

/** The most results one page of a search may ask for. */
export const SEARCH_LIMIT_MAX = 20;
/** Characters of an article (its SEO description, then its body) that a snippet is made from. */
export const SNIPPET_SOURCE_CHARS = 3000;
/**
 * The matching articles a search ranks and counts: the newest this many. A word found in most of a 100,000-article
 * archive would otherwise be ranked over every match (1.4 s cold at 100,000): the candidates are read newest first on
 * the published-order index (the lists' order; a published article always has its date), stopping at this many, so a
 * search costs what its page shows (3-82 ms at 100,000), and the newest matches are what a reader looks for first.
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * Older articles whose title or deck matches join the candidates too, the newest this many (on the title-and-deck
 * vector's own GIN index, website_content_staff_search): an article about the very thing searched for is found even
 * when a thousand newer articles only mention it in passing.
 */
export const TITLED_CANDIDATES = 200;
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

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;

/**
 * PostgreSQL full-text search over published articles only: English stemming (websearch syntax: words, "phrases",
 * -exclusions, or), among the newest SEARCH_CANDIDATES matches and the newest TITLED_CANDIDATES whose title or deck
 * matches: articles whose title matches first, then by ts_rank_cd over the weighted vector (title A,
 * subtitle and description B, body C), newest first among equals. Snippets: search-snippet.ts. Bounded work: within the client's SEARCHES_PER_MINUTE, answered from the short
 * SearchCache when the same normalised search was answered lately, at most SEARCH_CONCURRENCY searches per process on
 * the database, and ts_headline snippets only for the returned page (at most SEARCH_LIMIT_MAX), each from the first
 * SNIPPET_SOURCE_CHARS characters of the article, never its whole body.
 */
@QueryHandler(SearchArticlesQuery)
export class SearchArticlesHandler implements IQueryHandler<SearchArticlesQuery, SearchOutcome> {
  private readonly gate = new Gate(SEARCH_CONCURRENCY);

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly cache: SearchCache,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ q, limit, offset, client }: SearchArticlesQuery): Promise<SearchOutcome> {
    const max = this.config.searchesPerMinute;
    await this.limiter.consume({ bucket: 'search-client', subject: client, max, windowMinutes: 1, message: tooManySearches(max) });
    const query = normaliseSearch(q);
    const key = [query, limit, offset];
    const hit = await this.cache.get<SearchAnswer>(key);
    if (hit) return { answer: hit, cached: true };
    const answer = await this.gate.run(() => this.search(query, limit, offset));
    await this.cache.set(key, answer);
    return { answer, cached: false };
  }

  private async search(q: string, limit: number, offset: number): Promise<SearchAnswer> {
    const em = this.em.fork();
    const [{ total, only_common_words }] = await em.execute<Array<{ total: string; only_common_words: boolean }>>(
      `select numnode(websearch_to_tsquery('english', ?)) = 0 as only_common_words,
              (select count(*) from (
                 select 1 from website_content
                  where status = 'published' and search_vector @@ websearch_to_tsquery('english', ?)
                  limit ?) matching) as total`,
      [q, q, SEARCH_CANDIDATES + 1],
    );
    // The candidates' conditions name the tsquery itself, not the `query` CTE: only then does the planner see the words
    // and read a common word's matches newest first on the published-order index, stopping at the limit (47-66 ms at
    // 100,000 articles), instead of fetching every match through the GIN index and sorting them (150-185 ms).
    const rows = await em.execute<Array<Record<string, unknown>>>(
      `with query as (select websearch_to_tsquery('english', ?) as query),
       newest as (
         select w.id, w.search_vector, w.publish_date
           from website_content w
          where w.status = 'published' and w.search_vector @@ websearch_to_tsquery('english', ?)
          order by w.publish_date desc, w.id desc
          limit ?),
       titled as (
         select w.id, w.search_vector, w.publish_date
           from website_content w
          where w.status = 'published' and w.staff_search_vector @@ websearch_to_tsquery('english', ?) and w.search_vector @@ websearch_to_tsquery('english', ?)
          order by w.publish_date desc, w.id desc
          limit ?),
       candidates as (select * from newest union select * from titled),
       page as (
         select c.id, ts_filter(c.search_vector, '{a}') @@ query.query as in_title, ts_rank_cd(c.search_vector, query.query) as rank
           from candidates c, query
          order by in_title desc, rank desc, c.publish_date desc nulls last, c.id desc
          limit ? offset ?)
       select w.id, w.slug, w.title, w.meta_description, w.editorial_theme, w.category, w.featured_image, w.publish_date, page.rank,
              ts_headline('english', left(coalesce(w.meta_description, '') || E'\\n\\n' || w.long_form_article, ?), query.query, ?) as headline
         from page join website_content w on w.id = page.id, query
        order by page.in_title desc, page.rank desc, w.publish_date desc nulls last, w.id desc`,
      [q, q, SEARCH_CANDIDATES, q, q, TITLED_CANDIDATES, limit, offset, SNIPPET_SOURCE_CHARS, HEADLINE_OPTIONS],
    );
    return {
      query: q,
      total: Math.min(Number(total), SEARCH_CANDIDATES),
      more: Number(total) > SEARCH_CANDIDATES,
      only_common_words: Boolean(only_common_words),
      results: rows.map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        title: String(r.title),
        meta_description: (r.meta_description as string | null) ?? null,
        editorial_theme: (r.editorial_theme as string | null) ?? null,
        category: (r.category as string | null) ?? null,
        featured_image: (r.featured_image as string | null) ?? null,
        published_at: r.publish_date ? new Date(r.publish_date as string).toISOString() : null,
        snippet: searchSnippet(String(r.headline ?? '')),
      })),
    };
  }
}
