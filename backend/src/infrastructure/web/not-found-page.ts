import { escapeHtml, NOINDEX_META, type PageTemplate, SITE, type ServerEntry } from './page-template.js';

/** What the not-found page uses of frontend/src/entry-server.tsx besides the contract every page has. */
interface NotFoundServerEntry extends ServerEntry {
  /** The head of 'Page Not Found' (app/server-pages.ts). */
  NOT_FOUND?: { title: string; description: string };
  /** Which header links are current at the address (components/site/site-nav.ts): all the page's markup depends on. */
  currentNavKey?: (path: string) => string;
}

/** The most shapes of the page kept (one per set of current header links and preloaded chunks: about a dozen). */
const MOST_SHAPES = 64;

let renders = 0;
/** How many times this process has rendered 'Page Not Found' with React (tests: unknown addresses reuse the page). */
export function notFoundRenders(): number {
  return renders;
}

/** The page split around its address (the embedded answers' data-path), so any unknown address fills it in. */
interface Shape {
  before: string;
  after: string;
}

/**
 * 'Page Not Found' for an address the app does not know, rendered with React once per shape of the page and then
 * reused: a stranger asking for random addresses no longer makes the server render the app for each one. The page's
 * markup depends on its address only through the header links it marks current (/premium/anything marks Premium) and
 * the chunks preloaded for it; both are part of the key, so the keys are few (bounded anyway by MOST_SHAPES) and live
 * as long as the process, i.e. one build. The address itself appears once, in data-path, filled in per request.
 */
export function notFoundPages(template: PageTemplate, chunksOf: (path: string) => readonly string[]): (path: string) => Promise<string> {
  const shapes = new Map<string, Promise<Shape | null>>();

  const render = async (entry: NotFoundServerEntry | undefined, path: string) => {
    renders += 1;
    const head = entry?.NOT_FOUND ?? { title: 'Page Not Found', description: '' };
    return template.renderApp({ path, title: `${head.title} | ${SITE}`, description: head.description, head: NOINDEX_META, queries: [] });
  };

  return async (path) => {
    const entry = await template.serverEntry<NotFoundServerEntry>();
    if (!entry?.currentNavKey) return render(entry, path);
    const key = `${entry.currentNavKey(path)}\n${chunksOf(path).join(' ')}`;
    let shape = shapes.get(key);
    if (!shape) {
      // Kept as a promise: the requests arriving while it renders wait for that one rendering.
      shape = render(entry, path).then((html) => {
        const marker = ` data-path="${escapeHtml(path)}"`;
        const at = html.indexOf(marker);
        return at < 0 || html.indexOf(marker, at + 1) >= 0 ? null : { before: html.slice(0, at), after: html.slice(at + marker.length) };
      });
      if (shapes.size < MOST_SHAPES) shapes.set(key, shape);
      // A failed rendering (or one the address cannot be found in) is not kept: the next request tries again.
      shape.then((found) => found ?? shapes.delete(key), () => shapes.delete(key));
    }
    const found = await shape;
    return found ? `${found.before} data-path="${escapeHtml(path)}"${found.after}` : render(entry, path);
  };
}
