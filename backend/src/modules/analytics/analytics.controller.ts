import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiErrorAnswer, ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { WebsiteContentView } from '../website/website-content-view.js';
import { ArticleViews } from './article-views.js';
import { ArticleViewDto, MostReadQueryDto } from './dto/analytics.dto.js';
import { MOST_READ_DAYS } from './queries/most-read.query.js';
import { mostReadRead } from './public-reads.js';

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
    description: 'Kept as a daily count per article only: no cookie is set or read, no address or user agent stored; bots (by User-Agent) are not counted.',
  })
  @ApiErrorAnswer(404, 'No published article has this id; nothing was counted', 'Article not found')
  @ApiNoContentResponse()
  async articleView(@Body() dto: ArticleViewDto, @Headers('user-agent') userAgent?: string): Promise<void> {
    await this.views.count(dto.article_id, userAgent);
  }

  @Get('publisher/most-read')
  @Access('public')
  @ApiOperation({
    summary: `The most read published articles of the last ${MOST_READ_DAYS} days (limit 1-10, default 3); newest first when there are no views`,
    description: 'The same article objects as GET /api/publisher/articles. Cached for up to a minute (Cache-Control: public, no-cache; ETag).',
  })
  @ApiNotModified()
  @ApiOkResponse({ type: [WebsiteContentView] })
  mostRead(@Query() query: MostReadQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const limit = query.limit ?? 3;
    return this.cache.sendRead(req, res, this.queries, mostReadRead(limit));
  }
}
