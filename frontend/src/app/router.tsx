import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import type { ShellShape } from '../components/site/loading-shell';
import { AREA_NAMES, staffAreaOf } from '../lib/staff-areas';
import { RouteErrorBoundary } from '../components/site/route-error';
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

/** The shape of the loading shell the server sends for `pathname`: its layout's (routes.tsx `shellGroup`), or the members'. */
export function shellShapeOf(pathname: string): ShellShape {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const shell = (match.route.handle as RouteHandle | undefined)?.shell;
    if (shell) return shell;
  }
  return 'members';
}

/**
 * The loading shell the server sends for `pathname` (spa.ts): its shape (`shellShapeOf`) and, for a staff page, the
 * area's name under the logo. A staff page asked without a session (`signedIn` false: no session cookie) will show the
 * staff sign-in screen, so its shell is the account pages' header with the area's name, as that screen draws it (and
 * StaffGate while it asks, without the signed-in hint), not the staff bar. The premium preview has no sign-in of its own:
 * the staff shape, as before.
 */
export function loadingShellOf(pathname: string, signedIn: boolean): { shape: ShellShape; area?: string } {
  const shape = shellShapeOf(pathname);
  if (shape !== 'staff') return { shape };
  const area = staffAreaOf(pathname);
  if (!area) return { shape };
  return { shape: signedIn ? 'staff' : 'account', area: AREA_NAMES[area] };
}

/** The page modules (LazyPage.file) that `pathname` shows: a layout and its page, or one page. */
export function pageFiles(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as RouteHandle | undefined)?.file ?? []);
}

/** Asks the API what the pages that `pathname` shows ask first, beside their chunks (the first page only). */
export function prefetchRoute(pathname: string, client: QueryClient): void {
  for (const match of matchRoutes(routes, pathname) ?? []) (match.route.handle as RouteHandle | undefined)?.prefetch?.(client);
}

/** Loads the chunks of the pages that `pathname` shows, so the first render needs no spinner. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}

/**
 * Loads a page's chunks as soon as the reader shows they mean to open it (the pointer over a link to it, the keyboard
 * focus on it, a touch), so the click finds them loaded and the page appears at once instead of after a spinner.
 * Public pages link to the staff and members' areas too: their chunks load only for a reader who goes for such a link.
 */
export function preloadOnIntent(): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
    const { pathname } = link;
    if (asked.has(pathname) || pathname === window.location.pathname) return;
    asked.add(pathname);
    void preloadRoute(pathname).catch(() => asked.delete(pathname));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
