import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Recovery page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const RECOVERY_PAGE: ThemePageConfig = themePageConfig('recovery', {
  latestTitle: 'LATEST RECOVERY',
  moreTitle: 'MORE RECOVERY',
  topics: ['Sleep', 'Mobility & Flexibility', 'Rest Days', 'Injury Prevention'],
  tips: [
    'Aim for seven to nine hours of sleep: it is when most of your adaptation happens.',
    'Allow an extra day between hard sessions compared with when you were younger.',
    'A short mobility routine every day does more than a long one once a week.',
  ],
  emptyTitle: 'No Recovery Content Yet',
  emptyText: 'Recovery articles will appear here when they are published.',
  loadingText: 'Loading recovery content...',
  heroSaveFallbackTitle: 'Recovery Excellence',
  editForm: 'classic',
  editRows: 12,
  imageRefreshErrorToast: true,
});

/** /publisher/recovery (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(RECOVERY_PAGE);
