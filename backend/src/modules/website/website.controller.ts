import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PUBLIC_CACHE_CONTROL, PublicCache } from '../../infrastructure/cache/public-cache.js';
import { Access, STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiErrorAnswer, ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { BodyLimit, LONG_TEXT_LIMIT } from '../../infrastructure/http/json-body.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { CHANGED_EXAMPLE, CHANGED_MEANWHILE, EDITING_TOGETHER } from '../../infrastructure/audit/edit-conflict.js';
import { notYourUpload } from '../../infrastructure/storage/upload-ledger.js';
import { UploadService } from '../../infrastructure/storage/upload.service.js';
import { ApiGenerationAnswers, ApiImageSearchAnswers } from '../content/index.js';
import { EDITORIAL_THEMES } from '../content/index.js';
import { GenerateContentDto } from '../content/index.js';
import {
  CreateWebsiteCommand,
  DeleteWebsiteCommand,
  PublishWebsiteCommand,
  SetFeaturedWebsiteCommand,
  SetHeroWebsiteCommand,
  UnpublishWebsiteCommand,
  UpdateWebsiteCommand,
  UpdateWebsiteImageCommand,
} from './commands/change-website.commands.js';
import { GenerateWebsiteCommand } from './commands/generate-website.commands.js';
import { CreateWebsiteDto, PublishWebsiteDto, UpdateWebsiteDto } from './dto/website.dto.js';
import { GetWebsiteContentQuery, type WebsiteHero } from './queries/website.queries.js';
import { AuditLogPageQuery, type AuditRowView } from './queries/audit-log.queries.js';
import { StaffWebsitePageQuery } from './queries/staff-list.queries.js';
import { StaffWebsiteListDto } from './dto/staff-list.dto.js';
import { ApiListPage, BAD_LIST_CURSOR, ListQueryDto, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { ReaderArticleSummary, StaffArticleSummary, WebsiteContentView, withImageWidths, type Unsized } from './website-content-view.js';
import { ApiReaderOrStaffOk, ApiReaderOrStaffProperty } from './reader-or-staff.js';
import { WEBSITE_MESSAGES, WEBSITE_NOT_FOUND } from './website-support.js';
import { articleRead, FEATURED_ARTICLES, HERO_ARTICLE, LATEST_ARTICLES, publishedArticlesRead, THEME_COUNTS } from './public-reads.js';
import { ArticleLists } from './article-lists.js';
import { ArticleListQuery, BAD_CURSOR, FEATURED_LIMIT, LATEST_LIMIT, PAGE_DEFAULT, PAGE_MAX, parseCursor, parseLimit, type WebsiteThemeCounts } from './queries/article-lists.queries.js';

const isStaff = (user: AuthUser | undefined) => !!user && STAFF_ROLES.includes(user.role);
const CACHED =
  'Served from the public read cache (emptied by the cache queue when content changes): Cache-Control public, no-cache and an ETag (an unchanged answer is a 304); brotli or gzip when accepted.';
/** How the article reads document their two audiences. */
const READER_VIEW =
  'Readers (anonymous, members, content API keys) get each article as a ReaderArticleView; staff (editors, admins, staff API keys) get the WebsiteContentView, which adds the staff-only editorial fields, fresh and never cached.';

/** How the list reads document their two audiences. */
const READER_SUMMARY =
  'Readers (anonymous, members, content API keys) get each article as a ReaderArticleSummary (no body: it comes with the article alone); staff (editors, admins, staff API keys) get the StaffArticleSummary, which adds the staff-only editorial fields, fresh and never cached.';

export const WebsiteIdPipe = new IdParam(WEBSITE_NOT_FOUND);
const FEATURED_UPLOAD = ApiBadInput(
  "Bad input (the message names the field), or a featured_image naming one of our uploads that is not the caller's own (an unchanged one may stay); nothing was changed",
  notYourUpload('featured_image'),
);
/** The 409 of every change to an article: it has been deleted (archived); `also`: the route's other conflicts. */
export const ApiDeletedConflict = (also?: string) =>
  ApiErrorAnswer(409, `The article has been deleted (archived)${also ? `, or ${also}` : ''}; nothing was changed`, WEBSITE_MESSAGES.archived);

class ThemeCount {
  @ApiProperty({ enum: EDITORIAL_THEMES }) theme!: (typeof EDITORIAL_THEMES)[number];
  @ApiProperty() count!: number;
}

class ThemeCountsView implements WebsiteThemeCounts {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: Object.fromEntries(EDITORIAL_THEMES.map((t) => [t, 0])) })
  counts!: WebsiteThemeCounts['counts'];
  @ApiProperty({ type: [ThemeCount], description: "The same counts as a list of {theme, count}, in cycle order (docs/product.md#magazine-home)" }) themes!: ThemeCount[];
  @ApiProperty({ description: 'Published articles no theme matched' }) unmatched!: number;
  @ApiProperty() total!: number;
}

