import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { DELIVERY_LOCK_CLASS, NewsletterDelivery } from '../newsletter-delivery.js';
import { NewsletterSends } from '../newsletter-sends.js';

/** Every minute: the digest goes out within a minute of its moment, and a send whose delivery stopped is picked up again. */
export const NEWSLETTER_TICK_EVERY_MS = 60_000;
/** When in the interval it runs: 25 s past each minute, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const NEWSLETTER_TICK_OFFSET_MS = 25_000;

/** One tick of the newsletter's clock (the `newsletter` queue); `now` only in tests. */
@JobType('newsletter', 'newsletter-tick')
export class NewsletterTick extends Job<{ now?: string }> {}

/**
 * The newsletter's clock, a repeatable job (one Bull schedule shared by every process, or a timer in-process): makes
 * the weekly digest once its moment (NEWSLETTER_WEEKLY_DAY at NEWSLETTER_WEEKLY_TIME, London) has passed, if that was
 * at most SCHEDULE_GRACE_HOURS ago and a mail server is set up (NewsletterSends.scheduledWeekly), and queues
 * the delivery of every send still sending that no worker is delivering (its job was lost with Redis, or its worker
 * died; the advisory lock of NewsletterDelivery, read in pg_locks, tells which are being delivered).
 */
@Injectable()
export class WeeklyDigestJob {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly em: EntityManager,
    private readonly sends: NewsletterSends,
    private readonly delivery: NewsletterDelivery,
  ) {}

  @JobHandler(NewsletterTick, { every: NEWSLETTER_TICK_EVERY_MS, offset: NEWSLETTER_TICK_OFFSET_MS })
  tick(job: JobContext<{ now?: string }>): Promise<{ weekly?: number; resumed: number }> {
    return this.run(job.data?.now ? new Date(job.data.now) : new Date());
  }

  /** One tick: the digest if due (answers its send), then the sends still sending queued for delivery. */
  async run(now = new Date()): Promise<{ weekly?: number; resumed: number }> {
    const created = await this.sends.scheduledWeekly(now);
    if (created) this.logger.log(created.status === 'empty' ? 'weekly digest: nothing was published this week, nothing sent' : `weekly digest ${created.id} to ${created.recipients} subscribers`);
    // Sends still sending that no worker is delivering right now (nobody holds their advisory lock).
    const open = await this.em.fork().execute<Array<{ id: number }>>(
      `select s.id from newsletter_sends s
        where s.status = 'sending'
          and not exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted
            and l.database = (select oid from pg_database where datname = current_database()) and l.classid = ? and l.objid = s.id and l.objsubid = 2)
        order by s.id`,
      [DELIVERY_LOCK_CLASS],
    );
    for (const send of open) await this.delivery.start(send.id, `-${now.getTime()}`);
    return { weekly: created?.id, resumed: open.length };
  }
}
