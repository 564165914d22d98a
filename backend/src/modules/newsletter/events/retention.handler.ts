import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import type { JobContext } from '../../../infrastructure/queue/job-queue.js';
import { RetentionTick } from '../../../infrastructure/queue/retention.js';
import { PurgeOldSignupsCommand } from '../commands/retention.commands.js';

/** Runs the newsletter's retention command on each retention run (RetentionTick), stopping between batches when the process stops. */
@Injectable()
export class NewsletterRetention {
  private readonly logger = new Logger('Retention');

  constructor(private readonly commands: CommandBus) {}

  @OnEvent(RetentionTick)
  async purge(_tick?: RetentionTick, job?: JobContext): Promise<void> {
    const done = await this.commands.execute<PurgeOldSignupsCommand, { unconfirmed: number; unsubscribed: number; bounced: number }>(new PurgeOldSignupsCommand({ signal: job?.signal }));
    if (done.unconfirmed || done.unsubscribed || done.bounced) {
      this.logger.log(`Newsletter: ${done.unconfirmed} unconfirmed sign-up(s) deleted, ${done.unsubscribed} unsubscribed address(es) kept as a hash only, ${done.bounced} bounced sign-up(s) deleted`);
    }
  }
}
