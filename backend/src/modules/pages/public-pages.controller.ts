import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiMovedPermanentlyResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { THEME_PAGES } from '../website/index.js';
import { PublicPageHtml } from './public-page-html.js';

/** The theme pages' old addresses (/training, ...), each moved to /publisher/{theme} (DESIGN.md, route reconciliation). */
const OLD_THEME_ADDRESSES: readonly string[] = THEME_PAGES;

/**
 * The magazine's public pages as HTML rendered on the server (docs/product.md#public-magazine, docs/product.md#landing-page
 * docs/product.md#premium-page-and-premium-preview), so they read without JavaScript and their largest paint does
 * not wait for the app or the API. Cached with the public reads' tags (purged by the events touching them and rendered
 * again at once: pages-cache-warmers.ts; ETag, brotli/gzip).
 */
@ApiTags('pages')
@Controller()
export class PublicPagesController {
  constructor(private readonly html: PublicPageHtml, private readonly cache: PublicCache) {}

  @Get(['/', 'publisher', ...THEME_PAGES.map((theme) => `publisher/${theme}`), 'about', 'premium', 'privacy', ...OLD_THEME_ADDRESSES])
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary:
      'A public magazine page (HTML): the home page, a theme page, /about, /premium or /privacy (the privacy policy), rendered on the server; an old theme address (/training, /nutrition, ...) a 301 to its theme page',
    description:
      'The answers of the public reads the page shows are embedded as a `script` element of type application/json with id `initial-queries`. ' +
      'Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key). Without a built frontend: 404.',
  })
  @ApiOkResponse({ description: 'The page', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiMovedPermanentlyResponse({ description: 'An old theme address (/training, ...): Location is /publisher/{theme}, with the query string' })
  @ApiNotFoundResponse({ description: 'The frontend is not built (API-only run)' })
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    if (OLD_THEME_ADDRESSES.includes(path.slice(1))) {
      // Moved for good (the landing page's footer links), to one of six fixed pages: kept a day by browsers and edges.
      const at = req.originalUrl.indexOf('?');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      return res.redirect(301, `/publisher${path}${at < 0 ? '' : req.originalUrl.slice(at)}`);
    }
    const page = await this.html.find(path);
    // Not built (API-only runs): the error filter answers 404 (the SPA fallback, when there is one).
    if (!page) throw new NotFoundException('This page is not available.');
    this.cache.sendPublic(req, res, await this.html.cached(page), { lane: true }); // keyed by the page's path
  }
}
