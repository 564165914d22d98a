import { Outlet } from 'react-router';
import { SkipLink } from '../../components/site/skip-link';
import { RouteFocusManager } from '../route-focus';
import { ScrollManager } from '../scroll-manager';

/**
 * Wraps every route: the skip link first, then the page; new pages start at the top, back and forward restore; a new
 * page reached inside the app takes focus at its title, which is announced.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollManager />
      <RouteFocusManager />
    </>
  );
}
