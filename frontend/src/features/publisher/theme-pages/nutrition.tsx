import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Nutrition page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const NUTRITION_PAGE: ThemePageConfig = themePageConfig('nutrition', {
  latestTitle: 'LATEST NUTRITION',
  moreTitle: 'MORE NUTRITION',
  topics: ['Everyday Eating', 'Race-Day Fuelling', 'Hydration', 'Protein & Recovery Meals'],
  tips: [
    'Spread your protein across the day, about 25 to 30 grams at each meal.',
    'Practise your race-day fuelling in training, never for the first time on the day.',
    'Drink to thirst on easy days and plan your fluids for long or hot sessions.',
  ],
  emptyTitle: 'No Nutrition Content Yet',
  emptyText: 'Nutrition articles will appear here when they are published.',
  loadingText: 'Loading nutrition content...',
  heroSaveFallbackTitle: 'Nutrition Excellence',
  editForm: 'classic',
  editRows: 15,
  imageRefreshErrorToast: true,
});

/** /publisher/nutrition (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(NUTRITION_PAGE);
