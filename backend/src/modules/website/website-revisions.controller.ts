import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags, PickType } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { UploadService } from '../../infrastructure/storage/upload.service.js';
import { ApiListPage, ListQueryDto, LIST_PAGE_DEFAULT, NEXT_CURSOR_HEADER, PAGING_TEXT, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { RestoreWebsiteRevisionCommand } from './commands/restore-website-revision.commands.js';
import {
  REVISION_NOT_FOUND,
  WebsiteRevisionPageQuery,
  WebsiteRevisionQuery,
  type RevisionSummaryView,
  type RevisionView,
} from './queries/website-revisions.queries.js';
import { WebsiteContentView, withImageWidths, type Unsized } from './website-content-view.js';
import { ApiDeletedConflict, WebsiteIdPipe } from './website.controller.js';

const RevisionPipe = new IdParam(REVISION_NOT_FOUND);
export const BAD_REVISION_CURSOR = `before must be the ${NEXT_CURSOR_HEADER} of the page before: the version of its last revision (e.g. 17).`;

/** limit and before of the revisions list (before: a version, the X-Next-Cursor of the page before). */
export class RevisionListDto extends PickType(ListQueryDto, ['limit'] as const) {
  @ApiPropertyOptional({ example: '17', description: `The ${NEXT_CURSOR_HEADER} header of the page before (absent: the first page)` })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/, { message: BAD_REVISION_CURSOR })
  before?: string;
}

class RevisionSummary implements RevisionSummaryView {
  @ApiProperty() version!: number;
  @ApiProperty({ type: String, nullable: true, description: "The article's title in that version" }) title!: string | null;
  @ApiProperty({ description: 'Words of the article body in that version' }) word_count!: number;
  @ApiProperty({ type: Number, nullable: true }) saved_by!: number | null;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
}

class RevisionItem extends RevisionSummary implements RevisionView {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The article fields as they were before that save' }) fields!: Record<string, unknown>;
}

/** An article's saved versions (docs/product.md#website-articles, Revisions): staff list, read and restore them. */
@ApiTags('website content')
@Controller('api/website-content')
export class WebsiteRevisionsController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus, private readonly uploads: UploadService) {}

  @Get(':id/revisions')
  @Access('staff')
  @ApiOperation({
    summary: 'Saved versions of an article as summaries (no fields), newest first (each is the article before a save)',
    description:
      `${PAGING_TEXT} Ordered by version; the cursor is the version of the page's last revision. ` +
      "A revision's fields (the body) come with it alone: GET /api/website-content/{id}/revisions/{revision}.",
  })
  @ApiListPage(RevisionSummary)
  @ApiBadInput('limit or before is malformed (nothing is read)', BAD_REVISION_CURSOR)
  async revisions(@Param('id', WebsiteIdPipe) id: number, @Query() dto: RevisionListDto, @Res({ passthrough: true }) res: Response): Promise<RevisionSummaryView[]> {
    const page = await this.queries.execute<WebsiteRevisionPageQuery, ListPage<RevisionSummaryView>>(
      new WebsiteRevisionPageQuery(id, dto.limit ?? LIST_PAGE_DEFAULT, dto.before === undefined ? undefined : Number(dto.before)),
    );
    return sendListPage(res, page);
  }

  @Get(':id/revisions/:revision')
  @Access('staff')
  @ApiOperation({ summary: 'One saved version of an article with its fields (what Compare and Restore show)' })
  @ApiErrorAnswer(404, 'The article does not exist, or has no such version', `${REVISION_NOT_FOUND}: article 42 has no version 7.`)
  @ApiOkResponse({ type: RevisionItem })
  revision(@Param('id', WebsiteIdPipe) id: number, @Param('revision', RevisionPipe) revision: number): Promise<RevisionView> {
    return this.queries.execute(new WebsiteRevisionQuery(id, revision));
  }

  @Post(':id/revisions/:revision/restore')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: "Put a revision's fields back (the current version is saved as a revision first; the slug stays)" })
  @ApiDeletedConflict('the revision has no title')
  @ApiOkResponse({ type: WebsiteContentView })
  async restore(@Param('id', WebsiteIdPipe) id: number, @Param('revision', RevisionPipe) revision: number, @CurrentUser() user: AuthUser): Promise<WebsiteContentView> {
    const [view] = await withImageWidths(this.uploads, [await this.commands.execute<object, Unsized<WebsiteContentView>>(new RestoreWebsiteRevisionCommand(id, revision, user.id))]);
    return view;
  }
}
