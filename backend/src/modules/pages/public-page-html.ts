import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../config/app-config.js';
import type { CachedAnswer } from '../../infrastructure/cache/cache-store.js';
import { PublicCache, type PublicRead } from '../../infrastructure/cache/public-cache.js';
import { EDGE_HTML_KEY } from '../../infrastructure/cache/edge-policy.js';
import { escapeHtml, metaTag, PageTemplate, SHARE_IMAGE, SITE, type QueryKey, type ServerEntry } from '../../infrastructure/web/page-template.js';
import { readFor } from './page-reads.js';
import { THEME_PAGES } from '../website/index.js';
import { FRONTEND_DIST } from '../../config/frontend-dist.js';

const HTML = 'text/html; charset=utf-8';
const THEME_PAGE_PATH = new RegExp(`^/publisher/(${THEME_PAGES.join('|')})$`);

/** A numbered page's answer (a theme's page N, a month's page N): what rel=prev/next are made from. */
interface Numbered {
  page: number;
  page_count: number;
}
const isNumbered = (value: unknown): value is Numbered =>
  typeof (value as Numbered | null)?.page === 'number' && typeof (value as Numbered | null)?.page_count === 'number';

/**
 * rel=prev and rel=next of a paged page (a theme page, which shows page 1 of its numbered pages, and its ?page=N; a
 * month of its archive): from the numbered answer it shows.
 */
export function pagingLinks(path: string, values: readonly unknown[]): { prev?: string; next?: string } {
  const [base] = path.split('?');
  const at = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  const numbered = values.find(isNumbered);
  if (numbered) {
    return { ...(numbered.page > 1 ? { prev: at(numbered.page - 1) } : {}), ...(numbered.page < numbered.page_count ? { next: at(numbered.page + 1) } : {}) };
  }
  return {};
}

/** A public page as the frontend describes it (app/server-pages.ts): its head and the queries (API addresses) it shows. */
export interface ServerPage {
  title: string;
  description: string;
  queries: ReadonlyArray<QueryKey>;
  /** Kept out of search engines: robots noindex, no canonical (the sign-in page, search results). */
  noindex?: boolean;
}

/** What the public pages use of frontend/src/entry-server.tsx besides the contract every page has. */
interface PagesServerEntry extends ServerEntry {
  /** The public page at a location (its path, and its query when it depends on one), if it is one. */
  serverPage(location: string): ServerPage | undefined;
}

/** A public page the server can render: its head and the public reads it shows. */
export interface RenderablePage {
  path: string;
  title: string;
  description: string;
  reads: Array<[QueryKey, PublicRead]>;
  /** How long its HTML may be kept without a content event (the shortest of its reads'), if limited. */
  ttlMs?: number;
  /** Its reads' tags: the events purging any of them purge the page. */
  tags: string[];
  noindex?: boolean;
}

/**
 * The HTML of the magazine's public pages other than articles (home, theme pages, /about, /premium): index.html with
 * the page's title, description, canonical link and Open Graph tags, #root rendered by the frontend's own routes
 * (frontend/src/entry-server.tsx) from the cached public reads the page shows, and those answers embedded
 * (`initial-queries`) so the app starts with them and takes over without a flash or a second request.
 */
