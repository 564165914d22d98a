import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { EntryCreated } from '../../community/index.js';
import { CoachReplyWriter, type WriteOutcome } from '../coach-reply.writer.js';

/** Writes the replies a reply job failed to write (the `insights` queue, every minute). */
@JobType('insights', 'coach-reply-backstop')
export class CoachReplyBackstop extends Job {}

/** Tries of a reply job: a model outage is retried (1 s, 2 s backoff), and the last try falls back to the rules. */
export const REPLY_ATTEMPTS = 3;
export const BACKSTOP_EVERY_MS = 60_000;
/** Entries older than this without a reply are picked up by the backstop (longer than a job with its retries takes). */
export const BACKSTOP_AFTER_SECONDS = 180;
const BACKSTOP_BATCH = 50;

/**
 * The coach replies (docs/insights.md): EntryCreated is relayed from the outbox straight to the `insights` queue (its
 * concurrency suits model calls; job id from the outbox row, so once per entry), where its job writes the entry's reply
 * (CoachReplyWriter: idempotent, so a retried or re-run job changes nothing). Every minute the backstop writes the
 * replies of entries of the last two days still without one after three minutes (a job that failed for good, or an
 * event lost with a Redis that lost its data).
 */
@Injectable()
export class CoachReplyJobs {
  private readonly logger = new Logger('CoachReplyJobs');

  constructor(private readonly writer: CoachReplyWriter, private readonly em: EntityManager) {}

  @OnEvent(EntryCreated, { queue: 'insights', attempts: REPLY_ATTEMPTS })
  async reply(event: EntryCreated, job: JobContext): Promise<WriteOutcome> {
    if (event.payload.entryType === 'weekly_summary') return 'not-answered';
    return this.writer.write(event.payload.entryId, { signal: job.signal, lastTry: job.attempt >= REPLY_ATTEMPTS });
  }

  @JobHandler(CoachReplyBackstop, { every: BACKSTOP_EVERY_MS })
  async backstopJob(job: JobContext): Promise<{ written: number }> {
    return { written: await this.backstop(job.signal) };
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
