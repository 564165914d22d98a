import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiMovedPermanentlyResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { BadAddressException } from '../../infrastructure/http/error.filter.js';
import { nulInField } from '../../infrastructure/http/request-shape.pipe.js';
import { NOINDEX_HEADER } from '../../infrastructure/web/page-template.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { monthOf, pageNumberOf, THEME_PAGES, tooManySearches } from '../website/index.js';
import { cursorOf } from '../newsletter/index.js';
import { PublicPageHtml } from './public-page-html.js';
import { SearchPageHtml } from './search-page-html.js';

/** The theme pages' old addresses (/training, ...), each moved to /publisher/{theme} (docs/product.md#addresses). */
const OLD_THEME_ADDRESSES: readonly string[] = THEME_PAGES;
/** The pages numbered by ?page=N (a theme page, a month of its archive), and the month archive's addresses. */
const PAGED_PATH = new RegExp(`^/publisher/(?:${THEME_PAGES.join('|')})(?:/archive/([^/]+))?$`);

/**
 * Where a request for a public page goes: the page's address (its path, and ?page=N from page 2 on: the other query
 * parameters name no other page), `moved` for ?page=1 (the page's one address is without it), `missing` for an address
 * that names no page (a malformed page number or month; a page past the last is found missing while rendering).
 */
function addressOf(path: string, query: Request['query']): { location: string; moved?: boolean; missing?: boolean } {
  if (path === '/newsletter' && query.before !== undefined) {
    // The archive's older issues: ?before= a cursor (the 'Older issues' link), else no page.
    const cursor = cursorOf(query.before);
    return cursor ? { location: `/newsletter?before=${cursor.at}-${cursor.id}` } : { location: `/newsletter?before=${encodeURIComponent(String(query.before))}`, missing: true };
  }
  const paged = PAGED_PATH.exec(path);
  if (!paged) return { location: path };
  const month = paged[1];
  if (month !== undefined && monthOf(month) === undefined) return { location: path, missing: true };
  if (query.page === undefined) return { location: path };
  const n = pageNumberOf(query.page);
  if (n === 1) return { location: path, moved: true };
  return n === undefined ? { location: `${path}?page=${encodeURIComponent(String(query.page))}`, missing: true } : { location: `${path}?page=${n}` };
}

/**
 * The magazine's public pages as HTML rendered on the server (docs/product.md#public-magazine, docs/product.md#landing-page
 * docs/product.md#premium-page-and-premium-preview), so they read without JavaScript and their largest paint does
 * not wait for the app or the API. Cached with the public reads' tags (purged by the events touching them and rendered
 * again at once: pages-cache-warmers.ts; ETag, brotli/gzip).
 */
@ApiTags('pages')
@Controller()
export class PublicPagesController {
  constructor(private readonly html: PublicPageHtml, private readonly cache: PublicCache, private readonly searches: SearchPageHtml) {}

