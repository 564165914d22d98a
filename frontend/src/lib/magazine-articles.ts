import { useQuery } from '@tanstack/react-query';
import { answer, api } from './api-client';

/**
 * The magazine's published articles as its public lists answer them, and the home page's lead: shared by the magazine
 * (features/publisher) and the dashboard, which says which article leads the home page (features/admin).
 */

/** A stock photo's credit as the API answers it (ImageCredit): both addresses absolute http(s). */
export interface PhotoCreditData {
  photographer: string;
  photographer_url: string;
  page_url: string;
}

/**
 * A published article as the public lists answer it (docs/product.md#public-magazine): the reader's summary (ReaderArticleSummary in the API
 * document: no body; the body comes only with the article itself). Staff reading the same routes (admin mode) get the
 * staff summary, whose extra fields are the optional ones marked below; the admin viewer reads the whole article.
 */
export interface PublicArticle {
  id: number;
  title: string | null;
  subtitle?: string | null;
  /** Staff reads only. */
  topic?: string | null;
  slug?: string | null;
  category?: string | null;
  editorial_theme?: string | null;
  meta_description?: string | null;
  seo_title?: string | null;
  featured_image?: string | null;
  /** The featured image's real pixel width when it is one of our uploads (its srcset), else null. */
  featured_image_width?: number | null;
  /** The stock photo's credit (shown with the home and theme heroes); null for an upload or none. */
  featured_image_credit?: PhotoCreditData | null;
  /** What the picture shows, for readers who cannot see it; null: none (it only decorates). */
  featured_image_alt?: string | null;
  long_form_article?: string | null;
  /** Staff reads only. */
  publish_date?: string | null;
  published_at?: string | null;
  /** Staff reads only. */
  created_at?: string | null;
  /** The version an edit starts from (docs/product.md#editing-together). */
  updated_at?: string | null;
  is_hero_article?: boolean;
  is_featured?: boolean;
  tags?: string[];
  /** The theme the server matched it to (its title in the API). */
  theme?: string | null;
  reading_minutes?: number;
}

/** GET /api/website-content/hero. */
export interface HeroAnswer {
  id: number | null;
  article: PublicArticle | null;
}

export const LATEST_KEY = ['/api/website-content/latest'] as const;
export const HERO_KEY = ['/api/website-content/hero'] as const;

/** A list answer as an array (anything else: empty). */
export const asList = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** The newest published articles (the home page's LATEST, sidebar and hero fallback). */
export function useLatestArticles() {
  return useQuery({ queryKey: LATEST_KEY, queryFn: () => answer(api.GET('/api/website-content/latest')), select: asList<PublicArticle> });
}

/** The hero article; not retried (docs/product.md#magazine-home). */
export function useHeroArticle() {
  return useQuery<HeroAnswer>({ queryKey: HERO_KEY, queryFn: () => answer(api.GET('/api/website-content/hero')), retry: false });
}

/** The article the home page leads with: the one marked hero, else the newest published; null when none is published. */
export function homeLead<T>(hero: T | null | undefined, newest: readonly T[]): T | null {
  return hero ?? newest[0] ?? null;
}
