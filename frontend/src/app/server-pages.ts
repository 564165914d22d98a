import { ADS_KEY, FEATURED_KEY, HERO_KEY, LATEST_KEY, MOST_READ_KEY, THEME_COUNTS_KEY, themeArticlesKey, themeHeroKey } from '../features/publisher/publisher-api';
import { THEMES } from '../lib/themes';

/** A public page the server renders: its head, and the queries (API addresses) whose answers it shows, and no more. */
export interface ServerPage {
  /** The document title without the site name (as `usePageTitle` sets it). */
  title: string;
  description: string;
  queries: ReadonlyArray<readonly string[]>;
}

const MAGAZINE: ServerPage = {
  title: 'Magazine',
  description:
    'Flying@50 is the magazine and training journal for athletes over 50: training, nutrition, recovery, mindset, gear and racing.',
  queries: [LATEST_KEY, FEATURED_KEY, HERO_KEY, ADS_KEY, MOST_READ_KEY, THEME_COUNTS_KEY],
};

const PAGES: Record<string, ServerPage> = {
  '/': MAGAZINE,
  '/publisher': MAGAZINE,
  ...Object.fromEntries(
    THEMES.map((theme) => [
      `/publisher/${theme.slug}`,
      { title: theme.title, description: theme.description, queries: [themeArticlesKey(theme.slug), FEATURED_KEY, themeHeroKey(theme.slug), ADS_KEY, THEME_COUNTS_KEY] },
    ]),
  ),
  '/about': {
    title: 'About',
    description: 'Flying@50: coaching, a training journal with AI insights and a magazine for runners, cyclists, swimmers and triathletes over 50.',
    queries: [],
  },
  '/privacy': {
    title: 'Privacy policy',
    description: 'What Flying@50 keeps about you, why, who else handles it (OpenAI, Stripe) and for how long; how to download or delete your data.',
    queries: [],
  },
  '/premium': {
    title: 'Premium',
    description: 'Flying@50 Premium: in-depth reports, personal AI coaching insights and a saved-reports library for athletes over 50.',
    // The plans (mode and prices): the pricing card is drawn on the server as the app draws it.
    queries: [['/api/billing/plans']],
  },
};

/** The server-rendered page at `path` (exactly as the router writes it), or undefined. */
export function serverPage(path: string): ServerPage | undefined {
  return Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
}

/** Where the server puts the answers a page was rendered with (see main.tsx). */
export const INITIAL_QUERIES_ID = 'initial-queries';
