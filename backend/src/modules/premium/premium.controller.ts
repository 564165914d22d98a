import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { CHANGED_EXAMPLE, CHANGED_MEANWHILE, EDITING_TOGETHER } from '../../infrastructure/audit/edit-conflict.js';
import { ApiListPage, BAD_LIST_CURSOR, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { BodyLimit, LONG_TEXT_LIMIT } from '../../infrastructure/http/json-body.js';
import { ApiGenerationAnswers, GENERATION_MESSAGES, GenerationRequestDto, tooManyGenerations } from '../content/index.js';
import { NOT_CONFIGURED } from '../ai/index.js';
import { EDITORIAL_THEMES } from '../content/index.js';
import { DeletePremiumCommand, PREMIUM_MESSAGES, UpdatePremiumCommand } from './commands/change-premium.commands.js';
import { BULK_MESSAGES, BulkDeletePremiumCommand, BulkDeletePremiumThemeCommand } from './commands/bulk-delete-premium.commands.js';
import { EnhancePremiumCommand, GeneratePremiumCommand } from './commands/generate-premium.commands.js';
import { RegenerateAllPremiumCommand, type RegenerateAllResult } from './commands/regenerate-all-premium.command.js';
import { BulkDeletePremiumDto, BulkDeleteThemeDto, GeneratePremiumDto, PremiumListDto, UpdatePremiumDto } from './dto/premium.dto.js';
import { PremiumContentSummary } from './premium-summary.js';
import { PremiumPageQuery, type PremiumListFilter } from './queries/premium-list.queries.js';
import { PremiumContentView } from './premium-content-view.js';
import { GetPremiumContentQuery, PREMIUM_NOT_FOUND, PremiumThemeCountsQuery, RecentPremiumContentQuery, type PremiumThemeCounts } from './queries/premium-content.queries.js';
import { CLAIM_MESSAGES } from './generation-claims.js';

const PremiumIdPipe = new IdParam(PREMIUM_NOT_FOUND);

class PremiumThemeCountsView implements PremiumThemeCounts {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: Object.fromEntries(EDITORIAL_THEMES.map((t) => [t, 0])) })
  counts!: PremiumThemeCounts['counts'];
  @ApiProperty({ description: 'Items no theme matched' }) unmatched!: number;
  @ApiProperty() total!: number;
}

class PremiumDeleteResult {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Premium content deleted' }) message!: string;
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true, description: "The deleted report's topic (kept in the audit log too)" }) topic!: string | null;
}

class RegenerateFailure {
  @ApiProperty({ enum: EDITORIAL_THEMES }) theme!: string;
  @ApiProperty({ description: 'The item that was to be replaced (kept)' }) id!: number;
  @ApiProperty() error!: string;
}

class RegenerateAllView implements RegenerateAllResult {
  @ApiProperty({ description: 'false when any theme failed' }) success!: boolean;
  @ApiProperty({ example: 'Regenerated 6 of 6 premium articles' }) message!: string;
  @ApiProperty({ type: [PremiumContentView] }) content!: PremiumContentView[];
  @ApiProperty({ type: [RegenerateFailure] }) failed!: RegenerateAllResult['failed'];
}

class BulkDeleteResult {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Deleted 3 Training & Performance articles' }) message!: string;
  @ApiProperty({ type: [Number], description: 'The ids deleted (archived)' }) deleted!: number[];
}

/**
 * Premium coaching content. Staff write it (generate, edit, delete); members read published items (the list
 * and one item); drafts and archived (deleted) items are never shown to members. The reads members share also take a
 * staff API key (`apiKeys: 'staff'`), answered as an editor, so a script can read what its edits and bulk deletes confirm.
 */
