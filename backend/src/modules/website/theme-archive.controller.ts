import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { THEME_PAGES, unknownThemePage, type ThemePage } from './commands/theme-hero.commands.js';
import { THEME_PAGE_SIZE } from './queries/article-lists.queries.js';
import { BAD_MONTH, BAD_PAGE, parseMonth, parsePageNumber, type NumberedPage, type ThemeMonth, type ThemeMonths } from './queries/theme-archive.queries.js';
import { themeMonthPageRead, themeMonthsRead, themeNumberedPageRead } from './public-reads.js';
import { ApiReaderOrStaffProperty } from './reader-or-staff.js';
import type { ReaderArticleSummary, StaffArticleSummary } from './website-content-view.js';

class NumberedPageView implements NumberedPage {
  @ApiReaderOrStaffProperty('summary', { list: true }) items!: Array<ReaderArticleSummary | StaffArticleSummary>;
  @ApiProperty({ example: 7, description: 'This page, from 1' }) page!: number;
  @ApiProperty({ example: 278, description: 'How many pages there are (at least 1)' }) page_count!: number;
  @ApiProperty({ example: 3333, description: 'How many articles the pages hold in all' }) total!: number;
  @ApiPropertyOptional({ example: '2026-07', description: "A month's pages: the month (London time)" }) month?: string;
}

class ThemeMonthView implements ThemeMonth {
  @ApiProperty({ example: '2026-07', description: 'A London month' }) month!: string;
  @ApiProperty({ example: 42 }) count!: number;
}

class ThemeMonthsView implements ThemeMonths {
  @ApiProperty({ type: [ThemeMonthView], description: 'Newest first; only months with published articles' }) months!: ThemeMonthView[];
  @ApiProperty({ example: 3333 }) total!: number;
}

const themePage = (theme: string): ThemePage => {
  if (!(THEME_PAGES as readonly string[]).includes(theme)) throw new NotFoundException(unknownThemePage(theme));
  return theme as ThemePage;
};

/**
 * A theme's archive (docs/magazine-ui.md#theme-pages-numbered-pages-and-the-month-archive): numbered pages, months with
 * counts, a month's numbered pages. Public reads, cached and purged with the theme page (`theme:<page>`).
 */
@ApiTags('website content')
@Controller('api/publisher/themes/:theme')
export class ThemeArchiveController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache) {}

  @Get('pages/:page')
  @Access('public')
  @ApiOperation({
    summary: `Page N of a theme's published articles as summaries, newest first (${THEME_PAGE_SIZE} a page; page 1 holds the theme page's first articles)`,
    description: "The theme page's numbered pages (/publisher/{theme}?page=N). A page past the last is a 404 (page 1 of an empty theme answers no items).",
  })
  @ApiParam({ name: 'theme', enum: THEME_PAGES })
  @ApiParam({ name: 'page', type: Number, example: 7 })
  @ApiNotModified()
  @ApiBadInput('page is not a whole number from 1', BAD_PAGE)
  @ApiNotFoundResponse({ description: 'Not one of the six theme pages, or a page past the last' })
  @ApiOkResponse({ type: NumberedPageView })
  page(@Param('theme') theme: string, @Param('page') page: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const read = themeNumberedPageRead(themePage(theme), parsePageNumber(page));
    return this.cache.sendRead(req, res, this.queries, read);
  }

  @Get('months')
  @Access('public')
  @ApiOperation({ summary: 'The months (London time) with published articles of a theme, newest first, and how many each has: "Browse by month"' })
  @ApiParam({ name: 'theme', enum: THEME_PAGES })
  @ApiNotModified()
  @ApiNotFoundResponse({ description: 'Not one of the six theme pages' })
  @ApiOkResponse({ type: ThemeMonthsView })
  months(@Param('theme') theme: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, themeMonthsRead(themePage(theme)));
  }

  @Get('months/:month/pages/:page')
  @Access('public')
  @ApiOperation({ summary: `Page N of one month's published articles of a theme, newest first (${THEME_PAGE_SIZE} a page)` })
  @ApiParam({ name: 'theme', enum: THEME_PAGES })
  @ApiParam({ name: 'month', type: String, example: '2026-07' })
  @ApiParam({ name: 'page', type: Number, example: 1 })
  @ApiNotModified()
  @ApiBadInput('month is not YYYY-MM or page is not a whole number from 1', `${BAD_MONTH} / ${BAD_PAGE}`)
  @ApiNotFoundResponse({ description: 'Not one of the six theme pages, a month without articles of the theme, or a page past the last' })
  @ApiOkResponse({ type: NumberedPageView })
  monthPage(@Param('theme') theme: string, @Param('month') month: string, @Param('page') page: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const read = themeMonthPageRead(themePage(theme), parseMonth(month), parsePageNumber(page));
    return this.cache.sendRead(req, res, this.queries, read);
  }
}
