import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { JobQueue } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { ContentPublished } from '../../content/events/content-lifecycle.events.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { audit, lifecycle } from '../website-support.js';

export const PUBLISH_WEBSITE_JOB = 'publish-website';
export interface PublishWebsiteJobData {
  id: number;
  /** The scheduled time (ms since the epoch) the job was queued for. */
  publishAt: number;
}

/** One job per article and time: re-adding it (a retried request, another API process) is a no-op. */
export const publishJobId = (id: number, publishAt: number) => `publish-website-${id}-${publishAt}`;

/**
 * Publishes a scheduled article at its time: a delayed job on the `maintenance` queue (kept in Redis by Bull,
 * so it survives restarts and runs once whichever worker takes it). It does nothing unless the article is
 * still scheduled for exactly that time (unpublished, rescheduled or deleted articles are left alone).
 */
@Injectable()
export class PublishWebsiteJob implements OnModuleInit {
  private readonly logger = new Logger('PublishWebsite');

  constructor(@Inject(JobQueue) private readonly queue: JobQueue, private readonly outbox: Outbox) {}

  onModuleInit(): void {
    this.queue.handle<PublishWebsiteJobData>('maintenance', PUBLISH_WEBSITE_JOB, (job) => this.run(job.data));
  }

  async run({ id, publishAt }: PublishWebsiteJobData): Promise<{ published: boolean }> {
    return this.outbox.transactional(async (em, publish) => {
      const row = await em.findOne(WebsiteContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.status !== 'scheduled' || !row.publish_date || new Date(row.publish_date).getTime() !== publishAt) return { published: false };
      row.status = 'published';
      row.updated_at = new Date();
      await em.flush();
      audit(em, null, 'website.publish', row.id, { scheduledFor: new Date(publishAt).toISOString() });
      publish(new ContentPublished({ ...lifecycle(row, null), status: 'published' }));
      this.logger.log(`article ${id} published as scheduled`);
      return { published: true };
    });
  }
}
