import type { ThemeSlug } from '../../../lib/themes';
import type { ThemePageConfig } from '../theme-config';
import { GEAR_PAGE } from './gear';
import { MINDSET_PAGE } from './mindset';
import { NUTRITION_PAGE } from './nutrition';
import { RACING_PAGE } from './racing';
import { RECOVERY_PAGE } from './recovery';
import { TRAINING_PAGE } from './training';

/**
 * The six theme pages' texts together: for admin mode (/admin/{theme}, a staff chunk) and the tests. The public theme
 * pages each load only their own module (app/routes.tsx).
 */
export const THEME_PAGES: Record<ThemeSlug, ThemePageConfig> = {
  training: TRAINING_PAGE,
  nutrition: NUTRITION_PAGE,
  recovery: RECOVERY_PAGE,
  mindset: MINDSET_PAGE,
  gear: GEAR_PAGE,
  racing: RACING_PAGE,
};
