import { themePageConfig, type ThemePageConfig } from '../theme-config';
import { themeRoute } from '../theme-page';

/**
 * The Mindset page's texts. Only its own route loads this module (app/routes.tsx), so the other theme pages and
 * the rest of the site do not download them; the server renders the page from the same module, so hydration finds them.
 */
export const MINDSET_PAGE: ThemePageConfig = themePageConfig('mindset', {
  latestTitle: 'LATEST MINDSET',
  moreTitle: 'MORE MINDSET INSIGHTS',
  topics: ['Goal Setting', 'Visualization', 'Confidence Building', 'Mental Resilience'],
  tips: [
    'Set one clear goal for the season and break it into monthly steps.',
    'Picture the hard part of your race going well before you reach it.',
    'Write down one thing that went well after every session.',
  ],
  emptyTitle: 'No Mindset Content Yet',
  emptyText: 'Mindset articles will appear here when they are published.',
  loadingText: 'Loading mindset content...',
  heroSaveFallbackTitle: 'Mindset Mastery',
  editForm: 'mindset',
  editRows: 12,
  imageRefreshErrorToast: true,
});

/** /publisher/mindset (?page=N) and its month archive. */
export const ThemeRouteOfPage = themeRoute(MINDSET_PAGE);
