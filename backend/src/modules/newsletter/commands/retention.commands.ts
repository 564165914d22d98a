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
/** A sign-up whose address bounced (refused for good by the mail server) is deleted, with its deliveries, this many days later. */
export const BOUNCED_KEPT_DAYS = 30;

export class PurgeOldSignupsCommand {}

/**
 * The newsletter's share of the retention run (docs/operations.md, "What is kept, and for how long"): sign-ups never
 * confirmed whose newest link went out UNCONFIRMED_KEPT_DAYS ago are deleted (an address anyone typed is not kept);
 * sign-ups unsubscribed UNSUBSCRIBED_KEPT_DAYS ago become a suppression (the address's keyed hash and when it left, so
 * the figures still count it and the record that it asked to leave stays) and their rows go, with their deliveries;
 * sign-ups whose address bounced BOUNCED_KEPT_DAYS ago are deleted with their deliveries (nothing is mailed to an address
 * without a confirmed sign-up, so nothing needs keeping: signing up again asks for confirmation by mail, as for anyone).
 * Idempotent: a second run finds nothing.
 */
@CommandHandler(PurgeOldSignupsCommand)
export class PurgeOldSignupsHandler implements ICommandHandler<PurgeOldSignupsCommand, { unconfirmed: number; unsubscribed: number; bounced: number }> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  execute(): Promise<{ unconfirmed: number; unsubscribed: number; bounced: number }> {
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
      const bounced = await em.execute<unknown[]>(
        `delete from newsletter_subscribers where status = 'bounced' and bounced_at < now() - make_interval(days => ?) returning id`,
        [BOUNCED_KEPT_DAYS],
      );
      return { unconfirmed: unconfirmed.length, unsubscribed: left.length, bounced: bounced.length };
    });
  }
}
