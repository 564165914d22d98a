import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { GetThemeHeroQuery } from './commands/theme-hero.commands.js';
import { ListWebsiteContentQuery, WebsiteHeroQuery, WebsiteThemeCountsQuery } from './queries/website.queries.js';

/** The magazine's cached public reads (see PublicRead): the API routes send them, the server-rendered pages show them. */
export const PUBLISHED_ARTICLES: PublicRead = { key: 'website:published', query: () => new ListWebsiteContentQuery('published') };
export const FEATURED_ARTICLES: PublicRead = { key: 'website:featured', query: () => new ListWebsiteContentQuery('featured') };
export const LATEST_ARTICLES: PublicRead = { key: 'website:latest', query: () => new ListWebsiteContentQuery('latest') };
export const HERO_ARTICLE: PublicRead = { key: 'website:hero', query: () => new WebsiteHeroQuery() };
export const THEME_COUNTS: PublicRead = { key: 'website:theme-counts', query: () => new WebsiteThemeCountsQuery() };
/** Unknown themes throw (404) before anything is stored, so the cache holds the six pages at most. */
export const themeHeroRead = (theme: string): PublicRead => ({ key: `theme-hero:${theme}`, query: () => new GetThemeHeroQuery(theme) });
