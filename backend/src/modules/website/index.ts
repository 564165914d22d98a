/** The website module's public surface: other modules import from here only (npm run lint checks it). */
export { ARTICLES_TAG } from './cache-tags.js';
export { ContentDeleted, ContentPublished, ContentUpdated } from './events/article-lifecycle.events.js';
export { THEME_PAGES } from './commands/theme-hero.commands.js';
export type { ThemePage } from './commands/theme-hero.commands.js';
export { FEATURED_ARTICLES, HERO_ARTICLE, LATEST_ARTICLES, THEME_COUNTS, publishedArticlesRead, themeArticlesRead, themeHeroRead, themeMonthPageRead, themeMonthsRead, themeNumberedPageRead } from './public-reads.js';
export { monthOf, pageNumberOf } from './queries/theme-archive.queries.js';
export { PAGE_DEFAULT, THEME_PAGE_SIZE, summariesByIds } from './queries/article-lists.queries.js';
export { ReaderArticleSummary, withImageWidths } from './website-content-view.js';
export type { Unsized } from './website-content-view.js';
export { ArticleForMailQuery, ArticlesPublishedBetweenQuery } from './queries/article-mail.queries.js';
export type { ArticleForMail } from './queries/article-mail.queries.js';
export { isPublishedArticle } from './published-article.js';
export { SEARCH_LIMIT_MAX, SearchArticlesQuery, tooManySearches } from './queries/search.queries.js';
export type { SearchOutcome } from './queries/search.queries.js';
export { SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_S } from './search-cache.js';
