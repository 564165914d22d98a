import { THEMES } from '../../lib/themes';

export interface NavItem {
  to: string;
  label: string;
}

/** Main links of the public header. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/publisher', label: 'Magazine' },
  { to: '/journal', label: 'My Insights' },
  { to: '/premium', label: 'Premium' },
  { to: '/admin', label: 'Admin' },
];

/** The six theme pages. */
export const THEME_NAV: readonly NavItem[] = THEMES.map((theme) => ({
  to: `/publisher/${theme.slug}`,
  label: theme.label,
}));
