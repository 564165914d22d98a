import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { GetThemeHeroQuery } from './commands/theme-hero.commands.js';
import { ListWebsiteContentQuery, WebsiteHeroQuery, WebsiteThemeCountsQuery } from './queries/website.queries.js';

/* The magazine's cached public reads (see PublicRead): the API routes send them, the server-rendered pages show them.
   Readers (and the cache, and the pages) get the reader's view of each article; staff reading the same routes, who
   bypass the cache, get the staff view (the dashboard's admin mode edits from it). The keys name the reader's view, so
   entries a cache kept from before staff fields were left out are never read again. */
export const PUBLISHED_ARTICLES: PublicRead = {
  key: 'website:published:reader',
  query: () => new ListWebsiteContentQuery('published'),
  staffQuery: () => new ListWebsiteContentQuery('published', 'staff'),
};
export const FEATURED_ARTICLES: PublicRead = {
  key: 'website:featured:reader',
  query: () => new ListWebsiteContentQuery('featured'),
  staffQuery: () => new ListWebsiteContentQuery('featured', 'staff'),
};
export const LATEST_ARTICLES: PublicRead = {
  key: 'website:latest:reader',
  query: () => new ListWebsiteContentQuery('latest'),
  staffQuery: () => new ListWebsiteContentQuery('latest', 'staff'),
};
export const HERO_ARTICLE: PublicRead = { key: 'website:hero:reader', query: () => new WebsiteHeroQuery(), staffQuery: () => new WebsiteHeroQuery('staff') };
export const THEME_COUNTS: PublicRead = { key: 'website:theme-counts', query: () => new WebsiteThemeCountsQuery() };
/** Unknown themes throw (404) before anything is stored, so the cache holds the six pages at most. */
export const themeHeroRead = (theme: string): PublicRead => ({ key: `theme-hero:${theme}`, query: () => new GetThemeHeroQuery(theme) });
