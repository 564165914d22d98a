import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiGoneResponse, ApiMovedPermanentlyResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { PUBLIC_VARY, setSurrogateKeys } from '../../infrastructure/cache/edge-policy.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { NOINDEX_HEADER } from '../../infrastructure/web/page-template.js';
import { ArticleHtml } from './article-html.js';
import { articleTag } from './cache-tags.js';
import { ArticlePages, HTML, MovedTo } from './article-pages.js';
import { WebsiteArticleGone } from './website-support.js';

/**
 * How long browsers and edges keep a 301 to the current slug: short, since a slug given up can become an article's
 * current one again (renamed back), and a browser keeps a 301 it has without asking.
 */
export const MOVED_MAX_AGE_S = 300;

/** The request's query string, with its '?' (or nothing). */
const queryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
};

/** A slug's letters, digits and hyphens, in either case. */
const SLUG_IN_ANY_CASE = /^[A-Za-z0-9-]+$/;

/** The article page as HTML (docs/product.md#article-pages), served by the API so the article is in the page itself. */
@ApiTags('pages')
@Controller('article')
export class ArticlePageController {
  constructor(private readonly pages: ArticlePages, private readonly html: ArticleHtml, private readonly cache: PublicCache) {}

  @Get(':idOrSlug')
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary: 'The article page (HTML): head tags (title, description, keywords, Open Graph, Twitter, canonical, JSON-LD Article) and the rendered article',
    description:
      'Published articles only. A slug written in capitals answers 301 to the same in lower case (slugs are lower case). The article JSON is embedded (as the answer of the page query) in a `script` element of type application/json with id `initial-queries`. The one address of a page is its current slug: an old slug or the numeric id of the article answers 301 to it (the query string kept; Cache-Control public, max-age=300, and the article\'s surrogate key, so a rename purges it at the edge); ' +
      "a deleted (archived) article 410 and anything else 404, both with the 'Article Not Found' page (noindex, not cached). Cached like the public API reads (ETag, brotli/gzip; an edge may keep it until a content event purges its keys: s-maxage, xkey/Surrogate-Key).",
  })
  @ApiOkResponse({ description: 'The page', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiMovedPermanentlyResponse({ description: 'An old slug, the id, or the slug in capitals: Location is /article/{current slug} (or the address in lower case), with the query string' })
  @ApiBadRequestResponse({ description: "The address's percent-encoding is broken (%ff): the app's 'Page Not Found' page", content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiGoneResponse({ description: "A deleted article: the 'Article Not Found' page", content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…Article Not Found…' } } })
  @ApiNotFoundResponse({ description: "The 'Article Not Found' page", content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…Article Not Found…' } } })
  async page(@Param('idOrSlug') idOrSlug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (/[A-Z]/.test(idOrSlug) && SLUG_IN_ANY_CASE.test(idOrSlug)) {
      // Slugs are lower case: a link typed or shared in capitals (BIKE-FIT-FOR-OLDER-RIDERS) leads to the page. What
      // could never be a slug (a space, a dot) is not sent on: it is 'Article Not Found' at once.
      res.setHeader('Cache-Control', `public, max-age=${MOVED_MAX_AGE_S}`);
      return res.redirect(301, `/article/${encodeURIComponent(idOrSlug.toLowerCase())}${queryOf(req)}`);
    }
    try {
      const answer = await this.pages.page(idOrSlug);
      this.cache.sendPublic(req, res, answer, { lane: true }); // keyed by the address's idOrSlug
    } catch (error) {
      if (error instanceof MovedTo) {
        // Kept a short while (an editor may give a slug back: A to B to A), and by an edge until the article's next event.
        res.setHeader('Cache-Control', `public, max-age=${MOVED_MAX_AGE_S}`);
        res.setHeader('Vary', PUBLIC_VARY);
        setSurrogateKeys(res, [articleTag(error.id)]);
        res.redirect(301, `/article/${error.slug}${queryOf(req)}`); // the query string (a campaign's utm_*, say) goes along
      } else if (error instanceof NotFoundException) {
        // A deleted article is Gone (410), anything else a reader may not see Not Found: the same page, never kept.
        const status = error instanceof WebsiteArticleGone ? 410 : 404;
        res.status(status).type(HTML).setHeader('Cache-Control', 'no-cache').setHeader(...NOINDEX_HEADER).send(await this.html.notFound(req.path, idOrSlug));
      } else {
        throw error;
      }
    }
  }
}
