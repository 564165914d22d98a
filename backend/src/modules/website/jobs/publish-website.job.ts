import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { ContentPublished } from '../events/article-lifecycle.events.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { recordAudit } from '../../../infrastructure/audit/audit.js';
import { lifecycle } from '../website-support.js';

export const PUBLISH_DUE_EVERY_MS = 60_000;
/** When in the interval it runs: 45 s past each minute, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const PUBLISH_DUE_OFFSET_MS = 45_000;
const EARLY_TOLERANCE_MS = 1000;
export interface PublishWebsiteJobData {
  id: number;
  /** The scheduled time (ms since the epoch) the job was queued for. */
  publishAt: number;
}

/** Publishes one scheduled article at its time (a delayed job on the `maintenance` queue). */
@JobType('maintenance', 'publish-website')
export class PublishScheduledArticle extends Job<PublishWebsiteJobData> {}

/** The safety net: publishes every scheduled article whose time has passed (a lost delayed job, an in-process restart). */
@JobType('maintenance', 'publish-due-websites')
export class PublishDueArticles extends Job {}

/** One job per article and time: re-adding it (a retried request, another API process) is a no-op. */
export const publishJobId = (id: number, publishAt: number) => `publish-website-${id}-${publishAt}`;

/**
 * Publishes a scheduled article at its time: a delayed job on the `maintenance` queue (kept in Redis by Bull,
 * so it survives restarts and runs once whichever worker takes it). It does nothing unless the article is
 * still scheduled for exactly that time (unpublished, rescheduled or deleted articles are left alone).
 */
@Injectable()
export class PublishWebsiteJob {
  private readonly logger = new Logger('PublishWebsite');

  constructor(private readonly outbox: Outbox) {}

  @JobHandler(PublishScheduledArticle)
  publishJob(job: JobContext<PublishWebsiteJobData>): Promise<{ published: boolean }> {
    return this.run(job.data);
  }

  /** The minutely safety net (one Bull schedule for every process). */
  @JobHandler(PublishDueArticles, { every: PUBLISH_DUE_EVERY_MS, offset: PUBLISH_DUE_OFFSET_MS })
  async publishDueJob(): Promise<{ published: number[] }> {
    return { published: await this.publishDue() };
  }

  /** Publishes every scheduled article whose time has come (rows another worker holds are skipped); answers their ids. */
  async publishDue(): Promise<number[]> {
    return this.outbox.transactional(async (em, publish) => {
      const rows = await em.find(
        WebsiteContentSchema,
        { status: 'scheduled', publish_date: { $lte: new Date() } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { id: 'asc' }, limit: 100 },
      );
      for (const row of rows) {
        row.status = 'published';
        row.updated_at = new Date();
        recordAudit(em, { actor: null, action: 'website.publish', subjectKind: 'website', subjectId: row.id, details: { title: row.title, scheduledFor: new Date(row.publish_date!).toISOString(), late: true } });
        publish(new ContentPublished({ ...lifecycle(row, null), status: 'published' }));
      }
      await em.flush();
      if (rows.length) this.logger.log(`published ${rows.length} scheduled article(s) past their time`);
      return rows.map((r) => r.id);
    });
  }

  async run({ id, publishAt }: PublishWebsiteJobData): Promise<{ published: boolean }> {
    // Never early, whatever the driver did with the delay: the minutely safety net publishes it on time instead.
    if (Date.now() < publishAt - EARLY_TOLERANCE_MS) return { published: false };
    return this.outbox.transactional(async (em, publish) => {
      const row = await em.findOne(WebsiteContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.status !== 'scheduled' || !row.publish_date || new Date(row.publish_date).getTime() !== publishAt) return { published: false };
      row.status = 'published';
      row.updated_at = new Date();
      await em.flush();
      recordAudit(em, { actor: null, action: 'website.publish', subjectKind: 'website', subjectId: row.id, details: { title: row.title, scheduledFor: new Date(publishAt).toISOString() } });
      publish(new ContentPublished({ ...lifecycle(row, null), status: 'published' }));
      this.logger.log(`article ${id} published as scheduled`);
      return { published: true };
    });
  }
}
