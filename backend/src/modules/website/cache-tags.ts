import { EDITORIAL_THEMES, type EditorialTheme } from '../content/index.js';
import { THEME_PAGES, type ThemePage } from './commands/theme-hero.commands.js';

/**
 * The public cache's tags for the magazine (see CacheTags in infrastructure/cache/public-cache.ts). A cached read
 * carries the tags of what it shows; an event purges the tags of what it changed (website-cache-events.ts):
 * - `article:<id>`: the article's own answers and page (any slug it is read by);
 * - `theme:<page>`: what shows one theme page's own content (its hero, its feed, its list of articles);
 * - `articles`: what lists articles of every theme (home sections, the published list, counts, most-read, the main
 *   feed and the sitemap). Every content event purges it.
 * To tag a new read: `tags: [ARTICLES_TAG]`, `tags: [themeTag(page)]` or, for one article, `tags: articleTags`.
 */
export const ARTICLES_TAG = 'articles';
export const articleTag = (id: number): string => `article:${id}`;
export const themeTag = (page: ThemePage | string): string => `theme:${page}`;

/** The tags of an answer holding one article (by id or slug): its id's. */
export const articleTags = (value: unknown): string[] => [articleTag((value as { id: number }).id)];

/** The theme page showing an editorial theme's articles (null: none). */
export const themePageOf = (theme: EditorialTheme | string | null | undefined): ThemePage | null => {
  const index = theme ? EDITORIAL_THEMES.indexOf(theme as EditorialTheme) : -1;
  return index >= 0 ? THEME_PAGES[index] : null;
};
