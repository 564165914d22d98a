import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import type { JobContext } from '../../../infrastructure/queue/job-queue.js';
import { RetentionTick } from '../../../infrastructure/queue/retention.js';
import { PurgeExpiredAccessCommand } from '../commands/retention.commands.js';

/** Runs auth's retention command on each retention run (RetentionTick), stopping between batches when the process stops. */
@Injectable()
export class AuthRetention {
  private readonly logger = new Logger('Retention');

  constructor(private readonly commands: CommandBus) {}

  @OnEvent(RetentionTick)
  async purge(_tick?: RetentionTick, job?: JobContext): Promise<void> {
    const done = await this.commands.execute<PurgeExpiredAccessCommand, { sessions: number; links: number }>(new PurgeExpiredAccessCommand({ signal: job?.signal }));
    if (done.sessions || done.links) this.logger.log(`Auth: ${done.sessions} expired session(s) and ${done.links} old e-mail link(s) deleted`);
  }
}
