/** Rows one retention statement deletes at most: a batch is one short transaction (bounded locks and WAL). */
export const DELETE_BATCH = 5000;

/** How a retention command runs its batches: `batch` rows at most per statement (tests set it small), until `signal` aborts. */
export interface BatchOptions {
  batch?: number;
  /** Aborted when the process is stopping (the job's JobContext.signal): the rest waits for the next run. */
  signal?: AbortSignal;
}

/**
 * The one batch loop of the retention commands: runs `step` (one statement, committed on its own, that deletes at most
 * `size` rows through an indexed `ctid` subselect with `limit`, and answers how many it deleted) until a step deletes
 * fewer than `size` or the process is stopping, and answers the rows deleted in all. Each module keeps its own SQL in
 * its own step, so a backlog after downtime is many short transactions instead of one long one.
 */
export async function deleteInBatches(step: (size: number) => Promise<number>, { batch = DELETE_BATCH, signal }: BatchOptions = {}): Promise<number> {
  let removed = 0;
  while (!signal?.aborted) {
    const rows = await step(batch);
    removed += rows;
    if (rows < batch) break;
  }
  return removed;
}
