import type { ThemeSlug } from '../../lib/themes';

// What the home and article pages need of the themes' looks, apart from the theme pages' texts (theme-config.ts), so
// those pages do not load the six theme pages' configuration.

/** The gradient of each theme's cards without an image (and of images that fail to load). */
export const THEME_GRADIENTS: Record<ThemeSlug, string> = {
  training: 'from-[#0c6663] to-[#16324f]',
  nutrition: 'from-[#7a4d00] to-[#3d5a1e]',
  recovery: 'from-[#1f4e79] to-[#0c6663]',
  mindset: 'from-[#5b3a8c] to-[#16324f]',
  gear: 'from-[#33363b] to-[#0c6663]',
  racing: 'from-[#8f1c13] to-[#16324f]',
};

/** The gradient of cards whose article has no theme. */
export const HOME_GRADIENT = 'from-[#0c6663] to-[#16324f]';

/** The image shown when a hero image is missing or fails to load. */
export const DEFAULT_HERO_IMAGE = '/images/hero-default.svg';