@ApiTags('premium content')
@Controller('api/premium-content')
export class PremiumController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus) {}

  @Get()
  @Access('signed-in', { apiKeys: 'staff' })
  @ApiOperation({
    summary: 'A page of the premium items, newest first, as summaries (no text): members see published ones, staff drafts too',
    description:
      `${PAGING_TEXT} Ordered by (created_at, id): items written between two pages neither repeat nor skip an item. ` +
      'theme (the theme an item is matched to) and q (every word must start a word of the topic, subtitle, deck or a headline) ' +
      'narrow the list on the server and page the same way. Each item is a PremiumContentSummary: the text comes only with the item ' +
      '(GET /api/premium-content/{id}), and only for premium members and staff.',
  })
  @ApiListPage(PremiumContentSummary)
  @ApiBadInput('limit, before, theme or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  list(@Query() dto: PremiumListDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<PremiumContentSummary[]> {
    return this.page({ scope: 'current', theme: dto.theme }, dto, user, res);
  }

  @Get('recent')
  @Access('staff')
  @ApiOperation({ summary: 'The ten newest premium items (published and drafts)' })
  @ApiOkResponse({ type: [PremiumContentView] })
  recent(@CurrentUser() user: AuthUser): Promise<PremiumContentView[]> {
    return this.queries.execute(new RecentPremiumContentQuery(user));
  }

  @Get('archived')
  @Access('staff')
  @ApiOperation({
    summary: 'A page of the deleted (archived) premium items, newest first, as summaries (no text)',
    description: `${PAGING_TEXT} theme and q as for GET /api/premium-content.`,
  })
  @ApiListPage(PremiumContentSummary)
  @ApiBadInput('limit, before, theme or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  archived(@Query() dto: PremiumListDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<PremiumContentSummary[]> {
    return this.page({ scope: 'archived', theme: dto.theme }, dto, user, res);
  }

  private async page(filter: PremiumListFilter, dto: PremiumListDto, user: AuthUser, res: Response): Promise<PremiumContentSummary[]> {
    const { limit, before, q } = pageRequest(dto);
    const page = await this.queries.execute<PremiumPageQuery, ListPage<PremiumContentSummary>>(new PremiumPageQuery({ ...filter, q }, user, limit, before));
    return sendListPage(res, page);
  }

  @Get('theme-counts')
  @Access('signed-in', { apiKeys: 'staff' })
  @ApiOperation({
    summary: 'Premium items per theme (matched by editorial_theme, then topic, then keywords)',
    description: 'Counted as GET /api/premium-content lists them: members published items, staff drafts too. One count query, never the rows.',
  })
  @ApiOkResponse({ type: PremiumThemeCountsView })
  themeCounts(@CurrentUser() user: AuthUser): Promise<PremiumThemeCounts> {
    return this.queries.execute(new PremiumThemeCountsQuery(user));
  }

  @Post('generate')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: 'Generate a premium coaching roadmap and answer with it when it is stored (about 1-2 minutes)',
    description:
      'A job on the generation queue, like POST /api/content/generate: send a new requestId (UUID) and poll GET /api/content/generate/progress/{requestId}. ' +
      'editorial_theme must be one of the six themes; without forceCreate a theme that already has premium content answers 409.',
  })
  @ApiGenerationAnswers({ requestId: true, conflicts: 'the theme already has premium content (send forceCreate to add another), or another request is giving it some now' })
  @ApiOkResponse({ type: PremiumContentView })
  generate(@Body() dto: GeneratePremiumDto, @CurrentUser() user: AuthUser): Promise<PremiumContentView> {
    return this.commands.execute(
      new GeneratePremiumCommand(user, dto.topic, dto.customPrompt, dto.editorial_week ?? undefined, dto.editorial_theme, dto.forceCreate ?? false, dto.requestId),
    );
  }

  @Post(':id/enhance')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: 'Rewrite one premium item with the AI engine (same topic, theme, day and brief); the old item is deleted once the new one is stored',
    description:
      'A generation like POST /generate (same limits and errors): send a new requestId (UUID) and poll GET /api/content/generate/progress/{requestId}; ' +
      'when the answer is lost, the progress gives the new item (generationId) once it is stored. The new item has the old one\'s status when it is ' +
      'stored: a draft stays a draft. 404 for a missing or deleted item. An item deleted while it is being rewritten (DELETE, a bulk delete) stays ' +
      'deleted: nothing is stored and the answer is 409.',
  })
  @ApiGenerationAnswers({
    requestId: true,
    conflicts: `the item is already being rewritten (another tab or editor, or Regenerate All), or it was deleted while it was being rewritten ("${PREMIUM_MESSAGES.deletedWhileRewriting}")`,
  })
  @ApiBody({ type: GenerationRequestDto, required: false })
  @ApiOkResponse({ type: PremiumContentView })
  enhance(@Param('id', PremiumIdPipe) id: number, @Body() dto: GenerationRequestDto, @CurrentUser() user: AuthUser): Promise<PremiumContentView> {
    return this.commands.execute(new EnhancePremiumCommand(id, user, dto.requestId));
  }

  @Post('regenerate-all')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: 'Regenerate the newest premium item of each theme (one after another; the old one is deleted once its replacement is stored)',
    description:
      "One job rewrites the items in a worker, each replaced in the transaction that stores its successor, so the run goes on to the end " +
      "if this request is cut (the new items appear in the list). It holds one of the editor's generation slots. Send a new requestId (UUID) " +
      'to follow it at GET /api/content/generate/progress/{requestId} (detail: the item it is rewriting) and, when the answer is lost, to find ' +
      "its outcome there (batch: the new items' ids and the failures); a requestId already used (running, or ended in the last 15 minutes) is 409. " +
      'An item deleted while it is being rewritten stays deleted: it is reported in failed and nothing replaces it.',
  })
  @ApiErrorAnswer(
    503,
    'OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it), or the job queue does not answer (nothing was started), or the worker running the job stopped (the items it had replaced stay replaced)',
    NOT_CONFIGURED.openai,
  )
  @ApiErrorAnswer(
    409,
    'Regenerate All is already running (another tab or editor), or the requestId names a generation that is running or has run (its progress is kept 15 minutes after it ends); nothing was started',
    CLAIM_MESSAGES.all,
  )
  @ApiErrorAnswer(429, 'The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started', tooManyGenerations(2))
  @ApiErrorAnswer(504, 'The run took longer than its generations may; it goes on and its new items appear in the list', GENERATION_MESSAGES.timeout)
  @ApiBody({ type: GenerationRequestDto, required: false })
  @ApiOkResponse({ type: RegenerateAllView })
  regenerateAll(@Body() dto: GenerationRequestDto, @CurrentUser() user: AuthUser): Promise<RegenerateAllResult> {
    return this.commands.execute(new RegenerateAllPremiumCommand(user, dto.requestId));
  }

  @Get(':id')
  @Access('signed-in', { apiKeys: 'staff' })
  @ApiOperation({ summary: 'One premium item: members see published items, staff drafts and archived ones too' })
  @ApiOkResponse({ type: PremiumContentView })
  get(@Param('id', PremiumIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<PremiumContentView> {
    return this.queries.execute(new GetPremiumContentQuery(id, user));
  }

  @Put(':id')
  @Access('staff')
  @BodyLimit(LONG_TEXT_LIMIT)
  @ApiOperation({
    summary: 'Edit: {topic, system_prompt}, {long_form_article} or {topic, headlines, apple_news_deck, long_form_article}; {status} publishes or hides it',
    description: `Send only the fields you changed. status draft hides the item from members (their lists, theme counts, the coach's recommendations and saved reports) and published shows it again; sending the status it has changes nothing. ${EDITING_TOGETHER}`,
  })
  @ApiErrorAnswer(
    409,
    `The item has been deleted (archived), or it changed after expected_updated_at (reason ${CHANGED_MEANWHILE}; the message names who and when, e.g. "${CHANGED_EXAMPLE('premium post')}"); nothing was changed`,
    PREMIUM_MESSAGES.archived,
  )
  @ApiOkResponse({ type: PremiumContentView })
  update(@Param('id', PremiumIdPipe) id: number, @Body() dto: UpdatePremiumDto, @CurrentUser() user: AuthUser): Promise<PremiumContentView> {
    const { expected_updated_at: expected, ...changes } = dto;
    return this.commands.execute(new UpdatePremiumCommand(id, changes, user.id, expected));
  }

  @Post('bulk-delete')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: "Delete (archive) every item a filtered list shows: the Premium tab's \"select all\", on the server's set, loaded or not",
    description:
      'theme and q as for GET /api/premium-content (at least one). expected_count: the X-Total-Count of that list the editor ' +
      'confirmed; when a different number matches now, nothing is deleted (409 with the count now). One audit row (premium.bulk-delete).',
  })
  @ApiBadInput('No theme and no search, or a malformed field; nothing was deleted', BULK_MESSAGES.noFilter)
  @ApiErrorAnswer(409, 'Another number of items matches now than the editor confirmed; nothing was deleted', BULK_MESSAGES.changed(4, 3))
  @ApiOkResponse({ type: BulkDeleteResult })
  bulkDelete(@Body() dto: BulkDeletePremiumDto, @CurrentUser() user: AuthUser): Promise<BulkDeleteResult> {
    return this.commands.execute(new BulkDeletePremiumCommand({ theme: dto.theme, q: dto.q }, dto.expected_count, user.id));
  }

  @Delete('bulk-delete-theme/:theme')
  @Access('staff')
  @ApiOperation({
    summary: 'Delete (archive) every premium item of a theme',
    description:
      "expected_count: the theme's count the editor confirmed; when another number of items is in the theme now, nothing is deleted " +
      '(409 with the count now). Absent: not checked. One audit row (premium.bulk-delete).',
  })
  @ApiBadInput('An unknown theme or a malformed expected_count; nothing was deleted', 'expected_count must be a whole number')
  @ApiErrorAnswer(409, 'Another number of items is in the theme now than the editor confirmed; nothing was deleted', BULK_MESSAGES.changed(4, 3))
  @ApiOkResponse({ type: BulkDeleteResult })
  bulkDeleteTheme(@Param('theme') theme: string, @Query() dto: BulkDeleteThemeDto, @CurrentUser() user: AuthUser): Promise<BulkDeleteResult> {
    return this.commands.execute(new BulkDeletePremiumThemeCommand(theme, user.id, dto.expected_count));
  }

  @Delete(':id')
  @Access('staff')
  @ApiOperation({
    summary: 'Delete a premium item for readers (it is archived)',
    description:
      'An item being rewritten (Enhance, Regenerate All) is deleted all the same: the deletion wins, the rewrite stores nothing and answers 409 ' +
      '(Regenerate All reports it in failed). When the rewrite stored its new version first, the item is already deleted (replaced): 404.',
  })
  @ApiOkResponse({ type: PremiumDeleteResult })
  remove(@Param('id', PremiumIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<PremiumDeleteResult> {
    return this.commands.execute(new DeletePremiumCommand(id, user.id));
  }
}
