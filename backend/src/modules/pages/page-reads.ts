import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { activeAdsRead } from '../ads/index.js';
import { billingPlansRead } from '../billing/index.js';
import { mostReadRead } from '../analytics/index.js';
import { cursorOf, newsletterArchiveRead } from '../newsletter/index.js';
import { THEME_PAGES, type ThemePage } from '../website/index.js';
import { PAGE_DEFAULT, THEME_PAGE_SIZE } from '../website/index.js';
import { FEATURED_ARTICLES, HERO_ARTICLE, LATEST_ARTICLES, publishedArticlesRead, THEME_COUNTS, themeArticlesRead, themeHeroRead } from '../website/index.js';
import { monthOf, pageNumberOf, themeMonthPageRead, themeMonthsRead, themeNumberedPageRead } from '../website/index.js';

const FIXED: Record<string, PublicRead> = {
  '/api/publisher/articles': publishedArticlesRead(PAGE_DEFAULT),
  '/api/website-content/featured': FEATURED_ARTICLES,
  '/api/website-content/latest': LATEST_ARTICLES,
  '/api/website-content/hero': HERO_ARTICLE,
  '/api/website-content/theme-counts': THEME_COUNTS,
  '/api/ads': activeAdsRead(),
  '/api/billing/plans': billingPlansRead,
};

/**
 * The public read behind a query of a server-rendered page (its key is the API address, as the browser's query
 * function joins it), or undefined for an address that is not a cached public read.
 */
export function readFor(key: readonly string[]): PublicRead | undefined {
  const url = new URL(key.join('/'), 'http://page.invalid');
  if (Object.hasOwn(FIXED, url.pathname) && !url.search) return FIXED[url.pathname];
  if (url.pathname === '/api/newsletter/issues') {
    // The archive's first page, or the page of older issues before a cursor (/newsletter?before=).
    if (!url.search) return newsletterArchiveRead();
    const before = [...url.searchParams.keys()].join() === 'before' ? cursorOf(url.searchParams.get('before')) : undefined;
    return before ? newsletterArchiveRead(before) : undefined;
  }
  if (url.pathname === '/api/publisher/most-read') {
    const limit = Number(url.searchParams.get('limit') ?? 3);
    return Number.isInteger(limit) && limit >= 1 && limit <= 10 ? mostReadRead(limit) : undefined;
  }
  if (url.search) return undefined;
  const theme = /^\/api\/theme-heros\/([a-z-]+)$/.exec(url.pathname)?.[1];
  if (theme) return themeHeroRead(theme);
  const [, page, rest] = /^\/api\/publisher\/themes\/([a-z-]+)\/(.+)$/.exec(url.pathname) ?? [];
  if (!page || !(THEME_PAGES as readonly string[]).includes(page)) return undefined;
  return themeListRead(page as ThemePage, rest);
}

/** A theme's list read: its first page, page N, its months or page N of a month (the theme archive's addresses). */
function themeListRead(page: ThemePage, rest: string): PublicRead | undefined {
  if (rest === 'articles') return themeArticlesRead(page, THEME_PAGE_SIZE);
  if (rest === 'months') return themeMonthsRead(page);
  const numbered = /^pages\/([^/]+)$/.exec(rest);
  const n = pageNumberOf(numbered?.[1]);
  if (n !== undefined) return themeNumberedPageRead(page, n);
  const [, month, inMonth] = /^months\/([^/]+)\/pages\/([^/]+)$/.exec(rest) ?? [];
  const m = monthOf(month);
  const k = pageNumberOf(inMonth);
  return m !== undefined && k !== undefined ? themeMonthPageRead(page, m, k) : undefined;
}
