import { Logger } from '@nestjs/common';
import type { Express, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulePreloads, pageChunks } from './page-chunks.js';
import { notFoundPages } from './not-found-page.js';
import { NOINDEX_HEADER, PageTemplate, type ServerEntry } from './page-template.js';
import type { PageFallback } from '../http/error.filter.js';
import { serveBuiltFiles } from './precompressed.js';
import { routeMatcher } from './route-patterns.js';

/** What the loading shell uses of frontend/src/entry-server.tsx besides the contract every page has. */
interface ShellServerEntry extends ServerEntry {
  /**
   * The loading shell of the page at a path: its layout's shape ('members', 'staff' or 'account') and a staff page's
   * area; a staff page asked without a session gets the staff sign-in's ('account', with the area's name).
   */
  loadingShellOf?: (path: string, signedIn: boolean) => { shape: string; area?: string };
  /** #root while the app loads: the header of that layout and 'Loading…' (components/site/loading-shell.tsx). */
  renderLoadingShell?: (shape?: string, area?: string) => string;
}

/** The address whose 'Page Not Found' an unreadable address gets (one the app does not know). */
const UNREADABLE_ADDRESS = '/page-not-found';

/**
 * Serves the built frontend: hashed assets with a year-long immutable cache, everything else with
 * revalidation, and index.html for any non-API GET, with modulepreload links for the chunks of the page at its path
 * (dist/page-chunks.json). Those pages (the members', staff and account pages, drawn by the app in the browser) are
 * kept out of search engines (X-Robots-Tag: noindex). Paths the SPA does not know (dist/route-patterns.json, written
 * by the build) get 404 with the app's 'Page Not Found' page rendered on the server (site header and footer, the way
 * home; robots noindex; rendered once and reused, not once per address), so crawlers, links and readers without
 * JavaScript see a real not-found; an address that cannot be read (broken percent-encoding) gets the same page with 400
 * (the returned fallback's `status`). The pages the app draws in the browser are sent with its loading shell in #root (the
 * header of the page's layout, the members', the staff dashboard's or the account pages', by the route of its path, and
 * a 'Loading…' status; a staff page asked without a session (`signedIn`: the session cookie, looked up when its name
 * alone cannot tell) gets the staff sign-in
 * screen's header, since that is what the app will show; rendered by the frontend's server entry once per shape and
 * area (and month: the staff bar shows it), styled
 * by the page's inline stylesheet): a slow phone paints it at once instead of a blank page until the app's JavaScript
 * has arrived and run; the app renders over it when it starts, its layout drawing the same header while it loads.
 */
export function serveFrontend(
  app: Express,
  dist: string,
  signedIn: (req: Request) => boolean | Promise<boolean> = () => true,
): PageFallback | undefined {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const patternsFile = join(dist, 'route-patterns.json');
  const known = existsSync(patternsFile) ? routeMatcher(JSON.parse(readFileSync(patternsFile, 'utf8')) as string[]) : () => true;
  // Hashed assets a year, immutable; the rest of the build (favicon, images) an hour. A page's path is not a file of
  // the build: it goes on to the page routes without a look at the disk.
  const files = serveBuiltFiles(dist, {
    cacheControl: (path) => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
    except: ['/index.html', '/route-patterns.json', '/build-files.json', '/page-chunks.json'],
  });
  app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : files(req, res, next)));
  // Older iOS, and link previews, ask for this name at the root unasked: it is the one icon (apple-touch-icon.png).
  app.get('/apple-touch-icon-precomposed.png', (_req, res) => res.redirect(301, '/apple-touch-icon.png'));
  // Every page names its icon (/favicon.svg), but a browser still asks for /favicon.ico at the root of what names none
  // (a feed, a sitemap or an API answer opened in a tab): the site's mark as a PNG, which every browser takes there.
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/icons/icon-192.png'));
  // The page's own chunks are preloaded beside the entry's, not fetched once the app has started and found the route.
  const chunks = pageChunks(dist);
  // 'Page Not Found' as the app draws it (StaticRouter at the address: the public layout's catch-all route), rendered
  // once per shape of the page and reused for every unknown address (not-found-page.ts).
  const template = new PageTemplate(dist);
  // The loading shells, rendered once per shape (again when the month changes); an empty #root when the server renderer
  // is not built or fails.
  const shells = new Map<string, Promise<string>>();
  let month = '';
  const failed = (error: unknown) => {
    new Logger('LoadingShell').error(`The loading shell could not be rendered: ${(error as Error)?.stack ?? String(error)}`);
    return '';
  };
  const loadingShell = (path: string, session: boolean): Promise<string> =>
    template.serverEntry<ShellServerEntry>().then((entry) => {
      const { shape, area } = entry?.loadingShellOf?.(path, session) ?? { shape: 'members' };
      const key = `${shape}|${area ?? ''}`;
      const now = new Date().toISOString().slice(0, 7);
      if (now !== month) {
        shells.clear();
        month = now;
      }
      let shell = shells.get(key);
      if (!shell) {
        shell = Promise.resolve()
          .then(() => entry?.renderLoadingShell?.(shape, area) ?? '')
          .catch(failed);
        shells.set(key, shell);
      }
      return shell;
    }, failed);
  const page = async (path: string, signedInNow: boolean | Promise<boolean>) => {
    const root = await loadingShell(path, await signedInNow);
    return indexHtml
      .replace('</head>', () => `${modulePreloads(chunks(path))}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  };
  const logger = new Logger('NotFoundPage');
  const notFound = notFoundPages(template, chunks);
  // Revalidated every time (no-cache): its own ETag, so an unchanged page is a 304 (Express makes none: cache-control.ts).
  // Vary: Cookie, since a staff page's shell depends on the session cookie.
  const send = (res: Response, status: number, html: string) =>
    res
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .setHeader('Vary', 'Cookie')
      .setHeader(...NOINDEX_HEADER)
      .setHeader('ETag', `"${createHash('sha1').update(html).digest('base64url')}"`)
      .send(html);
  return (req, res, status = 404) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/assets/') || req.path.startsWith('/uploads/')) return false;
    if (status === 404 && known(req.path)) {
      void page(req.path, signedIn(req)).then((html) => send(res, 200, html));
      return true;
    }
    // An address that cannot be read gets the frame of an unknown one, not of the route it looks like (an article's).
    notFound(status === 404 ? req.path : UNREADABLE_ADDRESS).then(
      (html) => send(res, status, html),
      // The renderer failed: the app's page all the same, drawn in the browser.
      (error: unknown) => {
        logger.error(`Page Not Found could not be rendered on the server: ${(error as Error)?.stack ?? String(error)}`);
        void page(req.path, signedIn(req)).then((html) => send(res, status, html));
      },
    );
    return true;
  };
}
