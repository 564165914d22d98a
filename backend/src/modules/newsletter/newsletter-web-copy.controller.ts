import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { makeAnswer, PUBLIC_CACHE_CONTROL, PublicCache, sendAnswer } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { webCopyMissingPage } from './newsletter-pages.js';
import { WEB_TOKEN, WebCopyQuery, type WebCopy } from './queries/web-copy.query.js';

const HTML = 'text/html; charset=utf-8';
/** Every web copy's cache tag (a manual purge of them all); each also carries `newsletter-send:{id}`. */
export const WEB_COPIES_TAG = 'newsletter-issues';

/** A copy not kept by any cache: its send is still on its way to its first reader (it could yet fail and become a 404). */
class NotYetKept extends Error {
  constructor(readonly copy: WebCopy | undefined) {
    super('not kept');
  }
}

/**
 * The web copy of a newsletter send ("View this email in your browser" at the top of every send's mail): the mail as
 * its readers got it, without anyone's unsubscribe link, as a page without script (docs/product.md#newsletter-sign-up).
 */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterWebCopyController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache) {}

  @Get('issues/:token')
  @Access('public')
  @ApiProduces('text/html')
  @ApiOperation({
    summary: 'The web copy of a newsletter send (HTML): the weekly digest or article mail as subscribers got it, linked from the top of that mail',
    description:
      "The address is the one the send's mail links (\"View this email in your browser\"): its public token, 22 characters, made with the send. " +
      'The page is the stored mail (the same rendering as the mail, once) with no subscriber\'s unsubscribe link: its footer invites the reader to sign up instead; no script, noindex. ' +
      'A send that reached a reader keeps its copy as it is: the copy is cached like the public pages (ETag, brotli/gzip; an edge may keep it: s-maxage, xkey/Surrogate-Key ' +
      `${WEB_COPIES_TAG} and newsletter-send:{id}). A send still on its way to its first reader is answered without being kept (public, no-cache). ` +
      'Test sends and staff previews have no web copy (their mail does not link one).',
  })
  @ApiParam({ name: 'token', description: "The send's web copy token (22 characters of base64url)" })
  @ApiOkResponse({ description: 'The web copy', content: { 'text/html': { schema: { type: 'string' }, example: '<!doctype html><html lang="en-GB">…' } } })
  @ApiNotModified()
  @ApiNotFoundResponse({
    description: 'No send has this token, or the send has no web copy (an empty week; one that failed or was stopped before reaching anyone): a small page saying so',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  async issue(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!WEB_TOKEN.test(token)) return this.missing(res);
    try {
      let id: number | undefined;
      const answer = await this.cache.get(
        `newsletter-issue:${token}`,
        async () => {
          const copy = await this.queries.execute<WebCopyQuery, WebCopy | undefined>(new WebCopyQuery(token));
          if (!copy?.reached) throw new NotYetKept(copy);
          id = copy.id;
          return copy.html;
        },
        { type: HTML, tags: () => [WEB_COPIES_TAG, `newsletter-send:${id}`] },
      );
      this.cache.sendPublic(req, res, answer, { lane: true });
    } catch (error) {
      if (!(error instanceof NotYetKept)) throw error;
      if (!error.copy) return this.missing(res);
      sendAnswer(req, res, await makeAnswer(error.copy.html, HTML), { cacheControl: PUBLIC_CACHE_CONTROL });
    }
  }

  private missing(res: Response): void {
    res.status(404).setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.type(HTML).send(webCopyMissingPage());
  }
}
