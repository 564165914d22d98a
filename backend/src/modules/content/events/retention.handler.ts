import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import type { JobContext } from '../../../infrastructure/queue/job-queue.js';
import { RetentionTick } from '../../../infrastructure/queue/retention.js';
import { GenerationRuns, RUNS_KEPT_HOURS } from '../generation-runs.js';

/** Content's share of each retention run (RetentionTick): the records of generation runs past RUNS_KEPT_HOURS. */
@Injectable()
export class ContentRetention {
  private readonly logger = new Logger('Retention');

  constructor(private readonly runs: GenerationRuns) {}

  @OnEvent(RetentionTick)
  async purge(_tick?: RetentionTick, job?: JobContext): Promise<void> {
    const removed = await this.runs.purge({ signal: job?.signal });
    if (removed) this.logger.log(`Content: ${removed} generation run record(s) older than ${RUNS_KEPT_HOURS} hours deleted`);
  }
}
