import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that is safe inside a <script> element (no '</script>' or '<!--' can end it early). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

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

  render(parts: PageParts): string {
    const data = parts.initialData
      ? `<script type="application/json" id="${escapeHtml(parts.initialData.id)}" data-path="${escapeHtml(parts.initialData.path)}">${scriptJson(parts.initialData.value)}</script>`
      : '';
    return this.shell()
      // The page reads without the app: the boot script fetches the app's modules after the first paint.
      .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${escapeHtml(parts.description)}" />`)
      .replace('</head>', () => `${parts.head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>${data}`);
  }
}
