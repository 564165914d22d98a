// The one app module the Vite config imports (knownRoutePatterns): its imports name their file, as Node's own loader needs.
import { EDITABLE_PAGES, THEMES } from '../lib/themes.ts';

/** Addresses that open the editorial dashboard (each on its own tab). */
export const DASHBOARD_PATHS = [
  '/admin',
  '/admin/content-calendar',
  '/admin/editorial-calendar',
  '/website',
  '/apple-news-ads',
  '/users',
] as const;

/** Pages inside the member wrapper. */
export const MEMBER_PATHS = ['/journal', '/my-journey', '/journal-dashboard', '/journal-old', '/journal/print', '/profile', '/library'] as const;

/** The pages of e-mailed links and the password-reset request. */
export const ACCOUNT_PATHS = ['/forgot-password', '/reset-password', '/accept-invitation', '/change-email'] as const;

/**
 * Every address the app answers, as react-router patterns (routes.test.ts checks they match the router).
 * The build writes them to dist/route-patterns.json so the server can answer other paths with 404.
 */
export function knownRoutePatterns(): string[] {
  return [
    '/',
    '/publisher',
    '/about',
    ...THEMES.flatMap((theme) => [`/publisher/${theme.slug}`, `/publisher/${theme.slug}/archive`, `/publisher/${theme.slug}/archive/:month`]),
    '/article/:idOrSlug',
    '/premium',
    '/premium/welcome',
    '/search',
    '/privacy',
    '/newsletter',
    '/content-generator',
    ...THEMES.map((theme) => `/${theme.slug}`),
    ...EDITABLE_PAGES.map((page) => `/editor/${page}`),
    '/community',
    ...DASHBOARD_PATHS,
    '/admin/content-generator',
    ...EDITABLE_PAGES.map((page) => `/admin/${page}`),
    ...THEMES.flatMap((theme) => [`/admin/${theme.slug}/archive`, `/admin/${theme.slug}/archive/:month`]),
    '/premium-preview/:id',
    '/community/auth',
    ...MEMBER_PATHS,
    ...ACCOUNT_PATHS,
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
  ];
}
