import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { CHANGED_MEANWHILE } from '../../infrastructure/audit/edit-conflict.js';
import { ApiListPage, BAD_LIST_CURSOR, NEXT_CURSOR_HEADER, PAGING_TEXT_EXACT, pageRequest, TOTAL_COUNT_HEADER } from '../../infrastructure/http/list-paging.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { ApiDecodeBusy } from '../../infrastructure/storage/decode-line.js';
import { ApiPhotoBudget } from '../../infrastructure/storage/upload-intake.js';
import { ImageUpload, type UploadedImage } from '../../infrastructure/storage/image-upload.decorator.js';
import { NO_IMAGE } from '../../infrastructure/storage/image-rules.js';
import { CreateEntryCommand, DeleteEntryCommand, UpdateEntryCommand, UploadJournalImageCommand } from './commands/journal.commands.js';
import { MESSAGES } from './community-messages.js';
import { CreateEntryDto, UpdateEntryDto } from './dto/community.dto.js';
import { JournalListDto, JournalMonthsDto } from './dto/journal-list.dto.js';
import { JournalEntryQuery } from './queries/journal-entry.queries.js';
import { JournalMonthsQuery, JournalPageQuery, PAGE_BYTES, type JournalMonth, type JournalPage } from './queries/journal-list.queries.js';
import { Done, EntryView, ImageUrlAnswer, JournalMonthView } from './views.js';
import { BodyLimit } from '../../infrastructure/http/json-body.js';

const PHOTO_RULES = 'Photos: JPEG, PNG, GIF, WebP (HEIC/AVIF where readable), up to 10 MB and 50 megapixels; type read from the bytes; stored re-encoded as WebP without metadata (an animation: its first frame).';

