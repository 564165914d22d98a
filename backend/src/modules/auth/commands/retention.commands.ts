import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteInBatches, type BatchOptions } from '../../../infrastructure/database/batched-delete.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';

/** Used or expired e-mail links (which hold the address they were sent to) are deleted this many days later. */
export const USED_LINKS_KEPT_DAYS = 30;

export class PurgeExpiredAccessCommand {
  constructor(readonly options: BatchOptions = {}) {}
}

/**
 * Auth's share of the retention run (docs/operations.md, "What is kept, and for how long"): sessions past their expiry
 * (no request accepts them any more), and e-mail links USED_LINKS_KEPT_DAYS after they were used or expired. Idempotent.
 * In batches (deleteInBatches), each through its own index: sessions_expires_at_index, email_tokens_expires_index and
 * email_tokens_used_index.
 */
@CommandHandler(PurgeExpiredAccessCommand)
export class PurgeExpiredAccessHandler implements ICommandHandler<PurgeExpiredAccessCommand, { sessions: number; links: number }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ options }: PurgeExpiredAccessCommand): Promise<{ sessions: number; links: number }> {
    const sessions = await this.batches('sessions', 'expires_at', `expires_at <= now()`, options);
    const kept = `now() - make_interval(days => ${USED_LINKS_KEPT_DAYS})`;
    const expired = await this.batches('email_tokens', 'expires_at', `expires_at < ${kept}`, options);
    const used = await this.batches('email_tokens', 'used_at', `used_at < ${kept}`, options);
    return { sessions, links: expired + used };
  }

  /** Oldest first (`order by` the indexed column, so the planner takes the index rather than a scan of the table). */
  private batches(table: 'sessions' | 'email_tokens', column: 'expires_at' | 'used_at', past: string, options: BatchOptions): Promise<number> {
    return deleteInBatches(
      (size) =>
        this.outbox.transactional(async (em) => {
          const rows = await em.execute<unknown[]>(`delete from ${table} where ctid = any(array(select ctid from ${table} where ${past} order by ${column} limit ${size})) returning 1`);
          return rows.length;
        }),
      options,
    );
  }
}
