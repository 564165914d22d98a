import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import type { MailServerView } from '../dto/newsletter.dto.js';

export const MAIL_SERVER_MISSING =
  'No mail server is set up (SMTP_URL is empty), so no newsletter can be sent: sends and tests are refused, and the weekly digest is skipped. Set SMTP_URL (and MAIL_FROM) and restart.';

/** Whether newsletters can go out from this install (a mail server is set up), for the Newsletter tab. */
export class MailServerQuery {}

@QueryHandler(MailServerQuery)
export class MailServerHandler implements IQueryHandler<MailServerQuery, MailServerView> {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  execute(): Promise<MailServerView> {
    const ready = Boolean(this.config.smtpUrl);
    return Promise.resolve({ ready, problem: ready ? null : MAIL_SERVER_MISSING });
  }
}
