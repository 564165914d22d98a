import { ConflictException, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AccountQuery, memberTimeZone, SetPremiumUntilCommand, type User } from '../../auth/index.js';
import type { RefundQuoteView, RefundView } from '../billing-views.js';
import { SubscriptionEnded } from '../events/subscription.events.js';
import { ENDED_STATUSES } from '../premium-until.js';
import { PremiumUntilQuery } from '../queries/billing.queries.js';
import { guaranteeRefusal, guaranteeRowsOf, paidOf, paidPaymentsOf, refundableOf, refundPayment, REFUND_MESSAGES, type GuaranteeRow } from '../refund-guarantee.js';
import { StripeGateway } from '../stripe-gateway.js';
import { SubscriptionSync } from '../subscription-sync.js';

/** The zone the member's dates are written in (their profile's), for the refusal that names the guarantee's last day. */
async function timeZoneOf(queries: QueryBus, userId: number): Promise<string> {
  return memberTimeZone((await queries.execute<AccountQuery, User | null>(new AccountQuery(userId))) ?? {});
}

export class RefundQuoteQuery {
  constructor(public readonly user: AuthUser) {}
}

/**
 * What the guarantee would refund now (the confirm question says it): what is still refundable of the paid invoices of
 * the member's first subscription as Stripe has them (each charge's amount minus amount_refunded: staff may have
 * refunded part in Stripe's dashboard), and what was paid. 409 with the reason when the guarantee does not apply (as the
 * refund itself), or when something was paid and all of it is refunded already.
 */
@QueryHandler(RefundQuoteQuery)
export class RefundQuoteHandler implements IQueryHandler<RefundQuoteQuery, RefundQuoteView> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus, private readonly gateway: StripeGateway) {}

  async execute({ user }: RefundQuoteQuery): Promise<RefundQuoteView> {
    const stripe = await this.gateway.stripe();
    const rows = await guaranteeRowsOf(this.em.fork(), user.id);
    const refusal = guaranteeRefusal(rows, await timeZoneOf(this.queries, user.id));
    if (refusal) throw new ConflictException(refusal);
    const payments = await paidPaymentsOf(stripe, rows[0].stripe_subscription_id);
    const [left, paid] = [refundableOf(payments), paidOf(payments)];
    if (paid > 0 && left === 0 && !rows[0].claimed) throw new ConflictException(REFUND_MESSAGES.nothingLeft);
    return {
      amount_pence: left,
      paid_pence: paid,
      currency: payments[0]?.currency ?? 'gbp',
      guarantee_until: new Date(rows[0].guarantee_until).toISOString(),
    };
  }
}

export class RefundSubscriptionCommand {
  constructor(public readonly user: AuthUser) {}
}

/**
 * The 30-day satisfaction guarantee: the member's first subscription is refunded (what is left of each payment: all of
 * it unless staff refunded part in Stripe's dashboard) and ends at once. When something was paid and nothing is left
 * to refund, 409 and nothing changes (no cancellation: the member may cancel in the portal as ever).
 *
 * 1. The claim (one transaction, the member's subscriptions FOR UPDATE): the eligibility is checked on the server and
 *    `refund_requested_at` set, so two clicks or two tabs make one refund (the second is told it is under way).
 * 2. Stripe, outside any transaction: what is left of every paid payment of the subscription's paid invoices is refunded
 *    (the amounts are Stripe's; one idempotency key per payment), then the subscription is cancelled at once. If Stripe fails the
 *    claim is lifted and the member may try again (503); nothing is refunded twice.
 * 3. The record (one transaction, under the subscription's webhook lock): `refunded_at`, the amount and what was paid, the
 *    subscription as Stripe's cancellation answered it (premium_until null: the refunded period gives nothing), and
 *    SubscriptionEnded with the amount refunded: premium follows it (community) and the refund receipt is mailed.
 *    Stripe's customer.subscription.deleted webhook then finds nothing changed. The member's premium is set here too,
 *    so this very answer and the next request already read it ended.
 */
