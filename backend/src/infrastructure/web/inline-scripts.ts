import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy sources ('sha256-…') of the built index.html's inline scripts (the head's few lines that
 * set light or dark pages and the text size before the first paint, frontend/index.html), so `script-src` allows
 * exactly those besides the site's own files, and no other inline script. None without a frontend build (an API-only
 * run).
 */
export function inlineScriptSources(frontendDist: string): string[] {
  const file = join(frontendDist, 'index.html');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}
