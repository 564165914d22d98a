import { findTheme, type Theme, type ThemeSlug } from '../../lib/themes';
import { THEME_GRADIENTS } from './theme-look';
import type { ThemeHero } from './publisher-api';

/** Which edit form a theme page uses (docs/product.md#admin-mode-on-magazine-pages). */
export type EditFormKind = 'mindset' | 'review' | 'classic';

/** Everything that differs between the six theme pages; one component renders them all. */
export interface ThemePageConfig {
  theme: Theme;
  /** 'LATEST MINDSET', 'LATEST GEAR REVIEWS', ... */
  latestTitle: string;
  /** 'MORE MINDSET INSIGHTS', 'MORE TRAINING', ... */
  moreTitle: string;
  /** Sidebar topics. */
  topics: readonly string[];
  /** Sidebar tips: three fixed tips per theme. */
  tips: readonly [string, string, string];
  emptyTitle: string;
  emptyText: string;
  /** 'Loading mindset content...' */
  loadingText: string;
  /** The title saved with a new hero image when the hero has no title of its own. */
  heroSaveFallbackTitle: string;
  editForm: EditFormKind;
  /** Rows of the article text area in the edit dialog. */
  editRows: number;
  /** Whether a failed image refresh shows an error toast (the Gear page shows none, docs/product.md#admin-mode-on-magazine-pages). */
  imageRefreshErrorToast: boolean;
  /** The gradient of cards without an image (and of images that fail to load): THEME_GRADIENTS. */
  gradient: string;
}

/** The hero title: the saved custom title when the hero is active, else the theme's default title. */
export function heroTitle(config: ThemePageConfig, hero: ThemeHero | undefined): string {
  return (hero?.is_active && hero.custom_title?.trim()) || config.theme.title;
}

/** A theme page's configuration from its texts (theme-pages/{theme}.tsx): its theme and its cards' gradient added. */
export function themePageConfig(slug: ThemeSlug, texts: Omit<ThemePageConfig, 'theme' | 'gradient'>): ThemePageConfig {
  return { theme: findTheme(slug)!, gradient: THEME_GRADIENTS[slug], ...texts };
}
