import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import type { JobContext } from '../../../infrastructure/queue/job-queue.js';
import { RetentionTick } from '../../../infrastructure/queue/retention.js';
import { PurgeOldRemovalsCommand } from '../commands/retention.commands.js';

/** Runs community's retention command on each retention run (RetentionTick), stopping between batches when the process stops. */
@Injectable()
export class CommunityRetention {
  private readonly logger = new Logger('Retention');

  constructor(private readonly commands: CommandBus) {}

  @OnEvent(RetentionTick)
  async purge(_tick?: RetentionTick, job?: JobContext): Promise<void> {
    const done = await this.commands.execute<PurgeOldRemovalsCommand, { removals: number }>(new PurgeOldRemovalsCommand({ signal: job?.signal }));
    if (done.removals) this.logger.log(`Community: ${done.removals} saved-report removal(s) older than a day deleted`);
  }
}
