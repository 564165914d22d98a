import express, { type Express, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built frontend: hashed assets with a year-long immutable cache, everything else with
 * revalidation, and index.html for any non-API GET the router does not know (client-side routes).
 */
export function serveFrontend(app: Express, dist: string): ((req: Request, res: Response) => boolean) | undefined {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/assets/')) return false;
    res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(indexHtml);
    return true;
  };
}
