import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePattern } from './route-patterns.js';

/** The build's table (frontend/build/page-chunks.ts): for each route pattern, the URLs of the chunks its page needs. */
const PAGE_CHUNKS = 'page-chunks.json';

/** The URLs of the chunks the page at a path needs beyond the app's entry (which every page names already). */
export type PageChunks = (path: string) => readonly string[];

const loaded = new Map<string, PageChunks>();

/**
 * The page chunks of a frontend build, from its table (none for a build without one). Read once per build folder: the
 * build does not change under a running server.
 */
export function pageChunks(frontendDist: string): PageChunks {
  let found = loaded.get(frontendDist);
  if (!found) {
    const file = join(frontendDist, PAGE_CHUNKS);
    const table = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
    const routes = Object.entries(table).map(([pattern, urls]) => ({ match: routePattern(pattern), urls }));
    found = (path) => routes.find((route) => route.match.test(path))?.urls ?? [];
    loaded.set(frontendDist, found);
  }
  return found;
}

/** `<link rel="modulepreload">` for each URL, as Vite writes them into index.html. */
export const modulePreloads = (urls: readonly string[]): string =>
  urls.map((url) => `\n    <link rel="modulepreload" crossorigin href="${url}">`).join('');
