import { EDITABLE_PAGES, findTheme } from '../../lib/themes';

/** Back to the public magazine, from every page of the members' area. */
export const MAGAZINE_LINK = { to: '/publisher', label: 'Magazine' } as const;

/** The editorial dashboard, for staff (the admin account's Admin menu lists it with its tabs). */
export const DASHBOARD_LINK = { to: '/admin', label: 'Dashboard' } as const;

/** Website Editor links for the admin account: the magazine pages in admin mode. */
export const WEBSITE_EDITOR_LINKS = EDITABLE_PAGES.map((page) => ({
  to: `/editor/${page}`,
  label: page === 'publisher' ? 'Magazine home' : (findTheme(page)?.title ?? page),
}));

/** The admin account's other staff links. */
export const ADMIN_LINKS = [
  DASHBOARD_LINK,
  { to: '/website', label: 'Website content' },
  { to: '/premium', label: 'Premium' },
  { to: '/apple-news-ads', label: 'Apple News+ and ads' },
  { to: '/users', label: 'Users' },
] as const;
