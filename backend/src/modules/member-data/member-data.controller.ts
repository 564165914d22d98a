import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import pLimit from 'p-limit';
import { AppConfig } from '../../config/app-config.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { streamedDownload } from '../../infrastructure/http/streamed-download.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { MEMBER_DATA_FORMAT, MemberDataExport } from './member-data-export.dto.js';
import { ACCOUNT_NOT_FOUND, MemberDataWriter } from './member-data-writer.js';

const DATA_EXPORTS_PER_HOUR = 10;
const TOO_MANY_EXPORTS = 'You have downloaded your data several times in the last hour. Please try again later.';
/** Exports written at once by this process (each reads the database page by page); others wait their turn. */
const exporting = pLimit(2);

/** "Your data" (docs/product.md): the member downloads everything kept about them, beside their profile. */
@ApiTags('community profile')
@Controller('api/community/profile')
export class MemberDataController {
  private readonly logger = new Logger('MemberData');
  /**
   * How long an export waits for the reader to take a part before it cuts the download: a reader who stays connected
   * but stops reading would otherwise hold one of the process's two export slots until TCP gives up.
   */
  exportReaderWaitMs = 60_000;

  constructor(private readonly writer: MemberDataWriter, private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  @Get('export')
  @Access('signed-in')
  @ApiOperation({
    summary: 'Your data: everything kept about the signed-in member, as a JSON file to download',
    description:
      'The account (role, verified address, password change, Premium until, time zone; never a password, secret, code or token), an address ' +
      'change in progress and the addresses of the e-mailed links, the open sessions and two-step sign-in, every journal entry (with the full ' +
      'addresses of their photos), coach reply and recommendation, every upload (by full address), goal, saved report, the Stripe customer ' +
      'id, the subscriptions, Premium starts and refunds, the newsletter sign-up and the newsletters mailed, the activity feed, the staff ' +
      'invitations received (the inviter by name only), the audit rows about the account (staff told apart, never named) and, for staff, ' +
      `their API keys (never the key), the invitations they sent and their audit log rows, oldest first (format ${MEMBER_DATA_FORMAT}). Sent as an ` +
      `attachment, written as it is read (a long journal is never held whole); ${DATA_EXPORTS_PER_HOUR} an hour.`,
  })
  @ApiOkResponse({ type: MemberDataExport })
  @ApiTooManyRequests(`More than ${DATA_EXPORTS_PER_HOUR} downloads in the last hour`, TOO_MANY_EXPORTS)
  @ApiErrorAnswer(404, 'The account was deleted meanwhile (in another tab or device)', ACCOUNT_NOT_FOUND)
  async export(@CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    await this.limiter.consume({ bucket: 'data-export', subject: String(user.id), max: DATA_EXPORTS_PER_HOUR, windowMinutes: 60, message: TOO_MANY_EXPORTS });
    const account = await this.writer.account(user.id);
    const exportedAt = new Date().toISOString();
    // Until the first part is written a failure is an ordinary error answer; after it, the download is cut short.
    const write = streamedDownload(res, {
      readerWaitMs: this.exportReaderWaitMs,
      onStall: () => this.logger.warn(`the data export of member ${user.id} stopped: the reader took nothing for ${this.exportReaderWaitMs} ms`),
      start: () =>
        res
          .status(200)
          .type('application/json; charset=utf-8')
          .setHeader('Cache-Control', 'private, no-store')
          .setHeader('Content-Disposition', `attachment; filename="flying50-my-data-${exportedAt.slice(0, 10)}.json"`),
    });
    const send = async (chunk: string) => {
      if (!(await write(chunk))) throw new Error('the download was stopped by the reader');
    };
    await exporting(async () => {
      try {
        await this.writer.write(account, this.config.publicUrl, exportedAt, send);
        res.end();
      } catch (error) {
        if (!res.headersSent) throw error;
        this.logger.warn(`the data export of member ${user.id} stopped: ${String(error)}`);
        res.destroy();
      }
    });
  }
}
