import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import { THEMES, type ThemeSlug } from '../../lib/themes';
import { asList, homeLead, type PhotoCreditData, type PublicArticle } from '../../lib/magazine-articles';

// The home page's reads the dashboard shares (lib/magazine-articles.ts).
export { HERO_KEY, LATEST_KEY, useHeroArticle, useLatestArticles, type HeroAnswer, type PublicArticle } from '../../lib/magazine-articles';

/** GET /api/website-content/theme-counts: published articles per theme (one SQL count on the server). */
export interface ThemeCountsAnswer {
  counts: Record<string, number>;
  total: number;
}

/** GET /api/theme-heros/{theme}. */
export interface ThemeHero {
  custom_title: string | null;
  custom_image_url: string | null;
  /** The picture's real width when it is one of our uploads (its srcset: responsiveImage); null or absent otherwise. */
  custom_image_width?: number | null;
  /** The stock photo's credit; null or absent for an upload or none. */
  custom_image_credit?: PhotoCreditData | null;
  is_active: boolean;
  /** Its version (null: never set), named by a save that may not overwrite a change made since (the title editor). */
  updated_at?: string | null;
}

/** An active ad from GET /api/ads (docs/product.md#ads). */
export interface PublicAd {
  id: number;
  title: string | null;
  image_url: string;
  /** The picture's real pixel width, for one of our uploads (its srcset's widths: lib/responsive-image.ts). */
  image_width?: number | null;
  link_url: string | null;
  format: 'featured' | 'square';
  position: number | null;
  target_pages: string[];
  is_active: boolean;
}

export const ARTICLES_KEY = ['/api/publisher/articles'] as const;
export const THEME_COUNTS_KEY = ['/api/website-content', 'theme-counts'] as const;
export const FEATURED_KEY = ['/api/website-content/featured'] as const;
export const ADS_KEY = ['/api/ads'] as const;
/** Six, so three remain once the hero and FEATURED articles are left out (each article shows once on the home page). */
const MOST_READ_LIMIT = 6;
export const MOST_READ_KEY = [`/api/publisher/most-read?limit=${MOST_READ_LIMIT}`] as const;

export function themeHeroKey(theme: ThemeSlug) {
  return ['/api/theme-heros', theme] as const;
}

/** Published articles per theme page, from the server's count. */
export function useThemeCounts() {
  return useQuery({ queryKey: THEME_COUNTS_KEY, queryFn: () => answer(api.GET('/api/website-content/theme-counts')), select: themePageCounts });
}

/** The theme counts answer by theme page (0 for a theme it does not name). */
export function themePageCounts(result: ThemeCountsAnswer): Record<ThemeSlug, number> {
  return Object.fromEntries(THEMES.map((theme) => [theme.slug, result?.counts?.[theme.title] ?? 0])) as Record<ThemeSlug, number>;
}

export function useFeaturedArticles() {
  return useQuery({ queryKey: FEATURED_KEY, queryFn: () => answer(api.GET('/api/website-content/featured')), select: asList<PublicArticle> });
}

/** Most-Read Stories: most viewed in the last 30 days, from real views only (empty until articles are read). */
export function useMostRead() {
  return useQuery({
    queryKey: MOST_READ_KEY,
    queryFn: () => answer(api.GET('/api/publisher/most-read', { params: { query: { limit: MOST_READ_LIMIT } } })),
    select: asList<PublicArticle>,
  });
}

/** GET /api/theme-heros/{theme} (staff get it fresh, never from a cache). */
export function fetchThemeHero(theme: ThemeSlug): Promise<ThemeHero> {
  return answer(api.GET('/api/theme-heros/{theme}', { params: { path: { theme } } }));
}

/** A theme page's hero; a failure is not retried (docs/product.md#theme-pages). */
export function useThemeHero(theme: ThemeSlug) {
  return useQuery<ThemeHero>({ queryKey: themeHeroKey(theme), queryFn: () => fetchThemeHero(theme), retry: false });
}

