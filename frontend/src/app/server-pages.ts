import { ADS_KEY, FEATURED_KEY, HERO_KEY, LATEST_KEY, MOST_READ_KEY, THEME_COUNTS_KEY, themeHeroKey } from '../features/publisher/publisher-api';
import { THEMES } from '../lib/themes';
import { monthParam, monthsTitle, monthTitle, numberedPageTitle, pageParam, themeMonthPageKey, themeMonthsKey, themePageKey } from '../features/publisher/theme-archive-api';

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
      { title: theme.title, description: theme.description, queries: [themePageKey(theme.slug, 1), FEATURED_KEY, themeHeroKey(theme.slug), ADS_KEY, THEME_COUNTS_KEY] },
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

const NOT_FOUND: Omit<ServerPage, 'queries'> = { title: 'Page Not Found', description: 'We could not find the page you asked for.' };

/**
 * A theme's numbered pages and month archive (docs/magazine-ui.md): /publisher/{theme}?page=N (N from 2),
 * /publisher/{theme}/archive and /publisher/{theme}/archive/YYYY-MM?page=N. An address naming no page (a malformed
 * page or month) shows 'Page Not Found' in the page's frame; the server answers it 404.
 */
function archivePage(path: string, search: string): ServerPage | undefined {
  const [, , slug, archive, month, extra] = path.split('/');
  const theme = THEMES.find((item) => item.slug === slug);
  if (!theme || extra !== undefined || (archive !== undefined && archive !== 'archive')) return undefined;
  const page = pageParam(new URLSearchParams(search).get('page'));
  if (archive === undefined) {
    if (page === 1) return undefined;
    return page === undefined
      ? { ...NOT_FOUND, queries: [ADS_KEY] }
      : { title: numberedPageTitle(theme.title, page), description: `Page ${page} of the ${theme.title} articles, newest first.`, queries: [themePageKey(theme.slug, page), ADS_KEY] };
  }
  if (month === undefined) {
    return { title: monthsTitle(theme.title), description: `Every month of ${theme.title} articles, with how many each has.`, queries: [themeMonthsKey(theme.slug), ADS_KEY] };
  }
  const valid = monthParam(month);
  if (!valid || page === undefined) return { ...NOT_FOUND, queries: [ADS_KEY] };
  return { title: monthTitle(theme.title, valid, page), description: `The ${theme.title} articles of ${valid}, newest first.`, queries: [themeMonthPageKey(theme.slug, valid, page), ADS_KEY] };
}

/** The server-rendered page at `path` (exactly as the router writes it, with its query when it depends on one), or undefined. */
export function serverPage(location: string): ServerPage | undefined {
  const [path, search = ''] = location.split('?');
  if (!search && Object.hasOwn(PAGES, path)) return PAGES[path];
  return path.startsWith('/publisher/') ? archivePage(path, search) : undefined;
}

/** Where the server puts the answers a page was rendered with (see main.tsx). */
export const INITIAL_QUERIES_ID = 'initial-queries';
