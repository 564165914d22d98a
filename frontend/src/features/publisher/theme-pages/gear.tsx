import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Gear page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const GEAR_PAGE: ThemePageConfig = themePageConfig('gear', {
  latestTitle: 'LATEST GEAR REVIEWS',
  moreTitle: 'MORE GEAR INSIGHTS',
  topics: ['Performance Tech', 'Safety Equipment', 'Analysis Tools', 'Accessories'],
  tips: [
    'Get a professional bike fit before you spend money on lighter parts.',
    'Lights and bright clothing, front and back, day and night.',
    'Replace running shoes every 500 to 800 kilometres, sooner if your joints complain.',
  ],
  emptyTitle: 'No Gear Content Yet',
  emptyText: 'Gear reviews will appear here when they are published.',
  loadingText: 'Loading gear content...',
  heroSaveFallbackTitle: 'Gear Excellence',
  editForm: 'review',
  editRows: 12,
  imageRefreshErrorToast: false,
});

/** /publisher/gear (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(GEAR_PAGE);
