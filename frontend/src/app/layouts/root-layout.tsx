import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/site/skip-link';

/** Wraps every route: the skip link first, then the page; scroll position is restored on navigation. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
