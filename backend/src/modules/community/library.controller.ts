import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiListPage, BAD_LIST_CURSOR, PAGING_TEXT_EXACT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { mayReadPremium, requireTheme, UPGRADE_NEEDED } from '../premium/index.js';
import { RemoveSavedReportCommand, SaveReportCommand } from './commands/library.commands.js';
import { MESSAGES } from './community-messages.js';
import { LibraryPageDto, SaveReportDto } from './dto/community.dto.js';
import { LibraryPageQuery, SavedReportQuery, type LibraryFilter } from './queries/library.queries.js';
import { Done, JournalLibraryAnswer, LibraryAnswer, SaveAnswer, SavedReportView, type SavedReportSummary } from './views.js';

const REMOVE_AGAIN =
  'Removing a report the member removed in the last day answers 200 again (a retry after a lost answer); another member\'s report, or one never saved, is 404 and stays.';

/** The member's library of saved premium reports. */
@ApiTags('community library')
@Controller('api/community')
export class LibraryController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Post('library/save')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: 'Save a published premium report to the library, optionally linked to one of the member\'s entries' })
  @ApiErrorAnswer(404, 'No published premium report has this content_id; nothing was saved', MESSAGES.premiumNotFound)
  @ApiErrorAnswer(403, 'The member is not premium now (saving is part of Premium); nothing was saved', UPGRADE_NEEDED)
  @ApiOkResponse({ type: SaveAnswer })
  save(@Body() dto: SaveReportDto, @CurrentUser() user: AuthUser): Promise<SaveAnswer> {
    return this.commands.execute(new SaveReportCommand(user, dto.content_id, dto.journal_entry_id));
  }

  @Post('library/save/:id')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: 'Save a published premium report (id = premium content id) to the library' })
  @ApiErrorAnswer(403, 'The member is not premium now (saving is part of Premium); nothing was saved', UPGRADE_NEEDED)
  @ApiOkResponse({ type: SaveAnswer })
  saveById(@Param('id', new IdParam(MESSAGES.premiumNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<SaveAnswer> {
    return this.commands.execute(new SaveReportCommand(user, id));
  }

  @Get('library')
  @Access('signed-in')
  @ApiOperation({
    summary: "The member's saved reports, newest saved first: one page of summaries ({savedContent: [...]}, no report text)",
    description:
      `${PAGING_TEXT_EXACT} Ordered by (saved_at, id): reports saved or removed between two pages neither repeat nor skip one. ` +
      'Each item is what a Library card shows (no report text; the linked entry\'s first words): GET /api/community/library/{id} reads one whole. ' +
      'theme (one of the six) lists the reports of that theme, paged and counted the same way. content_id (a premium item) answers ' +
      'that report alone when it is saved, else an empty page: how a reader opened from a list tells whether it is in the Library.',
  })
  @ApiListPage(LibraryAnswer, 'exact', 'object')
  @ApiBadInput('limit, before, theme or content_id is malformed (nothing is read)', BAD_LIST_CURSOR)
  async library(@Query() dto: LibraryPageDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<LibraryAnswer> {
    return { savedContent: sendListPage(res, await this.page(user, dto, { theme: requireTheme(dto.theme), contentId: dto.content_id })) };
  }

  @Get('library/:id')
  @Access('signed-in')
  @ApiOperation({
    summary: "One of the member's saved reports whole (id = saved report id): the report's text (the teaser when the member is not premium now) and the linked entry",
  })
  @ApiErrorAnswer(404, "No saved report of the member has this id (another member's is 404 too)", MESSAGES.savedNotFound)
  @ApiOkResponse({ type: SavedReportView })
  one(@Param('id', new IdParam(MESSAGES.savedNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<SavedReportView> {
    return this.queries.execute(new SavedReportQuery(user.id, mayReadPremium(user), id));
  }

  @Delete('library/remove/:id')
  @Access('signed-in')
  @ApiOperation({ summary: 'Remove a report from the library (id = premium content id)', description: REMOVE_AGAIN })
  @ApiOkResponse({ type: Done })
  remove(@Param('id', new IdParam(MESSAGES.savedNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.commands.execute(new RemoveSavedReportCommand(user.id, 'content', id));
  }

  @Get('journal-library')
  @Access('signed-in')
  @ApiOperation({
    summary: "The member's saved reports linked to a journal entry, newest saved first: one page of summaries ({journalSavedReports: [...]})",
    description: `${PAGING_TEXT_EXACT} Paged and filtered by theme as GET /api/community/library.`,
  })
  @ApiListPage(JournalLibraryAnswer, 'exact', 'object')
  @ApiBadInput('limit, before, theme or content_id is malformed (nothing is read)', BAD_LIST_CURSOR)
  async journalLibrary(@Query() dto: LibraryPageDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<JournalLibraryAnswer> {
    return { journalSavedReports: sendListPage(res, await this.page(user, dto, { theme: requireTheme(dto.theme), contentId: dto.content_id, linkedOnly: true })) };
  }

  @Delete('journal-library/:id')
  @Access('signed-in')
  @ApiOperation({ summary: 'Remove a saved report (id = saved report id) from the library', description: REMOVE_AGAIN })
  @ApiOkResponse({ type: Done })
  removeSaved(@Param('id', new IdParam(MESSAGES.savedNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.commands.execute(new RemoveSavedReportCommand(user.id, 'saved', id));
  }

  private page(user: AuthUser, dto: LibraryPageDto, filter: LibraryFilter): Promise<ListPage<SavedReportSummary>> {
    const { limit, before } = pageRequest(dto);
    return this.queries.execute(new LibraryPageQuery(user.id, mayReadPremium(user), limit, before, filter));
  }
}
