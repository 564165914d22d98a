import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiListPage, BAD_LIST_CURSOR, ListQueryDto, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import type { GenerationStatus } from './entities/content-generation.entity.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { notYourUpload } from '../../infrastructure/storage/upload-ledger.js';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { GENERATION_STAGES } from '../ai/index.js';
import { CONTENT_PACKAGE_PROMPT_VERSION, DEFAULT_BRIEF } from '../ai/index.js';
import { ArchiveGenerationCommand, DeleteGenerationCommand, UpdateGenerationCommand } from './commands/change-generation.commands.js';
import { GenerateContentCommand } from './commands/generate-content.command.js';
import { EditorialCycleParams, GenerateContentDto, ProgressParams, ProgressQuery, UpdateGenerationDto } from './dto/content.dto.js';
import { ApiGenerationAnswers } from './generation-answers.js';
import { GenerationProgress } from './generation-progress.js';
import { GenerationSummary, GenerationView } from './generation-view.js';
import { AutoInitializeQuery, AutoInitializeView } from './queries/auto-initialize.query.js';
import { EditorialCycleQuery, EditorialCycleView } from './queries/editorial-cycle.query.js';
import { GetGenerationProgressQuery } from './queries/generation-progress.query.js';
import { CONTENT_NOT_FOUND, GetGenerationQuery, ListGenerationsQuery } from './queries/generations.queries.js';
import { BodyLimit, LONG_TEXT_LIMIT } from '../../infrastructure/http/json-body.js';
import { CHANGED_EXAMPLE, CHANGED_MEANWHILE, EDITING_TOGETHER } from '../../infrastructure/audit/edit-conflict.js';

const GenerationIdPipe = new IdParam(CONTENT_NOT_FOUND);
const GENERATIONS_PAGING =
  `${PAGING_TEXT} Ordered by (created_at, id). q: words each found (any case) in the topic. Each item is a summary: the article, formats ` +
  'and images come with GET /api/content/generations/{id}.';

class ArchiveResult {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Content archived' }) message!: string;
  @ApiProperty({ type: GenerationView }) generation!: GenerationView;
}

class GenerationDeleteResult {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Content deleted' }) message!: string;
  @ApiProperty() id!: number;
}

class DefaultPrompt {
  @ApiProperty({ example: CONTENT_PACKAGE_PROMPT_VERSION }) version!: string;
  @ApiProperty({ description: 'The default brief (placeholder of the custom prompt)' }) system_prompt!: string;
  @ApiProperty({ enum: GENERATION_STAGES, isArray: true }) stages!: readonly string[];
}

