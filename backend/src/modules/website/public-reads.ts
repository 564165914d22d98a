import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, articleTags, themeTag } from './cache-tags.js';
import { GetThemeHeroQuery, type ThemePage } from './commands/theme-hero.commands.js';
import { THEME_OF_PAGE } from './discovery.js';
import {
  ArticleListQuery,
  ArticlePageQuery,
  FEATURED_LIMIT,
  LATEST_LIMIT,
  RelatedArticlesQuery,
  THEME_PAGE_SIZE,
  WebsiteThemeCountsQuery,
  type ArticlePageOptions,
} from './queries/article-lists.queries.js';
import { GetWebsiteContentQuery, WebsiteHeroQuery } from './queries/website.queries.js';
import { ThemeMonthPageQuery, ThemeMonthsQuery, ThemeNumberedPageQuery } from './queries/theme-archive.queries.js';

/* The magazine's cached public reads (see PublicRead): the API routes send them, the server-rendered pages show them.
   Every list holds summaries (no body) and is bounded: the first page of a list is a cached read, the pages after it
   (a cursor) are read from the database on their indexes. Readers (and the cache, and the pages) get the reader's
   summary; staff reading the same routes, who bypass the cache, get the staff summary (the dashboard's admin mode).
   Keys: `website:<list>:reader[:<theme>]:<size>`; a per-theme read names its theme. Each read's tags say which events
   purge it (cache-tags.ts). */

const list = (options: ArticlePageOptions) => new ArticleListQuery(options);

/** The first page of GET /api/publisher/articles (`limit` articles, newest first). */
export const publishedArticlesRead = (limit: number): PublicRead => ({
  key: `website:published:reader:${limit}`,
  query: () => list({ limit }),
  staffQuery: () => list({ limit, audience: 'staff' }),
  tags: [ARTICLES_TAG],
});
export const FEATURED_ARTICLES: PublicRead = {
  key: `website:featured:reader:${FEATURED_LIMIT}`,
  query: () => list({ featured: true, limit: FEATURED_LIMIT }),
  staffQuery: () => list({ featured: true, limit: FEATURED_LIMIT, audience: 'staff' }),
  tags: [ARTICLES_TAG],
};
export const LATEST_ARTICLES: PublicRead = {
  key: `website:latest:reader:${LATEST_LIMIT}`,
  query: () => list({ limit: LATEST_LIMIT }),
  staffQuery: () => list({ limit: LATEST_LIMIT, audience: 'staff' }),
  tags: [ARTICLES_TAG],
};
/** The first page of a theme's cursor list (GET /api/publisher/themes/{theme}/articles without before). */
export const themeArticlesRead = (page: ThemePage, limit: number): PublicRead => ({
  key: `website:theme:${page}:reader:${limit}`,
  query: () => new ArticlePageQuery({ theme: THEME_OF_PAGE[page], limit }),
  staffQuery: () => new ArticlePageQuery({ theme: THEME_OF_PAGE[page], limit, audience: 'staff' }),
  tags: [themeTag(page)],
});
/**
 * A theme's archive: page N of its articles, its months, page N of a month. Cached like the first page and purged with
 * it (`theme:<page>`: any publish in the theme moves every page). Pages past the last are 404s, never stored, so the
 * cache holds at most the archive's own pages (about one entry per 12 articles).
 */
export const themeNumberedPageRead = (page: ThemePage, n: number): PublicRead => ({
  key: `website:theme:${page}:reader:${THEME_PAGE_SIZE}:page:${n}`,
  query: () => new ThemeNumberedPageQuery({ theme: THEME_OF_PAGE[page], page: n }),
  staffQuery: () => new ThemeNumberedPageQuery({ theme: THEME_OF_PAGE[page], page: n, audience: 'staff' }),
  tags: [themeTag(page)],
});
export const themeMonthsRead = (page: ThemePage): PublicRead => ({
  key: `website:theme:${page}:months`,
  query: () => new ThemeMonthsQuery(THEME_OF_PAGE[page]),
  tags: [themeTag(page)],
});
export const themeMonthPageRead = (page: ThemePage, month: string, n: number): PublicRead => ({
  key: `website:theme:${page}:reader:${THEME_PAGE_SIZE}:month:${month}:page:${n}`,
  query: () => new ThemeMonthPageQuery({ theme: THEME_OF_PAGE[page], month, page: n }),
  staffQuery: () => new ThemeMonthPageQuery({ theme: THEME_OF_PAGE[page], month, page: n, audience: 'staff' }),
  tags: [themeTag(page)],
});
/** A few articles of the same theme: purged by every content event (it may change with any article of the theme). */
export const relatedArticlesRead = (id: number): PublicRead => ({ key: `website:related:reader:${id}`, query: () => new RelatedArticlesQuery(id), tags: [ARTICLES_TAG] });
export const HERO_ARTICLE: PublicRead = {
  key: 'website:hero:reader',
  query: () => new WebsiteHeroQuery(),
  staffQuery: () => new WebsiteHeroQuery('staff'),
  tags: [ARTICLES_TAG],
};
export const THEME_COUNTS: PublicRead = { key: 'website:theme-counts', query: () => new WebsiteThemeCountsQuery(), tags: [ARTICLES_TAG] };
/** Unknown themes throw (404) before anything is stored, so the cache holds the six pages at most. */
export const themeHeroRead = (theme: string): PublicRead => ({ key: `theme-hero:${theme}`, query: () => new GetThemeHeroQuery(theme), tags: [themeTag(theme)] });

export const articleRead = (idOrSlug: string) => ({
  key: `website:article:reader:${idOrSlug}`,
  query: () => new GetWebsiteContentQuery(idOrSlug, undefined),
  tags: articleTags,
});
