import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layouts/route-error';
import { routes, type RouteHandle } from './routes';

/**
 * The app's pages for the current address. The declarative router (BrowserRouter with `useRoutes`) is used rather
 * than a data router: the app loads its data with react-query, and the data router's code would be about 17 KB more
 * JavaScript (gzipped) on every public page.
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary path={location.pathname}>{page}</RouteErrorBoundary>;
}

/** Loads the chunks of the pages that `pathname` shows, so the first render needs no spinner. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}
