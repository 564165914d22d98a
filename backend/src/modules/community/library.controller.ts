import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { mayReadPremium, UPGRADE_NEEDED } from '../premium/index.js';
import { RemoveSavedReportCommand, SaveReportCommand } from './commands/library.commands.js';
import { MESSAGES } from './community-messages.js';
import { SaveReportDto } from './dto/community.dto.js';
import { JournalLibraryQuery, LibraryQuery } from './queries/library.queries.js';
import { Done, JournalLibraryAnswer, LibraryAnswer, SaveAnswer } from './views.js';

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
  @ApiOperation({ summary: "The member's saved reports, newest first" })
  @ApiOkResponse({ type: LibraryAnswer })
  library(@CurrentUser() user: AuthUser): Promise<LibraryAnswer> {
    return this.queries.execute(new LibraryQuery(user.id, mayReadPremium(user)));
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
  @ApiOperation({ summary: "The member's saved reports linked to a journal entry, newest first" })
  @ApiOkResponse({ type: JournalLibraryAnswer })
  journalLibrary(@CurrentUser() user: AuthUser): Promise<JournalLibraryAnswer> {
    return this.queries.execute(new JournalLibraryQuery(user.id, mayReadPremium(user)));
  }

  @Delete('journal-library/:id')
  @Access('signed-in')
  @ApiOperation({ summary: 'Remove a saved report (id = saved report id) from the library', description: REMOVE_AGAIN })
  @ApiOkResponse({ type: Done })
  removeSaved(@Param('id', new IdParam(MESSAGES.savedNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.commands.execute(new RemoveSavedReportCommand(user.id, 'saved', id));
  }
}
