import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { escapeHtml } from '../../../infrastructure/web/page-template.js';
import { markdownToText } from '../../../infrastructure/web/markdown-text.js';

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
  total: number;
  results: SearchResult[];
}

export class SearchArticlesQuery {
  constructor(public readonly q: string, public readonly limit: number, public readonly offset: number) {}
}

// Marks ts_headline puts around matches: control characters no article contains, replaced after escaping.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** The snippet as safe HTML: the text escaped, the matched words in <mark>. */
export function snippetHtml(headline: string): string {
  const text = markdownToText(headline.replace(/[\u0003-\u0008]/g, ''));
  return escapeHtml(text).replace(/\u0001/g, '<mark>').replace(/\u0002/g, '</mark>').replace(/<mark><\/mark>/g, '');
}

/**
 * PostgreSQL full-text search over published articles only: English stemming (websearch syntax: words, "phrases",
 * -exclusions, or), ranked by ts_rank_cd over the weighted vector (title A, subtitle and description B, body C),
 * newest first among equals, with ts_headline snippets.
 */
@QueryHandler(SearchArticlesQuery)
export class SearchArticlesHandler implements IQueryHandler<SearchArticlesQuery, SearchAnswer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ q, limit, offset }: SearchArticlesQuery): Promise<SearchAnswer> {
    const em = this.em.fork();
    const [{ total }] = await em.execute<Array<{ total: string }>>(
      `select count(*) as total from website_content
        where status = 'published' and search_vector @@ websearch_to_tsquery('english', ?)`,
      [q],
    );
    const rows = await em.execute<Array<Record<string, unknown>>>(
      `with matched as (
         select id, slug, title, subtitle, meta_description, editorial_theme, category, featured_image, publish_date, long_form_article,
                ts_rank_cd(search_vector, query) as rank, query
           from website_content, websearch_to_tsquery('english', ?) as query
          where status = 'published' and search_vector @@ query
          order by rank desc, publish_date desc nulls last, id desc
          limit ? offset ?)
       select id, slug, title, meta_description, editorial_theme, category, featured_image, publish_date, rank,
              ts_headline('english', coalesce(meta_description, '') || E'\\n\\n' || long_form_article, query, ?) as headline
         from matched order by rank desc, publish_date desc nulls last, id desc`,
      [q, limit, offset, HEADLINE_OPTIONS],
    );
    return {
      query: q,
      total: Number(total),
      results: rows.map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        title: String(r.title),
        meta_description: (r.meta_description as string | null) ?? null,
        editorial_theme: (r.editorial_theme as string | null) ?? null,
        category: (r.category as string | null) ?? null,
        featured_image: (r.featured_image as string | null) ?? null,
        published_at: r.publish_date ? new Date(r.publish_date as string).toISOString() : null,
        snippet: snippetHtml(String(r.headline ?? '')),
      })),
    };
  }
}