@Injectable()
export class PublicPageHtml {
  private readonly template: PageTemplate;
  /** What `find` made of each address: the same for the life of the process (one build). Bounded: the route names a
   * dozen paths (in any letter case) and the theme archive's numbered pages and months. */
  private readonly found = new Map<string, Promise<RenderablePage | undefined>>();

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly queries: QueryBus,
    private readonly cache: PublicCache,
  ) {
    this.template = new PageTemplate(FRONTEND_DIST);
  }

  /** The frontend build the pages are made from (part of their cache key). */
  get version(): string {
    return this.template.version();
  }

  /** The page at `path` when the frontend is built and renders it on the server, else undefined. */
  find(path: string): Promise<RenderablePage | undefined> {
    let page = this.found.get(path);
    if (!page) {
      if (this.found.size >= 512) this.found.clear();
      this.found.set(path, (page = this.describe(path)));
    }
    return page;
  }

  /**
   * The page at `location` as the frontend describes it, read anew each time (for addresses without bound, as searches
   * are: `find` remembers what it made of each); undefined when the frontend is not built or renders no such page.
   */
  async pageAt(location: string): Promise<ServerPage | undefined> {
    const entry = await this.template.serverEntry<PagesServerEntry>();
    return entry?.serverPage?.(location);
  }

  private async describe(path: string): Promise<RenderablePage | undefined> {
    const page = await this.pageAt(path);
    if (!page) return undefined;
    const reads = page.queries.map((key): [QueryKey, PublicRead] => {
      const read = readFor(key);
      if (!read) throw new Error(`The page ${path} shows ${key.join('/')}, which is not a cached public read.`);
      return [key, read];
    });
    const limits = reads.map(([, read]) => read.ttlMs).filter((ttl): ttl is number => ttl !== undefined);
    const tags = [...new Set(reads.flatMap(([, read]) => read.tags))];
    return {
      path,
      title: page.title,
      description: page.description,
      reads,
      tags,
      ...(limits.length ? { ttlMs: Math.min(...limits) } : {}),
      ...(page.noindex ? { noindex: true } : {}),
    };
  }

  /** The page's HTML from the public cache (rendered on a miss; `current`: never the copy a soft purge marked stale). */
  cached(page: RenderablePage, current = false): Promise<CachedAnswer> {
    return this.cache.get(`page-html:${this.version}:${page.path}`, () => this.render(page), { type: HTML, tags: [...page.tags, EDGE_HTML_KEY], ttlMs: page.ttlMs, current });
  }

  /** Renders the page at `path` into the cache again (after a purge), with the reads it shows; nothing without a frontend build. */
  async warm(path: string): Promise<void> {
    const page = await this.find(path);
    if (page) await this.cached(page, true);
  }

  /**
   * The page's HTML. `missing`: the page of an address that names nothing (a page past the archive's last, a month
   * without articles): the reads that are not found are answered null (the app shows 'Page Not Found' in the page's
   * frame), with robots noindex and no canonical; it is sent with status 404 and never cached.
   */
  async render(page: RenderablePage, missing = false): Promise<string> {
    const queries = await Promise.all(
      page.reads.map(async ([key, read]): Promise<[QueryKey, unknown]> => [
        key,
        await this.cache.readValue(this.queries, read).catch((error: unknown) => {
          if (missing && error instanceof NotFoundException) return null;
          throw error;
        }),
      ]),
    );
    return this.renderWith(page, queries, missing);
  }

  /** The page's head around an empty #root, for the app to draw in the browser (cheap: nothing is rendered). */
  shell(page: RenderablePage): string {
    const head = page.noindex ? '\n    <meta name="robots" content="noindex" />' : '';
    return this.template.render({ title: `${page.title} | ${SITE}`, description: page.description, head, root: '' }, page.path.split('?')[0]);
  }

  /** The page's HTML with these answers of its queries (`render` reads them from the cache; a search page asks its own). */
  renderWith(page: RenderablePage, queries: Array<[QueryKey, unknown]>, missing = false): Promise<string> {
    const canonical = `${this.config.publicUrl}${page.path === '/publisher' ? '/' : page.path}`;
    const title = `${page.title} | ${SITE}`;
    // A theme page names its own feed beside the magazine's (index.html), so feed readers find it from the page.
    const theme = THEME_PAGE_PATH.exec(page.path)?.[1];
    const links = pagingLinks(page.path, queries.map(([, value]) => value));
    const head = [
      missing || page.noindex ? '\n    <meta name="robots" content="noindex" />' : `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />`,
      ...(['prev', 'next'] as const).map((rel) => (links[rel] && !missing ? `\n    <link rel="${rel}" href="${escapeHtml(`${this.config.publicUrl}${links[rel]}`)}" />` : '')),
      theme ? `\n    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${SITE}: ${page.title}`)}" href="${escapeHtml(`${this.config.publicUrl}/rss/${theme}.xml`)}" />` : '',
      metaTag('property', 'og:type', 'website'),
      metaTag('property', 'og:site_name', SITE),
      metaTag('property', 'og:title', title),
      metaTag('property', 'og:description', page.description),
      metaTag('property', 'og:url', canonical),
      metaTag('property', 'og:locale', 'en_GB'),
      metaTag('property', 'og:image', `${this.config.publicUrl}${SHARE_IMAGE.path}`),
      metaTag('property', 'og:image:width', String(SHARE_IMAGE.width)),
      metaTag('property', 'og:image:height', String(SHARE_IMAGE.height)),
      metaTag('property', 'og:image:alt', SHARE_IMAGE.alt),
      metaTag('name', 'twitter:card', 'summary_large_image'),
    ].join('');
    return this.template.renderApp({ path: page.path, title, description: page.description, head, queries });
  }
}