/** The member's own journal. */
@ApiTags('community journal')
@Controller('api/community')
export class JournalController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('journal')
  @Access('signed-in')
  @ApiOperation({
    summary: "A page of the member's journal entries, newest first (the latest page without before)",
    description:
      `${PAGING_TEXT_EXACT} Ordered by (created_at, id): entries written between two pages neither repeat nor skip an entry. ` +
      `A page also stops before ${PAGE_BYTES / 1024} KB of entries (so an answer stays under 100 KB however long the entries are); ` +
      'X-Next-Cursor is then present although fewer than limit entries came. q (full text over title, text and tags: every word must ' +
      'start a word of the entry, English stemming), tag, privacy, pinned, month (with tz) and summaries narrow the list on the server; ' +
      'they page the same way. Only the caller\'s own entries are ever read.',
  })
  @ApiListPage(EntryView, 'exact')
  @ApiBadInput('limit, before or a filter is malformed (nothing else is read)', BAD_LIST_CURSOR)
  async list(@Query() dto: JournalListDto, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    const { limit, before, q } = pageRequest(dto);
    const filter = { q: q || undefined, tag: dto.tag, privacy: dto.privacy, pinned: dto.pinned || undefined, month: dto.month, tz: dto.tz, summaries: dto.summaries };
    const query = new JournalPageQuery(user.id, filter, limit, before);
    const page = await this.queries.execute<JournalPageQuery, JournalPage>(query);
    // EntryView[] as JSON text built by the database, sent as it is: no re-encoding and no ETag hash of the body (the
    // answer is private, no-store, so nothing revalidates it). Content-Length given, so the compression middleware
    // sends it as it is to clients that do not accept gzip.
    if (page.next_cursor) res.setHeader(NEXT_CURSOR_HEADER, page.next_cursor);
    if (page.total !== null) res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    res.status(200).type('application/json; charset=utf-8').setHeader('Content-Length', Buffer.byteLength(page.json));
    res.end(page.json);
  }

  @Get('journal/months')
  @Access('signed-in')
  @ApiOperation({
    summary: "The months with entries, newest first, with how many entries each has (a count query; the journal's month filter)",
    description: 'Months in tz (the member\'s time zone, default UTC); summaries=false counts only what the member wrote.',
  })
  @ApiOkResponse({ type: [JournalMonthView] })
  @ApiBadInput('tz or summaries is malformed', 'tz must be a time zone name such as Europe/London or America/New_York.')
  months(@Query() dto: JournalMonthsDto, @CurrentUser() user: AuthUser): Promise<JournalMonth[]> {
    return this.queries.execute(new JournalMonthsQuery(user.id, dto.tz ?? 'UTC', dto.summaries ?? true));
  }

  @Get('journal/:id')
  @Access('signed-in')
  @ApiOperation({
    summary: "One of the member's entries, as the list shows it (with its coach reply once written)",
    description: 'For an edit refused because the entry changed meanwhile (409, reason changed_meanwhile): the latest version to load into the form.',
  })
  @ApiOkResponse({ type: EntryView })
  one(@Param('id', new IdParam(MESSAGES.entryNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<EntryView> {
    return this.queries.execute(new JournalEntryQuery(user.id, id));
  }

  @Post('journal')
  @Access('signed-in')
  // A photo may come as a data URL: 10 MB of image is about 13.4 MB of base64.
  @BodyLimit(15 * 1024 * 1024)
  @ImageUpload('image', 'journal')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({
    summary: 'Write an entry (JSON with image_url as a data URL, or multipart with an `image` file); publishes EntryCreated',
    description:
      `${PHOTO_RULES} Sending again: with client_key, a repeat (a retry after a lost answer, a double click, two tabs) answers 201 with ` +
      'the entry stored the first time (as it is now: its coach reply once written) and stores nothing more.',
  })
  @ApiCreatedResponse({ type: EntryView })
  @ApiTooManyRequests(
    'The member wrote JOURNAL_ENTRIES_PER_HOUR entries (default 30) in the last hour, or uploaded PHOTOS_PER_HOUR photos (default 60); nothing was stored',
    MESSAGES.tooManyEntries(30),
  )
  @ApiDecodeBusy()
  create(@Body() dto: CreateEntryDto, @UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<EntryView> {
    if (file && dto.image_url) throw new BadRequestException(MESSAGES.imageTwice);
    const { image_url, ...entry } = dto;
    return this.commands.execute(new CreateEntryCommand(user.id, { ...entry, image: file?.buffer ?? image_url }, clientAddress(req)));
  }

  @Put('journal/:id')
  @Access('signed-in')
  // A photo may come as a data URL: 10 MB of image is about 13.4 MB of base64.
  @BodyLimit(15 * 1024 * 1024)
  @ApiOperation({
    summary: "Change one of the member's entries (fields left out stay as they are)",
    description: `${PHOTO_RULES} Editing in two tabs: send expected_updated_at, the updated_at the edit began from, and only the fields changed.`,
  })
  @ApiOkResponse({ type: EntryView })
  @ApiErrorAnswer(409, `The entry changed after expected_updated_at (reason ${CHANGED_MEANWHILE}); nothing was changed`, MESSAGES.entryChangedMeanwhile)
  @ApiPhotoBudget()
  update(@Param('id', new IdParam(MESSAGES.entryNotFound)) id: number, @Body() dto: UpdateEntryDto, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<EntryView> {
    return this.commands.execute(new UpdateEntryCommand(user.id, id, { ...dto }, clientAddress(req)));
  }

  @Delete('journal/:id')
  @Access('signed-in')
  @ApiOperation({ summary: "Delete one of the member's entries (and its photo)" })
  @ApiOkResponse({ type: Done })
  remove(@Param('id', new IdParam(MESSAGES.entryNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.commands.execute(new DeleteEntryCommand(user.id, id));
  }

  @Post('journal/upload-image')
  @HttpCode(200)
  @Access('signed-in')
  @ImageUpload('image', 'journal')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOperation({ summary: "Store a journal photo; use the answered imageUrl as an entry's image_url", description: PHOTO_RULES })
  @ApiOkResponse({ type: ImageUrlAnswer })
  @ApiPhotoBudget()
  upload(@UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<ImageUrlAnswer> {
    if (!file) throw new BadRequestException(NO_IMAGE);
    return this.commands.execute(new UploadJournalImageCommand(user.id, file.buffer, clientAddress(req)));
  }
}
