import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { RecentEntriesQuery, type EntryCursor } from '../../community/index.js';
import { CoachReplyWriter } from '../coach-reply.writer.js';

/** Writes the replies a reply job failed to write (the `insights` queue, every minute). */
@JobType('insights', 'coach-reply-backstop')
export class CoachReplyBackstop extends Job {}

export const BACKSTOP_EVERY_MS = 60_000;
/** When in the interval it runs: 5 s past each minute, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const BACKSTOP_OFFSET_MS = 5_000;
/** Entries older than this without a reply are picked up by the backstop (longer than a job with its retries takes). */
export const BACKSTOP_AFTER_SECONDS = 180;
const BACKSTOP_BATCH = 50;
/** Entries of the window read at once while looking for unanswered ones. */
const BACKSTOP_PAGE = 500;

/**
 * The backstop of the coach replies (docs/insights.md; the replies themselves: CoachReplyWriter.reply on EntryCreated):
 * every minute it writes the replies of entries of the last two days still without one after three minutes (a job that
 * failed for good, or an event lost with a Redis that lost its data).
 */
@Injectable()
export class CoachReplyJobs {
  private readonly logger = new Logger('CoachReplyJobs');

  constructor(private readonly writer: CoachReplyWriter, private readonly em: EntityManager, private readonly queries: QueryBus) {}

  @JobHandler(CoachReplyBackstop, { every: BACKSTOP_EVERY_MS, offset: BACKSTOP_OFFSET_MS })
  async backstopJob(job: JobContext): Promise<{ written: number }> {
    return { written: await this.backstop(job.signal) };
  }

  /** Writes the missing replies of entries older than BACKSTOP_AFTER_SECONDS; answers how many it wrote. */
  async backstop(signal?: AbortSignal, afterSeconds = BACKSTOP_AFTER_SECONDS): Promise<number> {
    const rows = await this.unanswered(afterSeconds);
    let written = 0;
    for (const { id } of rows) {
      if (signal?.aborted) break;
      if ((await this.writer.write(id, { signal, lastTry: true })) === 'written') written += 1;
    }
    if (written) this.logger.warn(`backstop wrote ${written} missing coach repl${written === 1 ? 'y' : 'ies'}`);
    return written;
  }

  /**
   * Up to BACKSTOP_BATCH entries of the window without a reply, oldest first: community's RecentEntriesQuery a page at a
   * time, the answered ones left out by the replies' own table.
   */
  private async unanswered(afterSeconds: number): Promise<{ id: number }[]> {
    const em = this.em.fork();
    const found: { id: number }[] = [];
    let after: EntryCursor | null = null;
    while (found.length < BACKSTOP_BATCH) {
      const page: EntryCursor[] = await this.queries.execute<RecentEntriesQuery, EntryCursor[]>(new RecentEntriesQuery(afterSeconds, after, BACKSTOP_PAGE));
      if (!page.length) break;
      const answered = await em.execute<{ id: number }[]>('select journal_entry_id as id from ai_responses where journal_entry_id = any(?::int[])', [
        intArray(page.map((entry) => entry.id)),
      ]);
      const done = new Set(answered.map((row) => Number(row.id)));
      found.push(...page.filter((entry) => !done.has(Number(entry.id))).map((entry) => ({ id: Number(entry.id) })));
      after = page[page.length - 1];
    }
    return found.slice(0, BACKSTOP_BATCH);
  }
}
