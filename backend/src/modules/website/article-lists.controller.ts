import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { THEME_PAGES, unknownThemePage, type ThemePage } from './commands/theme-hero.commands.js';
import { THEME_OF_PAGE } from './discovery.js';
import { ArticleLists } from './article-lists.js';
import { ArticlePageQuery, BAD_CURSOR, PAGE_MAX, parseCursor, parseLimit, THEME_PAGE_SIZE, type ArticlePage } from './queries/article-lists.queries.js';
import { relatedArticlesRead, themeArticlesRead } from './public-reads.js';
import { ReaderArticleSummary, type StaffArticleSummary } from './website-content-view.js';
import { ApiReaderOrStaffProperty } from './reader-or-staff.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { WEBSITE_NOT_FOUND } from './website-support.js';

class ArticlePageView implements ArticlePage {
  @ApiReaderOrStaffProperty('summary', { list: true }) items!: Array<ReaderArticleSummary | StaffArticleSummary>;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before to read the next page; null: this is the last page', example: '2026-11-23T10:00:00.000Z_42' })
  next_cursor!: string | null;
}

const themeOfPage = (theme: string) => {
  if (!(THEME_PAGES as readonly string[]).includes(theme)) throw new NotFoundException(unknownThemePage(theme));
  return THEME_OF_PAGE[theme as ThemePage];
};

/** A theme's articles page after page by cursor (for API clients and feeds), and the related articles under an article. */
@ApiTags('website content')
@Controller('api/publisher')
export class ArticleListsController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache, private readonly lists: ArticleLists) {}

  @Get('themes/:theme/articles')
  @Access('public')
  @ApiOperation({
    summary: `A page of a theme's published articles as summaries, newest first (${THEME_PAGE_SIZE} unless limit says, 1-${PAGE_MAX})`,
    description:
      'For API clients (the theme page itself reads numbered pages, /api/publisher/themes/{theme}/pages/{page}): before = the next_cursor of the page before (a cursor on (publish date, id), so articles published ' +
      'between two pages neither repeat nor skip an article). The first page is served from the public read cache (ETag, brotli/gzip); staff get StaffArticleSummary items.',
  })
  @ApiParam({ name: 'theme', enum: THEME_PAGES })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  @ApiQuery({ name: 'before', required: false, type: String, example: '2026-11-23T10:00:00.000Z_42' })
  @ApiNotModified()
  @ApiBadInput('limit or before is malformed', BAD_CURSOR)
  @ApiNotFoundResponse({ description: 'Not one of the six theme pages' })
  @ApiOkResponse({ type: ArticlePageView })
  theme(@Param('theme') page: string, @Req() req: Request, @Res() res: Response, @Query('limit') limit?: string, @Query('before') before?: string): Promise<void> {
    const theme = themeOfPage(page);
    const size = limit === undefined ? THEME_PAGE_SIZE : parseLimit(limit);
    const cursor = parseCursor(before);
    if (!cursor) return this.cache.sendRead(req, res, this.queries, themeArticlesRead(page as ThemePage, size));
    return this.lists.sendPage(
      req,
      res,
      new ArticlePageQuery({ theme, limit: size, before: cursor }),
      new ArticlePageQuery({ theme, limit: size, before: cursor, audience: 'staff' }),
      themeArticlesRead(page as ThemePage, size).tags,
    );
  }

  @Get('articles/:id/related')
  @Access('public')
  @ApiOperation({ summary: 'A few published articles of the same theme as the article (summaries, newest first); none for an unknown or unpublished article' })
  @ApiNotModified()
  @ApiOkResponse({ type: [ReaderArticleSummary] })
  related(@Param('id', new IdParam(WEBSITE_NOT_FOUND)) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, relatedArticlesRead(id));
  }
}
