import { ADS_KEY, FEATURED_KEY, HERO_KEY, LATEST_KEY, MOST_READ_KEY, THEME_COUNTS_KEY, themeHeroKey } from '../features/publisher/publisher-api';
import { searchQueryKey, searchTerms } from '../lib/search-terms';
import { THEMES } from '../lib/themes';
import { monthParam, monthsTitle, monthTitle, numberedPageTitle, pageParam, themeMonthPageKey, themeMonthsKey, themePageKey } from '../features/publisher/theme-archive-api';
import { THEME_DESCRIPTIONS } from '../lib/theme-descriptions';
import { ARCHIVE_TITLE, archiveKey, isArchiveCursor } from '../features/newsletter/newsletter-archive-api';

/** A public page the server renders: its head, and the queries (API addresses) whose answers it shows, and no more. */
export interface ServerPage {
  /** The document title without the site name (as `usePageTitle` sets it). */
  title: string;
  description: string;
  queries: ReadonlyArray<readonly string[]>;
  /** Kept out of search engines (robots noindex, no canonical): the sign-in page and search results. */
  noindex?: boolean;
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
      { title: theme.title, description: THEME_DESCRIPTIONS[theme.slug], queries: [themePageKey(theme.slug, 1), FEATURED_KEY, themeHeroKey(theme.slug), ADS_KEY, THEME_COUNTS_KEY] },
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
  // The sign-in card, the same for everyone: who is signed in is asked by the browser (a member goes on to /journal),
  // and ?next= is read there too (lib/return-path.ts), never by the server.
  '/community/auth': {
    title: 'Sign in to Insights',
    description: 'Sign in to Flying@50 Insights, your personal training insights guide, or create an account.',
    queries: [],
    noindex: true,
  },
};

/**
 * The search page: the first page of results of ?q= with their answer (docs/magazine-ui.md#search); without words, or
 * with more than the API answers, the empty search page. The pages after it (?offset=, ?before=) are drawn by the app.
 */
function searchPage(search: string): ServerPage | undefined {
  const terms = searchTerms(new URLSearchParams(search));
  if (terms.offset !== 0 || terms.before !== null) return undefined;
  const { query } = terms;
  return query
    ? { title: `Search: ${query}`, description: `Articles of the Flying@50 magazine that match "${query}".`, queries: [searchQueryKey(terms)], noindex: true }
    : { title: 'Search', description: 'Search the Flying@50 magazine: training, nutrition, recovery, mindset, gear and racing.', queries: [], noindex: true };
}

/** The head of 'Page Not Found' (NotFoundPage): an address naming no page, whether the app knows its pattern or not. */
export const NOT_FOUND: Omit<ServerPage, 'queries'> = { title: 'Page Not Found', description: 'We could not find the page you asked for.' };

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

/**
 * The newsletter archive (/newsletter): its first page, or the older issues before a cursor (?before=, the 'Older
 * issues' link); a malformed cursor names no page ('Page Not Found'; the server answers it 404).
 */
function archivePageOf(search: string): ServerPage | undefined {
  const params = new URLSearchParams(search);
  const before = params.get('before');
  if (before === null) return search ? undefined : { title: ARCHIVE_TITLE, description: ARCHIVE_DESCRIPTION, queries: [archiveKey(null)] };
  if ([...params.keys()].join() !== 'before' || !isArchiveCursor(before)) return { ...NOT_FOUND, queries: [] };
  return { title: `${ARCHIVE_TITLE}: older issues`, description: ARCHIVE_DESCRIPTION, queries: [archiveKey(before)] };
}

const ARCHIVE_DESCRIPTION = 'Every Flying@50 newsletter sent so far, newest first, to read in your browser, and the sign-up for the next ones.';

/** The server-rendered page at `path` (exactly as the router writes it, with its query when it depends on one), or undefined. */
export function serverPage(location: string): ServerPage | undefined {
  const at = location.indexOf('?');
  const [path, search] = at < 0 ? [location, ''] : [location.slice(0, at), location.slice(at + 1)];
  if (path === '/search') return searchPage(search);
  if (path === '/newsletter') return archivePageOf(search);
  if (!search && Object.hasOwn(PAGES, path)) return PAGES[path];
  return path.startsWith('/publisher/') ? archivePage(path, search) : undefined;
}
