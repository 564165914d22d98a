import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = new Map<string, string[]>();

/**
 * The built index.html's inline scripts (the head's few lines that set light or dark pages and the text size before
 * the first paint, frontend/index.html), read once. None without a frontend build (an API-only run).
 */
export function inlineScripts(frontendDist: string): string[] {
  let scripts = read.get(frontendDist);
  if (!scripts) {
    const file = join(frontendDist, 'index.html');
    scripts = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!) : [];
    read.set(frontendDist, scripts);
  }
  return scripts;
}

/**
 * The Content-Security-Policy sources ('sha256-…') of those scripts, so `script-src` allows exactly those besides the
 * site's own files, and no other inline script.
 */
export function inlineScriptSources(frontendDist: string): string[] {
  return inlineScripts(frontendDist).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The same scripts as tags, for a page the server draws without the app (the newsletter's own pages): the page then
 * follows the light or dark and the text size chosen on the device, as the app's pages do. The CSP allows them by
 * their hashes, so they must be these very bytes.
 */
export const inlineScriptTags = (frontendDist: string): string => inlineScripts(frontendDist).map((body) => `<script>${body}</script>`).join('\n');