class HeroView implements WebsiteHero {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiReaderOrStaffProperty('summary', { nullable: true }) article!: ReaderArticleSummary | StaffArticleSummary | null;
}

class DeleteResult {
  @ApiProperty() success!: true;
  @ApiProperty({ example: 'Website content deleted' }) message!: string;
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true, description: "The deleted article's title (kept in the audit log too)" }) title!: string | null;
}

class AuditRow implements AuditRowView {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) actor_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) actor_email!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The API key the change was made with (actor_id is then null)' }) api_key_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The API key's name, while it exists" }) api_key_name!: string | null;
  @ApiProperty({ example: 'website.publish' }) action!: string;
  @ApiProperty({ example: 'website' }) subject_kind!: string;
  @ApiProperty({ type: Number, nullable: true }) subject_id!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/**
 * Website articles (docs/product.md#website-articles). Staff write them (generate, edit, schedule, publish, hero, featured,
 * revisions, delete); the public reads published ones only (featured, latest, hero, one by id or slug).
 * Drafts, scheduled and deleted articles are never shown to visitors or members.
 */
@ApiTags('website content')
@Controller('api/website-content')
export class WebsiteController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus, private readonly cache: PublicCache, private readonly uploads: UploadService) {}

  /** A change's answer: the article as staff see it, with its picture's width. */
  private async change(command: object): Promise<WebsiteContentView> {
    const [view] = await withImageWidths(this.uploads, [await this.commands.execute<object, Unsized<WebsiteContentView>>(command)]);
    return view;
  }

  @Get()
  @Access('staff')
  @ApiOperation({
    summary: 'A page of the articles that are not deleted (drafts, scheduled and published), newest (or oldest) first, as summaries (no body)',
    description:
      `${PAGING_TEXT} Ordered by the day each item shows and id: a published article's publish_date, else its created_at (drafts, scheduled); articles written between two pages neither repeat nor skip an article. ` +
      'theme (the theme an article is matched to) and q (every word must start a word of the title, deck, description or body; a lone number also ' +
      'matches the article with that id) and status (draft, scheduled or published) narrow the list on the server and page the same way; ' +
      'sort=oldest lists the oldest of those days first (the next pages follow with the same sort). A search lists first the articles whose title holds every ' +
      "word (and the one whose id it is), then the other matches, each part in the list's order; the cursor says which part it is in. " +
      'A q that is an article\'s address (its slug, an ' +
      'old slug, a link to /article/{slug or id}, or #{id}) answers that article alone, whatever the theme. Each item is a StaffArticleSummary: the body comes only with the article (GET /api/website-content/{idOrSlug}).',
  })
  @ApiListPage(StaffArticleSummary)
  @ApiBadInput('limit, before, theme, status, sort or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  async list(@Query() dto: StaffWebsiteListDto, @Res({ passthrough: true }) res: Response): Promise<StaffArticleSummary[]> {
    const { limit, before, q } = pageRequest(dto, 'sections');
    const page = await this.queries.execute<StaffWebsitePageQuery, ListPage<StaffArticleSummary>>(new StaffWebsitePageQuery({ theme: dto.theme, q, status: dto.status, oldestFirst: dto.sort === 'oldest' }, limit, before));
    return sendListPage(res, page);
  }

  @Get('theme-counts')
  @Access('public')
  @ApiOperation({ summary: 'Published articles per theme', description: CACHED })
  @ApiNotModified()
  @ApiOkResponse({ type: ThemeCountsView })
  themeCounts(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, THEME_COUNTS);
  }

  @Get('featured')
  @Access('public')
  @ApiOperation({ summary: `The ${FEATURED_LIMIT} newest featured published articles, as summaries (no body)`, description: `${READER_SUMMARY} ${CACHED}` })
  @ApiNotModified()
  @ApiReaderOrStaffOk('summary', true)
  featured(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, FEATURED_ARTICLES);
  }

  @Get('latest')
  @Access('public')
  @ApiOperation({ summary: `The ${LATEST_LIMIT} newest published articles, as summaries (no body)`, description: `${READER_SUMMARY} ${CACHED}` })
  @ApiNotModified()
  @ApiReaderOrStaffOk('summary', true)
  latest(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, LATEST_ARTICLES);
  }

  @Get('hero')
  @Access('public')
  @ApiOperation({ summary: 'The hero article (published) as a summary (no body), or nulls', description: `${READER_SUMMARY} ${CACHED}` })
  @ApiNotModified()
  @ApiOkResponse({ type: HeroView })
  hero(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.cache.sendRead(req, res, this.queries, HERO_ARTICLE);
  }

  @Post()
  @Access('staff')
  @BodyLimit(LONG_TEXT_LIMIT)
  @ApiOperation({
    summary: 'Manual Create: a hand-written draft (title, article and editorial theme required; slug from the title when absent)',
    description: 'Stored as a draft, invisible to readers until published. A slug another article has (or had) is 409.',
  })
  @ApiErrorAnswer(409, 'The slug is used by another article (now, or before a rename); nothing was stored', WEBSITE_MESSAGES.slugTaken('hill-repeats-after-50'))
  @ApiCreatedResponse({ type: WebsiteContentView })
  @FEATURED_UPLOAD
  create(@Body() dto: CreateWebsiteDto, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new CreateWebsiteCommand({ ...dto }, user.id));
  }

  @Post('generate')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({
    summary: 'Generate a website article (800-1200 words) and answer with the stored draft (about 1-2 minutes)',
    description:
      'A job on the generation queue, like POST /api/content/generate: send a new requestId (UUID) and poll GET /api/content/generate/progress/{requestId}.',
  })
  @ApiGenerationAnswers()
  @ApiOkResponse({ type: WebsiteContentView })
  generate(@Body() dto: GenerateContentDto, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.commands.execute(new GenerateWebsiteCommand(user, dto.topic, dto.customPrompt, dto.editorial_week ?? undefined, dto.editorial_theme, dto.requestId));
  }

  @Get(':idOrSlug')
  @Access('public')
  @ApiOperation({
    summary: 'One article by id or slug: published for everyone, any status for staff',
    description:
      'An old slug (before a rename) answers 200 with the article and `redirect_to`, its current slug. Anything a reader may not see is 404. ' +
      `${READER_VIEW} Readers' answers: ${CACHED}`,
  })
  @ApiNotModified()
  @ApiReaderOrStaffOk('article')
  async get(@Param('idOrSlug') idOrSlug: string, @CurrentUser() user: AuthUser | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (isStaff(user)) {
      res.json(await this.queries.execute(new GetWebsiteContentQuery(idOrSlug, user)));
      return;
    }
    const read = articleRead(idOrSlug);
    await this.cache.send(req, res, read.key, () => this.queries.execute(read.query()), { tags: read.tags, lane: true });
  }

  @Put(':id')
  @Access('staff')
  @BodyLimit(LONG_TEXT_LIMIT)
  @ApiOperation({
    summary: 'Edit: {topic, system_prompt} or {title, long_form_article, meta_description, featured_image, category, subtitle} (and slug, tags)',
    description:
      'Empty fields keep their old value; send only the fields you changed. Every save keeps the previous version as a revision. A slug another article has (or had) is 409. ' +
      `${EDITING_TOGETHER}`,
  })
  @ApiDeletedConflict(`the slug is used by another article (now, or before a rename), or the article changed after expected_updated_at (reason ${CHANGED_MEANWHILE}; the message names who and when, e.g. "${CHANGED_EXAMPLE('article')}")`)
  @ApiOkResponse({ type: WebsiteContentView })
  @FEATURED_UPLOAD
  update(@Param('id', WebsiteIdPipe) id: number, @Body() dto: UpdateWebsiteDto, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    const { expected_updated_at: expected, ...changes } = dto;
    return this.change(new UpdateWebsiteCommand(id, changes, user.id, expected));
  }

  @Delete(':id')
  @Access('staff')
  @ApiOperation({ summary: 'Delete an article for readers (it is archived; no longer hero or featured)' })
  @ApiOkResponse({ type: DeleteResult })
  remove(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<DeleteResult> {
    return this.commands.execute(new DeleteWebsiteCommand(id, user.id));
  }

  @Post(':id/publish')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Publish now, or schedule with a future publish_at (status scheduled; published by a job at that time)' })
  @ApiBadInput('publish_at is not an ISO date-time, or more than a minute in the past (nothing changes)', WEBSITE_MESSAGES.publishAtPast)
  @ApiDeletedConflict()
  @ApiOkResponse({ type: WebsiteContentView })
  publish(@Param('id', WebsiteIdPipe) id: number, @Body() dto: PublishWebsiteDto, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new PublishWebsiteCommand(id, dto?.publish_at, user.id));
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Back to draft (published or scheduled); no longer hero' })
  @ApiDeletedConflict()
  @ApiOkResponse({ type: WebsiteContentView })
  unpublish(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new UnpublishWebsiteCommand(id, user.id));
  }

  @Post(':id/set-hero')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Make a published article the hero (only one at a time); a draft is 409' })
  @ApiDeletedConflict(`it is not published (${WEBSITE_MESSAGES.heroNeedsPublished})`)
  @ApiOkResponse({ type: WebsiteContentView })
  setHero(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new SetHeroWebsiteCommand(id, true, user.id));
  }

  @Post(':id/unset-hero')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Take the hero mark off an article (the newest published article then leads the home page)' })
  @ApiDeletedConflict()
  @ApiOkResponse({ type: WebsiteContentView })
  unsetHero(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new SetHeroWebsiteCommand(id, false, user.id));
  }

  @Post(':id/set-featured')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Pin an article to the featured list (shown there once published)' })
  @ApiDeletedConflict()
  @ApiOkResponse({ type: WebsiteContentView })
  setFeatured(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new SetFeaturedWebsiteCommand(id, true, user.id));
  }

  @Post(':id/unset-featured')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Unpin an article from the featured list' })
  @ApiDeletedConflict()
  @ApiOkResponse({ type: WebsiteContentView })
  unsetFeatured(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new SetFeaturedWebsiteCommand(id, false, user.id));
  }

  @Post(':id/update-image')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Choose a new featured image by image search for the title; answers the article' })
  @ApiDeletedConflict()
  @ApiImageSearchAnswers('or it found no other photo for the title')
  @ApiOkResponse({ type: WebsiteContentView })
  updateImage(@Param('id', WebsiteIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    return this.change(new UpdateWebsiteImageCommand(id, user.id));
  }
}

