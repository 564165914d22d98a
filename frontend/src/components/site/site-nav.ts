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
