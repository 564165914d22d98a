import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Training page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const TRAINING_PAGE: ThemePageConfig = themePageConfig('training', {
  latestTitle: 'LATEST TRAINING',
  moreTitle: 'MORE TRAINING',
  topics: ['Endurance Sessions', 'Strength & Conditioning', 'Intervals & Intensity', 'Training Plans'],
  tips: [
    'Build volume by no more than about ten per cent a week, and take an easier week every third or fourth.',
    'Keep two sessions of strength work a week: it protects muscle, bone and joints as you age.',
    'Make most sessions easy so that the few hard ones can be truly hard.',
  ],
  emptyTitle: 'No Training Content Yet',
  emptyText: 'Training articles will appear here when they are published.',
  loadingText: 'Loading training content...',
  heroSaveFallbackTitle: 'Training Excellence',
  editForm: 'classic',
  editRows: 15,
  imageRefreshErrorToast: true,
});

/** /publisher/training (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(TRAINING_PAGE);
