import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DELETE_BATCH, deleteInBatches } from '../database/batched-delete.js';
import { DomainEvent, EventType, OnEvent } from './domain-event.js';
import { JobHandler } from './job-handler.js';
import { Job, JobQueue, JobType, type JobContext } from './job-queue.js';
import { Outbox } from './outbox.js';

/** How often the retention run goes (docs/operations.md, "What is kept, and for how long"). */
export const RETENTION_EVERY_MS = 3600_000;
/** When in the interval it runs: 7 min past each hour, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const RETENTION_OFFSET_MS = 7 * 60_000;
/** Outbox rows handed to the queue are deleted this many days later (their jobs are long done: MailRequested's tries end within 9 hours). */
export const DISPATCHED_KEPT_DAYS = 7;

/** The retention run's job (the `maintenance` queue), repeated hourly. */
@JobType('maintenance', 'retention')
export class RunRetention extends Job {}

/**
 * Time to delete what is no longer kept. Each owner of personal data consumes it and deletes from its own tables
 * through its own handler (auth: expired sessions, old links; community: day-old saved-report removals; newsletter:
 * unconfirmed, unsubscribed and bounced sign-ups; the outbox: dispatched rows and the queues' finished jobs), so
 * infrastructure names no feature. Its consumers run in one
 * job and are idempotent: a failed one fails the job, which is tried again. `at` is when the run was asked for.
 */
@EventType('RetentionTick')
export class RetentionTick extends DomainEvent<{ at: string }> {}

/** The one scheduled retention job: publishes RetentionTick (through the outbox, so each consumer's tries are the queue's). */
@Injectable()
export class Retention {
  constructor(private readonly outbox: Outbox) {}

  @JobHandler(RunRetention, { every: RETENTION_EVERY_MS, offset: RETENTION_OFFSET_MS })
  async run(): Promise<{ at: string }> {
    const at = new Date().toISOString();
    await this.outbox.transactional(async (_em, publish) => publish(new RetentionTick({ at })));
    return { at };
  }
}

/**
 * The outbox's share of the retention run: dispatched rows older than DISPATCHED_KEPT_DAYS, in batches through
 * outbox_events_dispatched_index (`order by id` took the primary key and a hash join over the whole table per batch),
 * and finished jobs past their age.
 */
@Injectable()
export class OutboxRetention {
  private readonly logger = new Logger('Retention');

  constructor(private readonly orm: MikroORM, @Inject(JobQueue) private readonly queue: JobQueue) {}

  @OnEvent(RetentionTick)
  /** `batch`: rows per statement (tests set it small). */
  async purge(_tick?: RetentionTick, job?: Pick<JobContext, 'signal'>, batch = DELETE_BATCH): Promise<{ outbox: number }> {
    const removed = await deleteInBatches(async (size) => {
      const rows = await this.orm.em.fork().execute<unknown[]>(
        `delete from outbox_events where ctid = any(array(
           select ctid from outbox_events where dispatched_at < now() - make_interval(days => ${DISPATCHED_KEPT_DAYS}) order by dispatched_at limit ${size}))
         returning id`,
      );
      return rows.length;
    }, { batch, signal: job?.signal });
    await this.queue.sweepFinished();
    if (removed) this.logger.log(`Deleted ${removed} dispatched outbox row(s) older than ${DISPATCHED_KEPT_DAYS} days`);
    return { outbox: removed };
  }
}
