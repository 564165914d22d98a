import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { EntryCreated, RecentEntriesQuery, type EntryCursor } from '../../community/index.js';
import { CoachReplyWriter } from '../coach-reply.writer.js';

export const COACH_REPLY_JOB = 'coach-reply';
export const REPLY_BACKSTOP_JOB = 'coach-reply-backstop';
/** Tries of a reply job: a model outage is retried (1 s, 2 s backoff), and the last try falls back to the rules. */
export const REPLY_ATTEMPTS = 3;
export const BACKSTOP_EVERY_MS = 60_000;
/** Entries older than this without a reply are picked up by the backstop (longer than a job with its retries takes). */
export const BACKSTOP_AFTER_SECONDS = 180;
const BACKSTOP_BATCH = 50;
/** Entries of the window read at once while looking for unanswered ones. */
const BACKSTOP_PAGE = 500;
const RETRY_SCHEDULE_MS = 60_000;

export const replyJobId = (entryId: number) => `coach-reply-${entryId}`;

/**
 * EntryCreated (relayed from the outbox with the entry) queues the entry's coach reply on the `insights` queue, once
 * per entry (job id). The job writes it (CoachReplyWriter: idempotent, so a retried or re-run job changes nothing).
 */
@EventsHandler(EntryCreated)
export class QueueCoachReplyHandler implements IEventHandler<EntryCreated> {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  async handle(event: EntryCreated): Promise<void> {
    if (event.payload.entryType === 'weekly_summary') return;
    await this.queue.add('insights', COACH_REPLY_JOB, { entryId: event.payload.entryId }, { jobId: replyJobId(event.payload.entryId), attempts: REPLY_ATTEMPTS });
  }
}

/**
 * Runs the reply jobs, and every minute the backstop: entries of the last two days still without a reply after three
 * minutes (a job that failed for good, or an event lost with a Redis that lost its data) get one written directly.
 */
@Injectable()
export class CoachReplyJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CoachReplyJobs');
  private retry?: NodeJS.Timeout;

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly writer: CoachReplyWriter,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.handle<{ entryId: number }>('insights', COACH_REPLY_JOB, (job: JobContext<{ entryId: number }>) =>
      this.writer.write(job.data.entryId, { signal: job.signal, lastTry: job.attempt >= REPLY_ATTEMPTS }),
    );
    this.queue.handle('insights', REPLY_BACKSTOP_JOB, async (job) => ({ written: await this.backstop(job.signal) }));
    void this.schedule();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  private async schedule(): Promise<void> {
    try {
      await this.queue.repeat('insights', REPLY_BACKSTOP_JOB, BACKSTOP_EVERY_MS);
    } catch (error) {
      this.logger.warn(`Could not schedule the coach-reply backstop, retrying in a minute: ${String(error)}`);
      this.retry = setTimeout(() => void this.schedule(), RETRY_SCHEDULE_MS);
      this.retry.unref();
    }
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