  @Get([
    '/',
    'publisher',
    ...THEME_PAGES.flatMap((theme) => [`publisher/${theme}`, `publisher/${theme}/archive`]),
    'about',
    'premium',
    'privacy',
    'newsletter',
    'community/auth',
    ...OLD_THEME_ADDRESSES,
  ])
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary:
      'A public magazine page (HTML): the home page, a theme page (?page=N: its numbered pages), a theme\'s month archive (/publisher/{theme}/archive) or one month of it (/archive/YYYY-MM, ?page=N), /about, /premium, /privacy (the privacy policy), /newsletter (the newsletter archive: sign-up and past issues, ?before= a cursor: older issues) or /community/auth (the members\' sign-in card; noindex), rendered on the server; an old theme address (/training, /nutrition, ...) a 301 to its theme page',
    description:
      'The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. ' +
      'Numbered pages carry rel=prev/next and their own canonical; ?page=1 is a 301 to the address without it; a page past the last, a month without articles, a malformed page or month or a malformed archive cursor is a 404 with the "Page Not Found" page (noindex, not cached). ' +
      'Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'A theme page: its page N (from 2)' })
  @ApiQuery({ name: 'before', required: false, type: String, description: "/newsletter: the older issues' page (the `next` cursor of GET /api/newsletter/issues)" })
  @ApiOkResponse({ description: 'The page', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiMovedPermanentlyResponse({ description: 'An old theme address (/training, ...): Location is /publisher/{theme}, with the query string; ?page=1: the address without it' })
  @ApiNotFoundResponse({ description: 'The frontend is not built (API-only run), or the page is past the last, a month without articles, a malformed page number or month' })
  page(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serve(req, res);
  }

  @Get(THEME_PAGES.map((theme) => `publisher/${theme}/archive/:month`))
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary: "One month of a theme's archive (HTML, rendered on the server): its articles newest first, 12 a page (?page=N)",
    description:
      'Like the other public pages (embedded answers, cached with the theme page\'s tag). ?page=1 is a 301 to the address without it; a month without articles, a page past the last or a malformed month or page is a 404 with the "Page Not Found" page.',
  })
  @ApiParam({ name: 'month', type: String, example: '2026-07' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ description: 'The page', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiMovedPermanentlyResponse({ description: '?page=1: Location is the address without it' })
  @ApiNotFoundResponse({ description: 'No articles of the theme that month, a page past the last, a malformed month or page, or no frontend build' })
  monthPage(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serve(req, res);
  }

  @Get('search')
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary: 'The magazine\'s search page (HTML, rendered on the server): the first page of results for q, or the empty search page',
    description:
      'The answer of GET /api/publisher/search for q (its first page, 20 results) is embedded as the page\'s query answer (`initial-queries`), so the ' +
      'results paint before the app runs; the search counts against the client\'s searches per minute like the API\'s (past them: 429 with the ' +
      'app\'s empty page, which asks the API). Without q, or with more than 200 characters, the empty search page (cached like the other public ' +
      'pages). The page of a search is kept as long as the search cache keeps answers, per query, and never by an edge (public, no-cache, ETag). ' +
      'Robots: noindex (meta robots and X-Robots-Tag; robots.txt lets crawlers fetch it, so they see it). ?offset= and ?before= pages are drawn by the app in the browser.',
  })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'The words searched for (trimmed; at most 200 characters)' })
  @ApiOkResponse({ description: 'The page', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiTooManyRequests('The client made SEARCHES_PER_MINUTE searches (default 60) in the last minute', tooManySearches(60))
  @ApiBadRequestResponse({ description: "The address holds a NUL (%00): the app's 'Page Not Found' page (HTML), nothing is searched", content: { 'text/html': { schema: { type: 'string' } } } })
  async search(@Req() req: Request, @Res() res: Response): Promise<void> {
    // The page reads its address itself (not through the request-shape pipe): a NUL never reaches the database.
    if (req.originalUrl.includes('%00')) throw new BadAddressException(nulInField('q'));
    const at = req.originalUrl.indexOf('?');
    const page = await this.html.pageAt(`/search${at < 0 ? '' : req.originalUrl.slice(at)}`);
    // Not built, or a later page of results (?offset=, ?before=): the app's page (the SPA fallback).
    if (!page) throw new NotFoundException('This page is not available.');
    if (page.queries.length) return this.searches.send(req, res, page);
    // No words, or too many: the empty search page, the same for every such address.
    const empty = await this.html.find('/search');
    if (!empty) throw new NotFoundException('This page is not available.');
    this.cache.sendPublic(req, res, await this.html.cached(empty), { lane: true });
  }

  private async serve(req: Request, res: Response): Promise<void> {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    if (OLD_THEME_ADDRESSES.includes(path.slice(1))) {
      // Moved for good (the landing page's footer links), to one of six fixed pages: kept a day by browsers and edges.
      const at = req.originalUrl.indexOf('?');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      return res.redirect(301, `/publisher${path}${at < 0 ? '' : req.originalUrl.slice(at)}`);
    }
    const address = addressOf(path, req.query);
    if (address.moved) {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      return res.redirect(301, path);
    }
    const page = await this.html.find(address.location);
    // Not built (API-only runs): the error filter answers 404 (the SPA fallback, when there is one).
    if (!page) throw new NotFoundException('This page is not available.');
    if (!address.missing) {
      // Keyed by the page's address (the lane: by the request's, query included).
      const answer = await this.html.cached(page).catch((error: unknown) => (error instanceof NotFoundException ? undefined : Promise.reject(error)));
      if (answer) return this.cache.sendPublic(req, res, answer, { lane: true });
    }
    // An address naming no page: 'Page Not Found' in the page's frame, 404, never kept.
    res.status(404).type('html').setHeader('Cache-Control', 'no-cache').setHeader(...NOINDEX_HEADER);
    res.send(await this.html.render(page, true));
  }
}
