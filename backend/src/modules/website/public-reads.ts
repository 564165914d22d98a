import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, articleTags, themeTag } from './cache-tags.js';
import { GetThemeHeroQuery } from './commands/theme-hero.commands.js';
import { GetWebsiteContentQuery, ListWebsiteContentQuery, WebsiteHeroQuery, WebsiteThemeCountsQuery } from './queries/website.queries.js';

/* The magazine's cached public reads (see PublicRead): the API routes send them, the server-rendered pages show them.
   Readers (and the cache, and the pages) get the reader's view of each article; staff reading the same routes, who
   bypass the cache, get the staff view (the dashboard's admin mode edits from it). The keys name the reader's view, so
   entries a cache kept from before staff fields were left out are never read again. Each read's tags say which
   events purge it (cache-tags.ts). */
export const PUBLISHED_ARTICLES: PublicRead = {
  key: 'website:published:reader',
  query: () => new ListWebsiteContentQuery('published'),
  staffQuery: () => new ListWebsiteContentQuery('published', 'staff'),
  tags: [ARTICLES_TAG],
};
export const FEATURED_ARTICLES: PublicRead = {
  key: 'website:featured:reader',
  query: () => new ListWebsiteContentQuery('featured'),
  staffQuery: () => new ListWebsiteContentQuery('featured', 'staff'),
  tags: [ARTICLES_TAG],
};
export const LATEST_ARTICLES: PublicRead = {
  key: 'website:latest:reader',
  query: () => new ListWebsiteContentQuery('latest'),
  staffQuery: () => new ListWebsiteContentQuery('latest', 'staff'),
  tags: [ARTICLES_TAG],
};
export const HERO_ARTICLE: PublicRead = {
  key: 'website:hero:reader',
  query: () => new WebsiteHeroQuery(),
  staffQuery: () => new WebsiteHeroQuery('staff'),
  tags: [ARTICLES_TAG],
};
export const THEME_COUNTS: PublicRead = { key: 'website:theme-counts', query: () => new WebsiteThemeCountsQuery(), tags: [ARTICLES_TAG] };
/** Unknown themes throw (404) before anything is stored, so the cache holds the six pages at most. */
export const themeHeroRead = (theme: string): PublicRead => ({ key: `theme-hero:${theme}`, query: () => new GetThemeHeroQuery(theme), tags: [themeTag(theme)] });

/** One article as readers get it from GET /api/website-content/{idOrSlug} (tagged with its id once read). */
export const articleRead = (idOrSlug: string) => ({
  key: `website:article:reader:${idOrSlug}`,
  query: () => new GetWebsiteContentQuery(idOrSlug, undefined),
  tags: articleTags,
});
