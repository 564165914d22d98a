import { Outlet } from 'react-router';
import { SkipLink } from '../../components/site/skip-link';
import { ScrollManager } from '../scroll-manager';

/** Wraps every route: the skip link first, then the page; new pages start at the top, back and forward restore. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollManager />
    </>
  );
}
