import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches, type BatchOptions } from '../../infrastructure/database/batched-delete.js';

/** How long a run's record is kept: far longer than any job is handed back and run again. */
export const RUNS_KEPT_HOURS = 48;

/**
 * The item each generation run stored (`generation_runs`, keyed by the run: the job's id, or the job's id and the item
 * a Regenerate All job replaces), written in the transaction that stores the item. A job run again after it stored (a
 * stopping worker hands a job back when it does not end in time; the job keeps its id) answers that item instead of
 * writing, and paying for, a second one; a Regenerate All job run again goes on with the themes it had not done.
 */
@Injectable()
export class GenerationRuns {
  constructor(private readonly em: EntityManager) {}

  /** The item the run stored, if it did. */
  async find(runKey: string): Promise<number | undefined> {
    const [row] = await this.em.fork().execute<{ item_id: number }[]>(`select item_id from generation_runs where run_key = ?`, [runKey]);
    return row ? Number(row.item_id) : undefined;
  }

  /** Records the run's item in the transaction that stores it (a second record of one run fails that transaction). */
  async record(em: EntityManager, runKey: string, itemId: number): Promise<void> {
    await em.execute(`insert into generation_runs (run_key, item_id) values (?, ?)`, [runKey, itemId]);
  }

  /**
   * Deletes the records older than RUNS_KEPT_HOURS (the retention run), in batches (deleteInBatches, each statement
   * committed on its own, through generation_runs_stored_at_index); answers how many went.
   */
  purge(options: BatchOptions = {}): Promise<number> {
    const old = `stored_at < now() - make_interval(hours => ${RUNS_KEPT_HOURS})`;
    return deleteInBatches(async (size) => {
      const rows = await this.em
        .fork()
        .execute<unknown[]>(`delete from generation_runs where ctid = any(array(select ctid from generation_runs where ${old} order by stored_at limit ${size})) returning 1`);
      return rows.length;
    }, options);
  }
}
