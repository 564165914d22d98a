import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { REMOVAL_REMEMBERED } from './library.commands.js';

export class PurgeOldRemovalsCommand {}

/**
 * Community's share of the retention run (docs/operations.md, "What is kept, and for how long"): the members' removals
 * of saved reports (saved_report_removals) are remembered REMOVAL_REMEMBERED, so removing one again answers as the first
 * removal did; older ones are deleted, whether or not anyone removes a report meanwhile. Idempotent.
 */
@CommandHandler(PurgeOldRemovalsCommand)
export class PurgeOldRemovalsHandler implements ICommandHandler<PurgeOldRemovalsCommand, { removals: number }> {
  constructor(private readonly outbox: Outbox) {}

  execute(): Promise<{ removals: number }> {
    return this.outbox.transactional(async (em) => {
      const rows = await em.execute<unknown[]>(`delete from saved_report_removals where removed_at < now() - interval '${REMOVAL_REMEMBERED}' returning user_id`);
      return { removals: rows.length };
    });
  }
}
