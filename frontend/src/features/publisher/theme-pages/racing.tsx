import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Racing page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const RACING_PAGE: ThemePageConfig = themePageConfig('racing', {
  latestTitle: 'LATEST RACING',
  moreTitle: 'MORE RACING INSIGHTS',
  topics: ['Race Strategy', 'Pacing & Tactics', 'Course Analysis', 'Community Stories'],
  tips: [
    'Start slower than you feel you should: the first ten minutes decide the last hour.',
    'Walk or ride the course, or study its profile, before race day.',
    'Lay out your kit the night before and check it against a written list.',
  ],
  emptyTitle: 'No Racing Content Yet',
  emptyText: 'Racing articles will appear here when they are published.',
  loadingText: 'Loading racing content...',
  heroSaveFallbackTitle: 'Racing Excellence',
  editForm: 'review',
  editRows: 12,
  imageRefreshErrorToast: true,
});

/** /publisher/racing (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(RACING_PAGE);
