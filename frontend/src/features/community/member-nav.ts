import { EDITABLE_PAGES, findTheme } from '../../lib/themes';

/** Website Editor links for the admin account: the magazine pages in admin mode. */
export const WEBSITE_EDITOR_LINKS = EDITABLE_PAGES.map((page) => ({
  to: `/editor/${page}`,
  label: page === 'publisher' ? 'Magazine home' : (findTheme(page)?.title ?? page),
}));

/** The admin account's other staff links. */
export const ADMIN_LINKS = [
  { to: '/website', label: 'Website content' },
  { to: '/premium', label: 'Premium' },
  { to: '/apple-news-ads', label: 'Apple News+ and ads' },
  { to: '/users', label: 'Users' },
] as const;