/** The magazine's article list (docs/product.md#public-magazine). */
@ApiTags('website content')
@Controller('api/publisher')
export class PublisherController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache, private readonly lists: ArticleLists) {}

  @Get('articles')
  @Access('public')
  @ApiOperation({
    summary: `The newest published articles as summaries (no body), newest first: ${PAGE_DEFAULT} unless limit says (1-${PAGE_MAX}); before pages on`,
    description:
      `Each item is a ReaderArticleSummary (staff: StaffArticleSummary); the body comes only with the article (GET /api/website-content/{idOrSlug}). ` +
      'The next page: before = the published_at and id of the last item, joined by "_" (a cursor on (publish date, id): articles published meanwhile ' +
      `neither repeat nor skip an article); fewer than limit items: the last page. The first pages are ${CACHED}`,
  })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `1-${PAGE_MAX} (default ${PAGE_DEFAULT})` })
  @ApiQuery({ name: 'before', required: false, type: String, example: '2026-11-23T10:00:00.000Z_42' })
  @ApiNotModified()
  @ApiBadInput('limit or before is malformed', BAD_CURSOR)
  @ApiReaderOrStaffOk('summary', true)
  articles(@Req() req: Request, @Res() res: Response, @Query('limit') limit?: string, @Query('before') before?: string): Promise<void> {
    const size = parseLimit(limit);
    const cursor = parseCursor(before);
    if (!cursor) return this.cache.sendRead(req, res, this.queries, publishedArticlesRead(size));
    return this.lists.sendPage(req, res, new ArticleListQuery({ limit: size, before: cursor }), new ArticleListQuery({ limit: size, before: cursor, audience: 'staff' }), publishedArticlesRead(size).tags);
  }
}

/** The staff audit log (admins only). */
@ApiTags('admin')
@Controller('api/admin/audit-log')
export class AuditLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('admin')
  @ApiOperation({
    summary: 'A page of audit rows newest first, with the actor emails',
    description: `${PAGING_TEXT} Ordered by (at, id). q: words each found (any case, with or without accents) in the action, the subject kind, the subject's title, name, topic, ` +
      `address or theme as the row's details keep them, the actor's email or the API key's name; a number (1942 or #1942) also matches the subject's id.`,
  })
  @ApiListPage(AuditRow)
  @ApiBadInput('limit, before or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  async list(@Query() dto: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AuditRowView[]> {
    const { limit, before, q } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<AuditLogPageQuery, ListPage<AuditRowView>>(new AuditLogPageQuery(limit, before, q)));
  }
}
