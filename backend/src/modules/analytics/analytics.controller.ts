import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiErrorAnswer, ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { ReaderArticleSummary } from '../website/index.js';
import { ArticleViews, TOO_MANY_VIEWS, VIEW_POSTS_PER_CLIENT_PER_MINUTE } from './article-views.js';
import { ArticleViewDto, MostReadQueryDto } from './dto/analytics.dto.js';
import { MOST_READ_DAYS, MOST_READ_MIN_VIEWS } from './queries/most-read.query.js';
import { mostReadRead } from './public-reads.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';

/** Most-read is recounted at most this often (views raise no event). */

/** Article views, counted privately, and the Most-Read list made from them (issue 11). */
@ApiTags('analytics')
@Controller('api')
export class AnalyticsController {
  constructor(private readonly views: ArticleViews, private readonly queries: QueryBus, private readonly cache: PublicCache) {}

  @Post('analytics/article-views')
  @HttpCode(204)
  @Access('public')
  @ApiOperation({
    summary: 'Count one reading of a published article (sent by the article page with sendBeacon)',
    description:
      'Kept as a daily count per article only: no cookie is set or read, no address or user agent stored; bots (by User-Agent) are not counted, ' +
      'nor a repeat from the same client (address and user agent, recognised by a keyed hash whose key changes daily) for the same article within the hour: ' +
      'that answers 204 too. 404 for an article that is not published.',
  })
  @ApiErrorAnswer(404, 'No published article has this id; nothing was counted', 'Article not found')
  @ApiNoContentResponse({ description: 'Counted, or not counted (a bot, or a repeat within the hour)' })
  @ApiTooManyRequests(`More than ${VIEW_POSTS_PER_CLIENT_PER_MINUTE} view posts from one client address in a minute; nothing was counted`, TOO_MANY_VIEWS)
  async articleView(@Body() dto: ArticleViewDto, @Req() req: Request, @Headers('user-agent') userAgent?: string): Promise<void> {
    await this.views.count(dto.article_id, { ip: clientAddress(req), userAgent });
  }

  @Get('publisher/most-read')
  @Access('public')
  @ApiOperation({
    summary: `The most read published articles of the last ${MOST_READ_DAYS} days (limit 1-10, default 3): only articles read at least ${MOST_READ_MIN_VIEWS} times; empty until then`,
    description: 'The same summaries (no body) as GET /api/publisher/articles. Cached for up to a minute (Cache-Control: public, no-cache; ETag).',
  })
  @ApiNotModified()
  @ApiOkResponse({ type: [ReaderArticleSummary] })
  mostRead(@Query() query: MostReadQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const limit = query.limit ?? 3;
    return this.cache.sendRead(req, res, this.queries, mostReadRead(limit));
  }
}
