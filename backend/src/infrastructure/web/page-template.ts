import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageChunks } from './page-chunks.js';

/** The page shell when the frontend has not been built (API-only runs): the same head and root the build has. */
const FALLBACK_INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Flying@50</title>
    <meta name="description" content="" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Control characters HTML forbids (Nu: "Forbidden code point"): a title or text pasted from a word processor carries them
 * (Word writes a line break as U+000B, which becomes a space). Tab, line feed, form feed and carriage return stay.
 */
const CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;
export const withoutControls = (text: string): string => text.replace(CONTROLS, (c) => (c === '\u000B' ? ' ' : ''));

/** A page's data without the control characters (so the HTML rendered from it and the data embedded beside it agree). */
const dataWithoutControls = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? withoutControls(v) : v))) as T;

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that is safe inside a <script> element (no '</script>' or '<!--' can end it early), without control characters. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? withoutControls(v) : v)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The site's name in page titles and Open Graph tags. */
export const SITE = 'Flying@50';
/** The picture a shared link of a page without one of its own shows (frontend/public/images; 1200 × 630, as sharing asks). */
export const SHARE_IMAGE = { path: '/images/share.png', width: 1200, height: 630, alt: 'Flying@50: training, racing and recovery for athletes over 50' };

/**
 * The site's logo (frontend/public/favicon.svg: the F50 mark on the accent colour, square, drawn at any size): the
 * publisher's logo in article structured data (schema.org ImageObject; Google asks for one for Article rich results).
 */
export const SITE_LOGO = { path: '/favicon.svg' };

/**
 * The site's icons as frontend/index.html declares them, for the pages the server writes without that template (the
 * newsletter's web copies and small pages): without them a browser asks for /favicon.ico.
 */
export const SITE_ICON_LINKS = `<link rel="icon" type="image/svg+xml" href="${SITE_LOGO.path}" />\n<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`;

/** A query of the app: its key (the API address and parameters), as react-query keeps it. */
export type QueryKey = readonly string[];

/**
 * The server-render contract: what frontend/src/entry-server.tsx offers every server-rendered page. A page module
 * that uses more of its exports (the article page's query keys) extends this interface.
 */
export interface ServerEntry {
  /**
   * #root of the page at `path`, rendered by the app's own routes with these query answers in its cache; `publicUrl`
   * (PUBLIC_URL) for the absolute links it writes (an article's share links).
   */
  renderPageRoot(path: string, queries: Array<[QueryKey, unknown]>, publicUrl?: string): Promise<string>;
}

/** The tag that keeps a page out of search engines (crawlers may fetch it: robots.txt leaves such pages allowed). */
export const NOINDEX_META = '\n    <meta name="robots" content="noindex" />';
/** The same said in the answer's headers (X-Robots-Tag), for crawlers that read the headers before, or without, the page. */
export const NOINDEX_HEADER = ['X-Robots-Tag', 'noindex'] as const;
/** True for a page whose head keeps it out of search engines (it carries NOINDEX_META, or a tag like it). */
export const isNoindexPage = (html: string): boolean => {
  const end = html.indexOf('</head>');
  const head = end < 0 ? html : html.slice(0, end);
  return /<meta\s+name="robots"\s+content="[^"]*noindex/.test(head);
};

/** The id of the embedded answers (the frontend's INITIAL_QUERIES_ID, app/initial-queries.ts). */
const INITIAL_QUERIES_ID = 'initial-queries';

/** One <meta> tag of a page's head (nothing for an empty value). */
export const metaTag = (attr: 'name' | 'property', key: string, value: string | null | undefined): string =>
  value ? `\n    <meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';

/** A page the app renders on the server: its head, and the answers of the queries it shows. */
export interface AppPage {
  /** The page's address: its path, and its query when the page depends on it (`/publisher/training?page=7`). */
  path: string;
  /** The document title (already including the site name). */
  title: string;
  description: string;
  /** More tags for <head> (already escaped). */
  head: string;
  queries: Array<[QueryKey, unknown]>;
  /** The magazine's public address (PUBLIC_URL), for a page that writes absolute links (an article's share links). */
  publicUrl?: string;
}

export interface PageParts {
  /** The document title (already including the site name). */
  title: string;
  description: string;
  /** More tags for <head> (already escaped). */
  head: string;
  /** Markup placed inside #root (server-rendered React). */
  root: string;
  /** Data for the app, embedded as <script type="application/json" id="…" data-path="…">. */
  initialData?: { id: string; path: string; value: unknown };
}

/**
 * The built index.html (frontend/dist) with a page's head tags and rendered root filled in. The server renderer of
 * the frontend (frontend/dist-ssr/entry-server.js, built by `npm run build`) is loaded once, when first needed.
 */
export class PageTemplate {
  private index?: string;
  private build?: string;
  private renderer?: Promise<Record<string, unknown> | undefined>;

  constructor(private readonly frontendDist: string) {}

  private shell(): string {
    if (this.index === undefined) {
      const file = join(this.frontendDist, 'index.html');
      this.index = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_INDEX;
    }
    return this.index;
  }

  /** Changes with every frontend build, so cached pages never point at the assets of an older build. */
  version(): string {
    this.build ??= createHash('sha1').update(this.shell()).digest('hex').slice(0, 10);
    return this.build;
  }

  /** The frontend's server entry (undefined when the frontend is not built). */
  serverEntry<T>(): Promise<T | undefined> {
    this.renderer ??= (async () => {
      const file = join(this.frontendDist, '..', 'dist-ssr', 'entry-server.js');
      return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Record<string, unknown>) : undefined;
    })();
    return this.renderer as Promise<T | undefined>;
  }

  /**
   * The page's HTML: #root rendered by the app's own routes with the page's answers, which are embedded too
   * (`<script type="application/json" id="initial-queries" data-path="…">`) so the browser hydrates without asking
   * again. Without a frontend build, the head alone.
   */
  async renderApp(page: AppPage): Promise<string> {
    const entry = await this.serverEntry<ServerEntry>();
    const { path, title, description, head } = page;
    const queries = dataWithoutControls(page.queries);
    if (!entry) return this.render({ title, description, head, root: '' });
    const root = await entry.renderPageRoot(path, queries, page.publicUrl);
    // `path` may carry a query (a theme's ?page=N): the app is rendered there; the chunks and data-path name the path.
    const pathname = path.split('?')[0];
    return this.render({ title, description, head, root, initialData: { id: INITIAL_QUERIES_ID, path: pathname, value: queries } }, pathname);
  }

  /** The page's HTML; the chunks of the page at `path` join the modules the boot script fetches when it starts the app. */
  render(parts: PageParts, path?: string): string {
    const chunks = path ? pageChunks(this.frontendDist)(path) : [];
    const data = parts.initialData
      ? `<script type="application/json" id="${escapeHtml(parts.initialData.id)}" data-path="${escapeHtml(parts.initialData.path)}">${scriptJson(parts.initialData.value)}</script>`
      : '';
    return this.shell()
      // The page reads without the app: the boot script fetches the app's modules after the first paint.
      .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/data-modules="([^"]*)"/, (_, modules: string) => `data-modules="${[modules, ...chunks].filter(Boolean).join(' ')}"`)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(withoutControls(parts.title))}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${escapeHtml(withoutControls(parts.description))}" />`)
      .replace('</head>', () => `${withoutControls(parts.head)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${withoutControls(parts.root)}</div>${data}`);
  }
}
