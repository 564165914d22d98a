import { THEMES } from '../../lib/themes';

export interface NavItem {
  to: string;
  label: string;
}

/** The premium page: in the header's main links, and the mobile menu's Premium Content group. */
export const PREMIUM_NAV: NavItem = { to: '/premium', label: 'Premium' };

/** Main links of the public header. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/publisher', label: 'Magazine' },
  { to: '/journal', label: 'My Insights' },
  PREMIUM_NAV,
  { to: '/admin', label: 'Admin' },
];

/** The six theme pages. */
export const THEME_NAV: readonly NavItem[] = THEMES.map((theme) => ({
  to: `/publisher/${theme.slug}`,
  label: theme.label,
}));

/**
 * Which header links are current at `path` (NavLink's rule: the address is the link's or lies under it, any case),
 * joined: the one thing of the 'Page Not Found' page that depends on its address (the server renders that page once
 * for each, however many unknown addresses it is asked for).
 */
export function currentNavKey(path: string): string {
  // As NavLink compares them: the address as it came (escapes left as they are), in lower case.
  const lower = path.split(/[?#]/)[0].toLowerCase();
  // Every link of the header; '/publisher' is current only at its own address (NavLink `end`, site-header.tsx).
  return [...PRIMARY_NAV, ...THEME_NAV].filter(({ to }) => lower === to || (to !== '/publisher' && lower.startsWith(`${to}/`)))
    .map(({ to }) => to)
    .join(' ');
}
