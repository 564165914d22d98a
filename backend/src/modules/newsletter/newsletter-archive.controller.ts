import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicCache } from '../../infrastructure/cache/public-cache.js';
import { ApiNotModified } from '../../infrastructure/http/api-answers.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ARCHIVE_PAGE_SIZE, ARCHIVE_TAG, BAD_CURSOR, newsletterArchiveRead, parseCursor, type ArchiveIssue, type ArchivePage } from './queries/issue-archive.query.js';

class ArchiveIssueView implements ArchiveIssue {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: ['weekly', 'article'], description: 'The weekly digest, or one article sent on its own' }) kind!: 'weekly' | 'article';
  @ApiProperty({ example: 'Flying@50 this week: 3 new articles (23 November 2026)' }) subject!: string;
  @ApiProperty({ example: '2026-11-23T08:00:00.000Z', description: 'When it was sent' }) sent_at!: string;
  @ApiProperty({ example: '/newsletter/issues/3q2-7wQ9bJk1mZ0aXc4R_w', description: 'Its web copy (an HTML page of the site)' }) url!: string;
}

class ArchivePageView implements ArchivePage {
  @ApiProperty({ type: [ArchiveIssueView], description: `Newest first; at most ${ARCHIVE_PAGE_SIZE}` }) issues!: ArchiveIssueView[];
  @ApiProperty({ type: String, nullable: true, example: '1763884800000-12', description: 'The `before` of the page of older issues; null on the last page' })
  next!: string | null;
}

/** The newsletter archive's list (docs/product.md#newsletter-sign-up): the issues that reached subscribers, newest first. */
@ApiTags('newsletter')
@Controller('api/newsletter/issues')
export class NewsletterArchiveController {
  constructor(private readonly queries: QueryBus, private readonly cache: PublicCache) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: `The newsletter archive: the issues that reached subscribers, newest first, ${ARCHIVE_PAGE_SIZE} a page, each with its subject, date and web copy`,
    description:
      'Only sends with a web copy: the weekly digests and article sends that reached a subscriber (never an empty week, a send that failed or was stopped before reaching anyone, test sends). ' +
      'Paged by a cursor: `next` is the `before` of the page of older issues. ' +
      `Cached like the public reads (ETag; an edge may keep it: xkey/Surrogate-Key ${ARCHIVE_TAG}), purged when a send reaches its first subscriber or finishes.`,
  })
  @ApiQuery({ name: 'before', required: false, type: String, description: 'The `next` of the page before: lists the issues older than it' })
  @ApiNotModified()
  @ApiBadInput('before is not a cursor of the archive', BAD_CURSOR)
  @ApiOkResponse({ type: ArchivePageView })
  list(@Query('before') before: string | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    const read = newsletterArchiveRead(before === undefined ? undefined : parseCursor(before));
    return this.cache.sendRead(req, res, this.queries, read);
  }
}
