import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteInBatches, type BatchOptions } from '../../../infrastructure/database/batched-delete.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { REMOVAL_REMEMBERED } from './library.commands.js';

export class PurgeOldRemovalsCommand {
  constructor(readonly options: BatchOptions = {}) {}
}

/**
 * Community's share of the retention run (docs/operations.md, "What is kept, and for how long"): the members' removals
 * of saved reports (saved_report_removals) are remembered REMOVAL_REMEMBERED, so removing one again answers as the first
 * removal did; older ones are deleted, whether or not anyone removes a report meanwhile. Idempotent. In batches
 * (deleteInBatches) through saved_report_removals_removed_at_index.
 */
@CommandHandler(PurgeOldRemovalsCommand)
export class PurgeOldRemovalsHandler implements ICommandHandler<PurgeOldRemovalsCommand, { removals: number }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ options }: PurgeOldRemovalsCommand): Promise<{ removals: number }> {
    const old = `removed_at < now() - interval '${REMOVAL_REMEMBERED}'`;
    const removals = await deleteInBatches(
      (size) =>
        this.outbox.transactional(async (em) => {
          const rows = await em.execute<unknown[]>(
            `delete from saved_report_removals where ctid = any(array(select ctid from saved_report_removals where ${old} order by removed_at limit ${size})) returning 1`,
          );
          return rows.length;
        }),
      options,
    );
    return { removals };
  }
}