/** The content generator and Apple News+ generations. Staff only: generations belong to the staff team. */
@ApiTags('content')
@Controller('api/content')
export class ContentController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('generations')
  @Access('staff')
  @ApiOperation({ summary: 'A page of the published (not archived) generations, newest first, as summaries', description: GENERATIONS_PAGING })
  @ApiListPage(GenerationSummary)
  @ApiBadInput('limit, before or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  list(@Query() dto: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<GenerationSummary[]> {
    return this.page('published', dto, res);
  }

  @Get('generations/archived')
  @Access('staff')
  @ApiOperation({ summary: 'A page of the archived generations, newest first, as summaries', description: GENERATIONS_PAGING })
  @ApiListPage(GenerationSummary)
  @ApiBadInput('limit, before or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  archived(@Query() dto: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<GenerationSummary[]> {
    return this.page('archived', dto, res);
  }

  private async page(status: GenerationStatus, dto: ListQueryDto, res: Response): Promise<GenerationSummary[]> {
    const { limit, before, q } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<ListGenerationsQuery, ListPage<GenerationSummary>>(new ListGenerationsQuery(status, limit, before, q)));
  }

  @Get('generations/:id')
  @Access('staff')
  @ApiOperation({ summary: 'One generation' })
  @ApiOkResponse({ type: GenerationView })
  get(@Param('id', GenerationIdPipe) id: number): Promise<GenerationView> {
    return this.queries.execute(new GetGenerationQuery(id));
  }

  @Post('generate')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: 'Generate a content package and answer with it when it is stored (about 1-2 minutes)',
    description:
      'Runs as a job on the generation queue. Send a new requestId (UUID) to follow the stages at GET /api/content/generate/progress/{requestId}.',
  })
  @ApiGenerationAnswers()
  @ApiOkResponse({ type: GenerationView })
  generate(@Body() dto: GenerateContentDto, @CurrentUser() user: AuthUser): Promise<GenerationView> {
    return this.commands.execute(
      new GenerateContentCommand(user, dto.topic, dto.customPrompt, dto.editorial_week ?? undefined, dto.editorial_theme, dto.requestId),
    );
  }

  @Get('generate/progress/:requestId')
  @Access('staff')
  @ApiOperation({
    summary: 'Stage of a running generation (kept 15 minutes after it ends, in the memory of the process that took the POST)',
    description:
      "404 for a requestId the server does not know (never sent, refused, or ended more than 15 minutes ago). The generator polls from the moment it sends the POST, with starting=true: a requestId not known yet then answers status 'starting' (its first poll can arrive before the POST).",
  })
  @ApiErrorAnswer(503, 'The queue store (Redis) does not answer', 'Generation progress is unavailable for a moment (the queue store does not answer). Please try again shortly.')
  @ApiOkResponse({ type: GenerationProgress })
  progress(@Param() params: ProgressParams, @Query() query: ProgressQuery): Promise<GenerationProgress> {
    return this.queries.execute(new GetGenerationProgressQuery(params.requestId, query.starting === true));
  }

  @Get('default-prompt')
  @Access('staff')
  @ApiOperation({ summary: 'The default brief (system prompt) and its version, and the generation stages' })
  @ApiOkResponse({ type: DefaultPrompt })
  defaultPrompt(): DefaultPrompt {
    return { version: CONTENT_PACKAGE_PROMPT_VERSION, system_prompt: DEFAULT_BRIEF, stages: GENERATION_STAGES };
  }

  @Put('generations/:id')
  @Access('staff')
  // An edited package: up to about 210,000 characters of text (article, formats, summary, headlines).
  @BodyLimit(LONG_TEXT_LIMIT)
  @ApiOperation({
    summary: 'Change one or more fields by name (text trimmed, blank refused, objects merged key by key)',
    description: `Send only the fields you changed. ${EDITING_TOGETHER}`,
  })
  @ApiErrorAnswer(409, `The package changed after expected_updated_at (reason ${CHANGED_MEANWHILE}; the message names who and when); nothing was changed`, CHANGED_EXAMPLE('content package'))
  @ApiOkResponse({ type: GenerationView })
  @ApiBadInput(
    "Bad input (the message names the field), or a new image naming one of our uploads that is not the caller's own (an unchanged one may stay); nothing was changed",
    notYourUpload('generated_images.coverImage'),
  )
  update(@Param('id', GenerationIdPipe) id: number, @Body() dto: UpdateGenerationDto, @CurrentUser() user: AuthUser): Promise<GenerationView> {
    const { expected_updated_at: expected, ...changes } = dto;
    return this.commands.execute(new UpdateGenerationCommand(id, changes, user.id, expected));
  }

  @Put('generations/:id/archive')
  @Access('staff')
  @ApiOperation({ summary: 'Move a generation to the archive' })
  @ApiOkResponse({ type: ArchiveResult })
  archive(@Param('id', GenerationIdPipe) id: number): Promise<ArchiveResult> {
    return this.commands.execute(new ArchiveGenerationCommand(id));
  }

  @Delete('generations/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Delete a generation for good' })
  @ApiOkResponse({ type: GenerationDeleteResult })
  remove(@Param('id', GenerationIdPipe) id: number): Promise<GenerationDeleteResult> {
    return this.commands.execute(new DeleteGenerationCommand(id));
  }

  @Post('auto-initialize')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: "The admin dashboard's initialisation on entry: the current editorial cycle and which weeks have content",
    description: 'Reads only (never calls the model, never writes), so it is safe to call on every entry.',
  })
  @ApiOkResponse({ type: AutoInitializeView })
  autoInitialize(): Promise<AutoInitializeView> {
    return this.queries.execute(new AutoInitializeQuery());
  }

  @Get('editorial-cycle')
  @Access('staff')
  @ApiOperation({
    summary: 'The Apple News+ planner: the six weeks of a cycle with status and the published or suggested title',
    description: "Statuses as docs/product.md#apple-news-planning describes them. `on` is the editor's calendar day (the browser's today in Europe/London); `cyclesAgo` goes back a cycle per Previous Cycle press.",
  })
  @ApiOkResponse({ type: EditorialCycleView })
  editorialCycle(@Query() params: EditorialCycleParams): Promise<EditorialCycleView> {
    return this.queries.execute(new EditorialCycleQuery(params.cyclesAgo, params.on));
  }
}
