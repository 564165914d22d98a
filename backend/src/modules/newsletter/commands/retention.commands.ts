import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { deleteInBatches, type BatchOptions } from '../../../infrastructure/database/batched-delete.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { CONFIRM_DAYS } from './newsletter.commands.js';
import { suppressionHash } from '../suppression.js';

/** A sign-up never confirmed is deleted this many days after its newest confirmation link was sent. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** An unsubscribed sign-up keeps its address this many days; then only its keyed hash stays (newsletter_suppressions). */
export const UNSUBSCRIBED_KEPT_DAYS = 30;
/** A sign-up whose address bounced (refused for good by the mail server) is deleted, with its deliveries, this many days later. */
export const BOUNCED_KEPT_DAYS = 30;

export class PurgeOldSignupsCommand {
  constructor(readonly options: BatchOptions = {}) {}
}

/**
 * The newsletter's share of the retention run (docs/operations.md, "What is kept, and for how long"): sign-ups never
 * confirmed whose newest link went out UNCONFIRMED_KEPT_DAYS ago are deleted (an address anyone typed is not kept);
 * sign-ups unsubscribed UNSUBSCRIBED_KEPT_DAYS ago become a suppression (the address's keyed hash and when it left, so
 * the figures still count it and the record that it asked to leave stays) and their rows go, with their deliveries;
 * sign-ups whose address bounced BOUNCED_KEPT_DAYS ago are deleted with their deliveries (nothing is mailed to an address
 * without a confirmed sign-up, so nothing needs keeping: signing up again asks for confirmation by mail, as for anyone).
 * Idempotent: a second run finds nothing. In batches (deleteInBatches), each through its partial index
 * (newsletter_subscribers_unconfirmed_index, _unsubscribed_index, _bounced_index); a batch of unsubscribed sign-ups and
 * their suppressions (one set-based upsert) commit together, so no address goes without its hash.
 */
@CommandHandler(PurgeOldSignupsCommand)
export class PurgeOldSignupsHandler implements ICommandHandler<PurgeOldSignupsCommand, { unconfirmed: number; unsubscribed: number; bounced: number }> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ options }: PurgeOldSignupsCommand): Promise<{ unconfirmed: number; unsubscribed: number; bounced: number }> {
    const unconfirmed = await this.batches('token_expires_at', `status = 'pending' and token_expires_at < now() - make_interval(days => ${UNCONFIRMED_KEPT_DAYS - CONFIRM_DAYS})`, options);
    const unsubscribed = await this.batches('unsubscribed_at', `status = 'unsubscribed' and unsubscribed_at < now() - make_interval(days => ${UNSUBSCRIBED_KEPT_DAYS})`, options, true);
    const bounced = await this.batches('bounced_at', `status = 'bounced' and bounced_at < now() - make_interval(days => ${BOUNCED_KEPT_DAYS})`, options);
    return { unconfirmed, unsubscribed, bounced };
  }

  /** Deletes the sign-ups matching `past` in batches, oldest first (`order by` the partial index's column, so the index is taken); `suppress`: each batch's addresses are kept as their keyed hashes. */
  private batches(column: 'token_expires_at' | 'unsubscribed_at' | 'bounced_at', past: string, options: BatchOptions, suppress = false): Promise<number> {
    return deleteInBatches(
      (size) =>
        this.outbox.transactional(async (em) => {
          const rows = await em.execute<Array<{ email: string; unsubscribed_at: Date }>>(
            `delete from newsletter_subscribers where ctid = any(array(select ctid from newsletter_subscribers where ${past} order by ${column} limit ${size}))
               returning email, unsubscribed_at`,
          );
          if (suppress && rows.length) {
            // One upsert for the batch; an address twice in it (not possible today: addresses are unique) keeps its latest date.
            await em.execute(
              `insert into newsletter_suppressions (address_hash, unsubscribed_at)
                 select address_hash, max(unsubscribed_at) from json_to_recordset(?::json) as gone(address_hash text, unsubscribed_at timestamptz) group by address_hash
                 on conflict (address_hash) do update set unsubscribed_at = greatest(newsletter_suppressions.unsubscribed_at, excluded.unsubscribed_at)`,
              [JSON.stringify(rows.map((r) => ({ address_hash: suppressionHash(this.config.sessionSecret, r.email), unsubscribed_at: r.unsubscribed_at })))],
            );
          }
          return rows.length;
        }),
      options,
    );
  }
}
