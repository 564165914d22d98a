import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';

/** Used or expired e-mail links (which hold the address they were sent to) are deleted this many days later. */
export const USED_LINKS_KEPT_DAYS = 30;

export class PurgeExpiredAccessCommand {}

/**
 * Auth's share of the retention run (docs/operations.md, "What is kept, and for how long"): sessions past their expiry
 * (no request accepts them any more), and e-mail links USED_LINKS_KEPT_DAYS after they were used or expired. Idempotent.
 */
@CommandHandler(PurgeExpiredAccessCommand)
export class PurgeExpiredAccessHandler implements ICommandHandler<PurgeExpiredAccessCommand, { sessions: number; links: number }> {
  constructor(private readonly outbox: Outbox) {}

  execute(): Promise<{ sessions: number; links: number }> {
    return this.outbox.transactional(async (em) => {
      const sessions = await em.execute<unknown[]>('delete from sessions where expires_at <= now() returning 1');
      const links = await em.execute<unknown[]>(
        `delete from email_tokens where expires_at < now() - make_interval(days => ?) or used_at < now() - make_interval(days => ?) returning 1`,
        [USED_LINKS_KEPT_DAYS, USED_LINKS_KEPT_DAYS],
      );
      return { sessions: sessions.length, links: links.length };
    });
  }
}
