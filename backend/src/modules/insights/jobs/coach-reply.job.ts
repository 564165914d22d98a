import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { EntryCreated } from '../../community/index.js';
import { CoachReplyWriter } from '../coach-reply.writer.js';

export const COACH_REPLY_JOB = 'coach-reply';
export const REPLY_BACKSTOP_JOB = 'coach-reply-backstop';
/** Tries of a reply job: a model outage is retried (1 s, 2 s backoff), and the last try falls back to the rules. */
export const REPLY_ATTEMPTS = 3;
export const BACKSTOP_EVERY_MS = 60_000;
/** Entries older than this without a reply are picked up by the backstop (longer than a job with its retries takes). */
export const BACKSTOP_AFTER_SECONDS = 180;
const BACKSTOP_BATCH = 50;
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
    const rows = await this.em.fork().execute<{ id: number }[]>(
      `select j.id from journal_entries j
       where j.created_at > now() - interval '2 days' and j.created_at < now() - make_interval(secs => ?)
         and j.entry_type <> 'weekly_summary'
         and not exists (select 1 from ai_responses r where r.journal_entry_id = j.id)
       order by j.created_at limit ?`,
      [afterSeconds, BACKSTOP_BATCH],
    );
    let written = 0;
    for (const { id } of rows) {
      if (signal?.aborted) break;
      if ((await this.writer.write(id, { signal, lastTry: true })) === 'written') written += 1;
    }
    if (written) this.logger.warn(`backstop wrote ${written} missing coach repl${written === 1 ? 'y' : 'ies'}`);
    return written;
  }
}
