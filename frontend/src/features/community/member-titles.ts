/** The member wrapper's header title (and subtitle) for each address. */
export function memberTitle(pathname: string): { title: string; subtitle?: string } {
  switch (pathname.replace(/\/+$/, '')) {
    case '/journal':
      return { title: 'Insights Guide' };
    case '/my-journey':
    case '/journal-dashboard':
      return { title: 'My Insights' };
    case '/journal-old':
      return { title: 'Classic Journal' };
    // Not one of the spec's member pages: what a printed month is headed with, under the logo.
    case '/journal/print':
      return { title: 'Training Journal' };
    case '/profile':
      return { title: 'Profile Settings' };
    case '/library':
      return { title: 'Insights Library', subtitle: 'Your saved Premium coaching articles' };
    // Not one of the spec's member pages: a title of its own, not 'Flying@50 Insights' under the 'Flying@50' logo.
    case '/premium/welcome':
      return { title: 'Premium Membership' };
    default:
      return { title: 'Flying@50 Insights' };
  }
}
