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
/**
 * The most uploads one run checks, so a run's cost does not grow with the archive: those never checked first (new
 * uploads left unattached are deleted within the hour), then those found in use longest ago (a use that ended without
 * releasing its upload is found within uploads/RUN_BUDGET hours: 10 at 100,000 uploads; 10,000 checks took 0.5 s there).
 */
export const RUN_BUDGET = 10_000;

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
   * Checks up to `budget` uploads older than a day (never checked first, then those checked longest ago), deletes the
   * unused ones and answers their names; the others are stamped as checked. Each batch locks its rows (skipping rows a
   * transaction that starts using them holds), checks again in a new statement (which sees every use committed before
   * the locks), deletes the rows, then the files, then commits. Should the commit fail, the rows stay (still unused,
   * their files gone) and the next run deletes them; a crash never leaves a file without its row.
   */
  async sweep(budget = RUN_BUDGET): Promise<string[]> {
    const removed: string[] = [];
    // No module has said where uploads are used (a partial application context): every upload would look unused.
    if (!this.uses.names().length) return removed;
    const unused = `not ${this.uses.usedSql(addressOf('u'))}`;
    // An upload this run has checked is not checked again by it (its stamp is after the run's start).
    const [{ started }] = await this.orm.em.fork().execute<{ started: string }[]>('select clock_timestamp()::text as started');
    for (let checked = 0; checked < budget; ) {
      const size = Math.min(BATCH, budget - checked);
      const batch = await this.orm.em.fork().transactional(async (em) => {
        const candidates = await em.execute<{ name: string }[]>(
          `select name from uploads u
            where created_at < now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS}) and (checked_at is null or checked_at < ?::timestamptz)
            order by checked_at asc nulls first, created_at limit ${size} for update skip locked`,
          [started],
        );
        if (!candidates.length) return { locked: 0, deleted: [] };
        const names = candidates.map((c) => c.name);
        const deleted = (await em.execute<{ name: string }[]>(`delete from uploads u where name in (?) and ${unused} returning name`, [names])).map(
          (d) => d.name,
        );
        const kept = names.filter((name) => !deleted.includes(name));
        if (kept.length) await em.execute('update uploads set checked_at = clock_timestamp() where name in (?)', [kept]);
        await this.uploads.remove(deleted);
        return { locked: candidates.length, deleted };
      });
      removed.push(...batch.deleted);
      checked += batch.locked;
      if (batch.locked < size) break;
    }
    if (removed.length) this.logger.log(`Deleted ${removed.length} unused upload(s)`);
    return removed;
  }
}
