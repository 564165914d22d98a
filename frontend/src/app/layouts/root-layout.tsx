import { Outlet } from 'react-router';
import { SkipLinks } from '../../components/site/skip-link';
import { RouteFocusManager } from '../route-focus';
import { ScrollManager } from '../scroll-manager';

/**
 * Wraps every route: the skip links first (the page's own after 'Skip to main content'), then the page; new pages start at the top, back and forward restore; a new
 * page reached inside the app takes focus at its title, which is announced.
 */
export function RootLayout() {
  return (
    <SkipLinks>
      <Outlet />
      <ScrollManager />
      <RouteFocusManager />
    </SkipLinks>
  );
}