@CommandHandler(RefundSubscriptionCommand)
export class RefundSubscriptionHandler implements ICommandHandler<RefundSubscriptionCommand, RefundView> {
  private readonly log = new Logger('Billing');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly gateway: StripeGateway,
    private readonly sync: SubscriptionSync,
  ) {}

  async execute({ user }: RefundSubscriptionCommand): Promise<RefundView> {
    const stripe = await this.gateway.stripe();
    const timeZone = await timeZoneOf(this.queries, user.id);
    const claimed = await this.em.fork().transactional(async (em) => {
      const rows = await guaranteeRowsOf(em, user.id, true);
      const refusal = guaranteeRefusal(rows, timeZone);
      if (refusal) throw new ConflictException(refusal);
      await em.execute('update subscriptions set refund_requested_at = now() where id = ?', [rows[0].id]);
      return rows[0];
    });
    const { refunded, paid, currency, subscription } = await this.refundAndCancel(stripe, claimed, user.id);
    await this.outbox.transactional(async (em, publish) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [claimed.stripe_subscription_id]);
      const marked = await em.execute<{ id: number }[]>(
        'update subscriptions set refunded_at = now(), refunded_pence = ?, refund_paid_pence = ? where id = ? and refunded_at is null returning id',
        [refunded, paid, claimed.id],
      );
      if (!marked.length) return;
      const payload = await this.sync.apply(em, publish, subscription);
      if (payload) publish(new SubscriptionEnded({ ...payload, refundedPence: refunded, paidPence: paid, currency }));
    });
    const until = await this.queries.execute<PremiumUntilQuery, Date | null>(new PremiumUntilQuery(user.id));
    await this.commands.execute(new SetPremiumUntilCommand(user.id, until));
    return { refunded_pence: refunded, paid_pence: paid, currency, is_premium: until !== null && until.getTime() > Date.now() };
  }

  /**
   * Step 2: the refunds, then the cancellation. If Stripe fails before anything was refunded the claim is lifted (try
   * again at once); after, it stays until it lapses, so a webhook of the ending cannot pass for an ordinary one, and the
   * next try finishes the refund (what is left, counting the refunds of ours already made: nothing is refunded twice).
   * Something paid and nothing left to refund (staff refunded it all in Stripe), by this or an earlier try: the claim is
   * lifted, 409, nothing cancelled.
   */
  private async refundAndCancel(stripe: Stripe, claimed: GuaranteeRow, userId: number): Promise<{ refunded: number; paid: number; currency: string; subscription: Stripe.Subscription }> {
    const id = claimed.stripe_subscription_id;
    const lift = () => this.em.fork().execute('update subscriptions set refund_requested_at = null where id = ? and refunded_at is null', [claimed.id]);
    let started = false;
    let nothingLeft = false;
    try {
      const payments = await paidPaymentsOf(stripe, id);
      const paid = paidOf(payments);
      let refunded = 0;
      for (const payment of payments) {
        refunded += await refundPayment(stripe, payment, { userId: String(userId), subscription: id });
        started ||= refunded > 0;
      }
      if (paid > 0 && refunded === 0) {
        nothingLeft = true;
        throw new ConflictException(REFUND_MESSAGES.nothingLeft);
      }
      const current = await stripe.subscriptions.retrieve(id);
      const subscription = ENDED_STATUSES.includes(current.status) ? current : await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `flying50-refund-cancel-${id}` });
      return { refunded, paid, currency: payments[0]?.currency ?? current.currency ?? 'gbp', subscription };
    } catch (error) {
      if (nothingLeft) {
        await lift();
        throw error;
      }
      this.log.warn(`The refund of subscription ${id} (account ${userId}) stopped: ${String(error)}`);
      if (started) throw new ServiceUnavailableException(REFUND_MESSAGES.unfinished);
      await lift();
      throw new ServiceUnavailableException(REFUND_MESSAGES.failed);
    }
  }
}
