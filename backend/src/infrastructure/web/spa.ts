import type { Express, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulePreloads, pageChunks } from './page-chunks.js';
import { serveBuiltFiles } from './precompressed.js';
import { routeMatcher } from './route-patterns.js';

/**
 * Serves the built frontend: hashed assets with a year-long immutable cache, everything else with
 * revalidation, and index.html for any non-API GET, with modulepreload links for the chunks of the page at its path
 * (dist/page-chunks.json). Paths the SPA does not know (dist/route-patterns.json, written by the build) get the same page
 * with status 404, so crawlers and links see a real not-found.
 */
export function serveFrontend(app: Express, dist: string): ((req: Request, res: Response) => boolean) | undefined {
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
  // The page's own chunks are preloaded beside the entry's, not fetched once the app has started and found the route.
  const chunks = pageChunks(dist);
  const page = (path: string) => indexHtml.replace('</head>', () => `${modulePreloads(chunks(path))}\n  </head>`);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/assets/') || req.path.startsWith('/uploads/')) return false;
    const html = page(req.path);
    // Revalidated every time (no-cache): its own ETag, so an unchanged page is a 304 (Express makes none: cache-control.ts).
    res
      .status(known(req.path) ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .setHeader('ETag', `"${createHash('sha1').update(html).digest('base64url')}"`)
      .send(html);
    return true;
  };
}