/**
 * Every active ad, as readers get them: asked without the session cookie, so staff looking at the magazine see the
 * ads readers see (signed in, GET /api/ads answers staff one page of every ad, active or not, for the Ads tab).
 */
export function useActiveAds() {
  return useQuery({ queryKey: ADS_KEY, queryFn: () => answer(api.GET('/api/ads', { credentials: 'omit' })), select: asList<PublicAd> });
}

/**
 * Where ads go (docs/product.md#ads): the magazine home shows ads aimed at 'home' or 'publisher',
 * a theme page those aimed at 'publisher'; the other pages (PageAd) theirs; 'all-pages' ads show on every one.
 */
export const HOME_AD_PAGES = ['home', 'publisher'] as const;
export const THEME_AD_PAGES = ['publisher'] as const;
/** The other pages ads can be aimed at (the dashboard's target pages): article pages, the journal, the library, premium reports. */
export type AdPage = 'home' | 'publisher' | 'library' | 'premium-content' | 'website-articles' | 'apple-news' | 'journal' | 'all-pages';
export const ARTICLE_AD_PAGES = ['website-articles'] as const;
export const JOURNAL_AD_PAGES = ['journal'] as const;
export const LIBRARY_AD_PAGES = ['library'] as const;
/** A premium report (also its Apple News+ edition: the summary it opens with). */
export const PREMIUM_AD_PAGES = ['premium-content', 'apple-news'] as const;

/** Ads shown on a page: active, aimed at that page (or all pages), in that format and, for squares, at those positions. */
export function adsFor(ads: readonly PublicAd[], pages: readonly string[], format: PublicAd['format'], positions?: readonly number[]): PublicAd[] {
  return ads
    .filter((ad) => ad.is_active && ad.format === format)
    .filter((ad) => ad.target_pages.includes('all-pages') || ad.target_pages.some((page) => pages.includes(page)))
    .filter((ad) => !positions || (ad.position !== null && positions.includes(ad.position)))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The articles the related list under an article shows (same theme, newest first; GET /api/publisher/articles/{id}/related). */
export function relatedArticlesKey(id: number) {
  return ['/api/publisher/articles', String(id), 'related'] as const;
}

export function useRelatedArticles(id: number) {
  return useQuery({
    queryKey: relatedArticlesKey(id),
    queryFn: () => answer(api.GET('/api/publisher/articles/{id}/related', { params: { path: { id } } })),
    select: asList<PublicArticle>,
  });
}

/** The home page's sections, each article at most once: hero, then FEATURED, then Most-Read, then LATEST from what is left. */
export interface HomeSections {
  hero: PublicArticle;
  featured: PublicArticle[];
  mostRead: PublicArticle[];
  latest: PublicArticle[];
}

export function homeSections(
  newest: readonly PublicArticle[],
  hero: PublicArticle | null | undefined,
  featured: readonly PublicArticle[],
  mostRead: readonly PublicArticle[],
  sizes: { featured: number; mostRead: number; latest: number },
): HomeSections {
  const lead = homeLead(hero, newest) as PublicArticle;
  const shown = new Set<number>([lead.id]);
  const take = (list: readonly PublicArticle[], max: number) => {
    const picked = list.filter((article) => !shown.has(article.id)).slice(0, max);
    for (const article of picked) shown.add(article.id);
    return picked;
  };
  const featuredList = take(featured, sizes.featured);
  const mostReadList = take(mostRead, sizes.mostRead);
  return { hero: lead, featured: featuredList, mostRead: mostReadList, latest: take(newest, sizes.latest) };
}

/** The date a card shows: the publish date, else the created date. */
export function articleDate(article: Pick<PublicArticle, 'publish_date' | 'published_at' | 'created_at'>): string | null {
  return article.published_at ?? article.publish_date ?? article.created_at ?? null;
}

/** Where an article is read. */
export function articleHref(article: Pick<PublicArticle, 'id'>): string {
  return `/article/${article.id}`;
}
