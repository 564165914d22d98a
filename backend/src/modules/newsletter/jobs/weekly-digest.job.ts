import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '../../../infrastructure/queue/job-queue.js';
import { NewsletterDelivery } from '../newsletter-delivery.js';
import { NewsletterSends } from '../newsletter-sends.js';

export const NEWSLETTER_TICK_JOB = 'newsletter-tick';
/** Every minute: the digest goes out within a minute of its moment, and a send whose delivery stopped is picked up again. */
export const NEWSLETTER_TICK_EVERY_MS = 60_000;
const RETRY_SCHEDULE_MS = 60_000;

/**
 * The newsletter's clock, a repeatable job (one Bull schedule shared by every process, or a timer in-process): makes
 * the weekly digest once its moment (NEWSLETTER_WEEKLY_DAY at NEWSLETTER_WEEKLY_TIME, London) has passed, and queues
 * the delivery of every send still sending (its job was lost with Redis, or a worker died: the advisory lock of
 * NewsletterDelivery makes a second delivery of a send that is still running a no-op).
 */
@Injectable()
export class WeeklyDigestJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Newsletter');
  private retry?: NodeJS.Timeout;

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly em: EntityManager,
    private readonly sends: NewsletterSends,
    private readonly delivery: NewsletterDelivery,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.handle<{ now?: string }>('newsletter', NEWSLETTER_TICK_JOB, (job) => this.run(job.data?.now ? new Date(job.data.now) : new Date()));
    void this.schedule();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  private async schedule(): Promise<void> {
    try {
      await this.queue.repeat('newsletter', NEWSLETTER_TICK_JOB, NEWSLETTER_TICK_EVERY_MS);
    } catch (error) {
      this.logger.warn(`Could not schedule the newsletter, retrying in a minute: ${String(error)}`);
      this.retry = setTimeout(() => void this.schedule(), RETRY_SCHEDULE_MS);
      this.retry.unref();
    }
  }

  /** One tick: the digest if due (answers its send), then the sends still sending queued for delivery. */
  async run(now = new Date()): Promise<{ weekly?: number; resumed: number }> {
    const created = await this.sends.scheduledWeekly(now);
    if (created) this.logger.log(created.status === 'empty' ? 'weekly digest: nothing was published this week, nothing sent' : `weekly digest ${created.id} to ${created.recipients} subscribers`);
    const open = await this.em.fork().execute<Array<{ id: number }>>(`select id from newsletter_sends where status = 'sending' order by id`);
    for (const send of open) await this.delivery.start(send.id, `-${now.getTime()}`);
    return { weekly: created?.id, resumed: open.length };
  }
}
