import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobHandler } from '../queue/job-handler.js';
import { Job, JobType } from '../queue/job-queue.js';
import { UploadUses, addressOf } from './upload-uses.js';
import { UploadService } from './upload.service.js';

/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 3600_000;
/** When in the interval it runs: 23 min past each hour, UTC, so the repeated jobs do not all start together on the whole minute or hour (docs/architecture.md, Queues). */
export const SWEEP_OFFSET_MS = 23 * 60_000;
/** Uploads nothing uses are deleted once they are this old (time to attach a photo uploaded on its own). */
export const UNUSED_UPLOAD_HOURS = 24;
const BATCH = 200;

/** The sweep's job (the `maintenance` queue); adding one runs the sweep at once. */
@JobType('maintenance', 'sweep-uploads')
export class SweepUploads extends Job {}

/**
 * Deletes uploads that nothing uses (journal photos uploaded on their own and never attached, or left behind)
 * once they are a day old: the ledger row and the file. Runs as the repeatable `sweep-uploads` job of the
 * `maintenance` queue (hourly; one run at a time across processes under either queue driver).
 */
@Injectable()
export class UploadSweep {
  private readonly logger = new Logger('UploadSweep');

  constructor(
    private readonly orm: MikroORM,
    private readonly uploads: UploadService,
    private readonly uses: UploadUses,
  ) {}

  @JobHandler(SweepUploads, { every: SWEEP_EVERY_MS, offset: SWEEP_OFFSET_MS })
  async sweepJob(): Promise<{ removed: number }> {
    return { removed: (await this.sweep()).length };
  }

  /**
   * Deletes the unused uploads older than a day and answers their names. Each batch locks its rows (skipping rows a
   * transaction that starts using them holds), checks again in a new statement (which sees every use committed
   * before the locks), deletes the rows, then the files, then commits. Should the commit fail, the rows stay (still
   * unused, their files gone) and the next run deletes them; a crash never leaves a file without its row.
   */
  async sweep(): Promise<string[]> {
    const removed: string[] = [];
    // No module has said where uploads are used (a partial application context): every upload would look unused.
    if (!this.uses.names().length) return removed;
    const unused = `not ${this.uses.usedSql(addressOf('u'))}`;
    for (;;) {
      const batch = await this.orm.em.fork().transactional(async (em) => {
        const candidates = await em.execute<{ name: string }[]>(
          `select name from uploads u
            where created_at < now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS}) and ${unused}
            order by created_at limit ${BATCH} for update skip locked`,
        );
        if (!candidates.length) return { locked: 0, deleted: [] };
        const deleted = await em.execute<{ name: string }[]>(
          `delete from uploads u where name in (?) and ${unused} returning name`,
          [candidates.map((c) => c.name)],
        );
        const names = deleted.map((d) => d.name);
        await this.uploads.remove(names);
        return { locked: candidates.length, deleted: names };
      });
      removed.push(...batch.deleted);
      if (batch.locked < BATCH) break;
    }
    if (removed.length) this.logger.log(`Deleted ${removed.length} unused upload(s)`);
    return removed;
  }
}
