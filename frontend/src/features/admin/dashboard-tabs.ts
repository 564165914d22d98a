/** The admin dashboard's tabs, and which one each staff address opens on. */
export type DashboardTab = 'website' | 'premium' | 'apple-news' | 'ads' | 'newsletter' | 'user-management';

export interface DashboardTabInfo {
  value: DashboardTab;
  label: string;
  heading: string;
  summary: string;
}

export const DASHBOARD_TABS: readonly DashboardTabInfo[] = [
  {
    value: 'website',
    label: 'Website',
    heading: 'Website content',
    summary:
      'Generate, edit, preview and publish the public magazine articles for the six themes, and choose the hero article of the magazine home.',
  },
  {
    value: 'premium',
    label: 'Premium',
    heading: 'Premium content',
    summary:
      'Create and edit the premium coaching articles for subscribers, theme by theme, and preview them as members will read them.',
  },
  {
    value: 'apple-news',
    label: 'Apple News+',
    heading: 'Apple News+ editorial calendar',
    summary:
      'Plan the six-week editorial cycle week by week: each week has a theme, a suggested or published title and its status.',
  },
  {
    value: 'ads',
    label: 'Ads',
    heading: 'Advertisements',
    summary:
      'Manage the sponsored placements shown across the magazine: create, edit, switch on or off and delete ads, and choose the pages they appear on.',
  },
  {
    value: 'newsletter',
    label: 'Newsletter',
    heading: 'Newsletter',
    summary: 'The weekly digest and the articles sent as newsletters, with how many went out or failed; administrators also see the subscribers with their status.',
  },
  {
    value: 'user-management',
    label: 'Users',
    heading: 'User Management',
    summary: 'Community accounts, free and premium, staff invitations and roles, the API keys other programs use, and the audit log of staff changes.',
  },
];

const TAB_BY_PATH: Record<string, DashboardTab> = {
  '/website': 'website',
  '/apple-news-ads': 'apple-news',
  '/admin/content-calendar': 'apple-news',
  '/admin/editorial-calendar': 'apple-news',
  '/users': 'user-management',
};

/** The tab a dashboard address opens on (/admin itself opens the Website tab). */
export function tabForPath(pathname: string): DashboardTab {
  return TAB_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'website';
}
