import type { Request, RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Every file under `root` that has precompressed copies (made by the build), by URL path, with the encodings. */
function scan(root: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!path.endsWith('.br') && !path.endsWith('.gz')) {
        const encodings = (['br', 'gzip'] as const).filter((e) => existsSync(path + SUFFIX[e]));
        if (encodings.length) found.set(`/${relative(root, path).split(sep).join('/')}`, encodings);
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

export interface PrecompressedOptions {
  /** Cache-Control for the answers. */
  cacheControl: string;
}

/**
 * Sends the brotli or gzip copy the build made of a static file when the browser accepts it (Content-Encoding, the
 * original's Content-Type, Vary: Accept-Encoding); other requests fall through to express.static. The list of copies
 * is read once at start (the build does not change under a running server).
 */
export function servePrecompressed(root: string, options: PrecompressedOptions): RequestHandler {
  const files = scan(root);
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
    res.setHeader('Vary', 'Accept-Encoding');
    const chosen = preferredEncoding(req, encodings);
    if (!chosen) return next();
    res.setHeader('Content-Encoding', chosen);
    res.setHeader('Cache-Control', options.cacheControl);
    res.type(extname(path));
    res.sendFile(join(root, path) + SUFFIX[chosen], { cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}
