import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { CONFIRM_DAYS } from './newsletter.commands.js';
import { suppressionHash } from '../suppression.js';

/** A sign-up never confirmed is deleted this many days after its newest confirmation link was sent. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** An unsubscribed sign-up keeps its address this many days; then only its keyed hash stays (newsletter_suppressions). */
export const UNSUBSCRIBED_KEPT_DAYS = 30;

export class PurgeOldSignupsCommand {}

/**
 * The newsletter's share of the retention run (docs/operations.md, "What is kept, and for how long"): sign-ups never
 * confirmed whose newest link went out UNCONFIRMED_KEPT_DAYS ago are deleted (an address anyone typed is not kept);
 * sign-ups unsubscribed UNSUBSCRIBED_KEPT_DAYS ago become a suppression (the address's keyed hash and when it left, so
 * the figures still count it and the record that it asked to leave stays) and their rows go, with their deliveries.
 * Idempotent: a second run finds nothing.
 */
@CommandHandler(PurgeOldSignupsCommand)
export class PurgeOldSignupsHandler implements ICommandHandler<PurgeOldSignupsCommand, { unconfirmed: number; unsubscribed: number }> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  execute(): Promise<{ unconfirmed: number; unsubscribed: number }> {
    return this.outbox.transactional(async (em) => {
      const unconfirmed = await em.execute<unknown[]>(
        `delete from newsletter_subscribers where status = 'pending'
           and token_expires_at < now() - make_interval(days => ?) returning id`,
        [UNCONFIRMED_KEPT_DAYS - CONFIRM_DAYS],
      );
      const left = await em.execute<Array<{ email: string; unsubscribed_at: Date }>>(
        `delete from newsletter_subscribers where status = 'unsubscribed'
           and unsubscribed_at < now() - make_interval(days => ?) returning email, unsubscribed_at`,
        [UNSUBSCRIBED_KEPT_DAYS],
      );
      for (const row of left) {
        await em.execute(
          `insert into newsletter_suppressions (address_hash, unsubscribed_at) values (?, ?)
             on conflict (address_hash) do update set unsubscribed_at = greatest(newsletter_suppressions.unsubscribed_at, excluded.unsubscribed_at)`,
          [suppressionHash(this.config.sessionSecret, row.email), row.unsubscribed_at],
        );
      }
      return { unconfirmed: unconfirmed.length, unsubscribed: left.length };
    });
  }
}
