import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { ACCOUNT_NOT_FOUND, MEMBER_DATA_FORMAT, MemberDataExport, MemberDataQuery } from './member-data.query.js';

const DATA_EXPORTS_PER_HOUR = 10;
const TOO_MANY_EXPORTS = 'You have downloaded your data several times in the last hour. Please try again later.';

/** "Your data" (docs/product.md): the member downloads everything kept about them, beside their profile. */
@ApiTags('community profile')
@Controller('api/community/profile')
export class MemberDataController {
  constructor(private readonly queries: QueryBus, private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  @Get('export')
  @Access('signed-in')
  @ApiOperation({
    summary: 'Your data: everything kept about the signed-in member, as a JSON file to download',
    description:
      'The account and its open sessions, every journal entry (with the full addresses of their photos), coach reply and recommendation, goal, ' +
      `saved report and subscription, the newsletter sign-up and the activity feed, oldest first (format ${MEMBER_DATA_FORMAT}). Sent as an attachment; ${DATA_EXPORTS_PER_HOUR} an hour.`,
  })
  @ApiOkResponse({ type: MemberDataExport })
  @ApiTooManyRequests(`More than ${DATA_EXPORTS_PER_HOUR} downloads in the last hour`, TOO_MANY_EXPORTS)
  @ApiErrorAnswer(404, 'The account was deleted meanwhile (in another tab or device)', ACCOUNT_NOT_FOUND)
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<MemberDataExport> {
    await this.limiter.consume({ bucket: 'data-export', subject: String(user.id), max: DATA_EXPORTS_PER_HOUR, windowMinutes: 60, message: TOO_MANY_EXPORTS });
    const data = await this.queries.execute<MemberDataQuery, MemberDataExport>(new MemberDataQuery(user.id, this.config.publicUrl));
    res.setHeader('Content-Disposition', `attachment; filename="flying50-my-data-${data.exported_at.slice(0, 10)}.json"`);
    return data;
  }
}
