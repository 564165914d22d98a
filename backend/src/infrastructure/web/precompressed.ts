import express, { type Request, type RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Every file under `root` by URL path ('/favicon.svg'), with the precompressed copies the build made of it. */
function scan(root: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!path.endsWith('.br') && !path.endsWith('.gz')) {
        const encodings = (['br', 'gzip'] as const).filter((e) => existsSync(path + SUFFIX[e]));
        found.set(`/${relative(root, path).split(sep).join('/')}`, encodings);
      }
    }
  };
  if (existsSync(root)) walk(root);
  return found;
}

/** Brotli when the client takes it (it is the smaller), else gzip, else none. */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding | undefined {
  return available.find((encoding) => req.acceptsEncodings(encoding) === encoding);
}

export interface BuiltFilesOptions {
  /** Cache-Control for the answer for a file's URL path. */
  cacheControl: (path: string) => string;
  /** Paths under `root` never served (the SPA's index.html goes out through the page routes). */
  except?: string[];
}

/**
 * Serves the files the build wrote under `root`: the brotli or gzip copy when the browser accepts it
 * (Content-Encoding, the original's Content-Type, Vary: Accept-Encoding), else the file itself. The list of files is
 * read once at start (the build does not change under a running server), so a request for anything else (a page, an
 * API call) goes on at once, without a look at the disk.
 */
export function serveBuiltFiles(root: string, options: BuiltFilesOptions): RequestHandler {
  const files = scan(root);
  for (const path of options.except ?? []) files.delete(path);
  const plain = express.static(root, { index: false, fallthrough: true, cacheControl: false, dotfiles: 'deny' });
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.size) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const encodings = files.get(path);
    if (!encodings) return next();
    res.setHeader('Cache-Control', options.cacheControl(path));
    if (encodings.length) res.setHeader('Vary', 'Accept-Encoding');
    const chosen = preferredEncoding(req, encodings);
    if (!chosen) return plain(req, res, next);
    res.setHeader('Content-Encoding', chosen);
    res.type(extname(path));
    res.sendFile(join(root, path) + SUFFIX[chosen], { cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        plain(req, res, next);
      }
    });
  };
}
