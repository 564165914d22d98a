import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BillingMembersView, MemberPlanView, SubscriptionView } from '../billing-views.js';
import { ENDED_STATUSES } from '../premium-until.js';
import { GUARANTEE_DAYS } from '../refund-guarantee.js';
import { newMemberCounts } from '../premium-starts.js';
import { REFUNDED_STATUSES } from '../refund-sync.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The columns of what staff refunded of subscription `s` in Stripe's dashboard (billing_refunds: not the guarantee's,
 * succeeded or on their way): staff_refunded_pence and staff_refunded_at, null when none.
 */
const STAFF_REFUNDS = `(select sum(r.amount_pence)::int from billing_refunds r where r.subscription_id = s.id and not r.guarantee and r.status in (${REFUNDED_STATUSES.map((x) => `'${x}'`).join(', ')})) as staff_refunded_pence,
  (select max(r.created_at) from billing_refunds r where r.subscription_id = s.id and not r.guarantee and r.status in (${REFUNDED_STATUSES.map((x) => `'${x}'`).join(', ')})) as staff_refunded_at`;

/** The member's newest subscription, or null. */
export class MemberSubscriptionQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(MemberSubscriptionQuery)
export class MemberSubscriptionHandler implements IQueryHandler<MemberSubscriptionQuery, SubscriptionView | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: MemberSubscriptionQuery): Promise<SubscriptionView | null> {
    type Dates = 'current_period_end' | 'premium_until' | 'guarantee_until' | 'refunded_at' | 'staff_refunded_at';
    type Row = Omit<SubscriptionView, Dates> & Record<Dates, Date | null>;
    // The guarantee (refund-guarantee.ts, which the refund checks again under a lock): the account's only subscription,
    // not ended, refunded nor being refunded, younger than 30 days.
    const [row] = await this.em.fork().execute<Row[]>(
      `select plan, status, amount_pence, currency, current_period_end, cancel_at_period_end, premium_until, refunded_at, refunded_pence, refund_paid_pence, ${STAFF_REFUNDS},
              case when refund_requested_at is null and status not in (${ENDED_STATUSES.map(() => '?').join(', ')})
                     and started_at > now() - interval '${GUARANTEE_DAYS} days'
                     and not exists (select 1 from subscriptions other where other.user_id = s.user_id and other.id <> s.id)
                   then started_at + interval '${GUARANTEE_DAYS} days' end as guarantee_until
         from subscriptions s where user_id = ? order by updated_at desc, id desc limit 1`,
      [...ENDED_STATUSES, userId],
    );
    return row
      ? {
          ...row,
          current_period_end: iso(row.current_period_end),
          premium_until: iso(row.premium_until),
          guarantee_until: iso(row.guarantee_until),
          refunded_at: iso(row.refunded_at),
          staff_refunded_at: iso(row.staff_refunded_at),
        }
      : null;
  }
}

/** A subscription as the member's data export gives it (docs/product.md, "Your data"). */
export class SubscriptionRecord {
  @ApiProperty({ enum: ['monthly', 'annual'] }) plan!: string;
  @ApiProperty({ description: "Stripe's status: active, trialing, past_due, canceled ..." }) status!: string;
  @ApiProperty({ description: 'The price in pence' }) amount_pence!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ format: 'date-time' }) started_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) current_period_end!: string | null;
  @ApiProperty() cancel_at_period_end!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) ended_at!: string | null;
  @ApiProperty({ description: "Stripe's id of the subscription" }) stripe_subscription_id!: string;
  @ApiProperty({ description: "Stripe's id of the customer it bills" }) stripe_customer_id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Since when a payment has been missing (null: none)' }) past_due_since!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Until when it gives Premium' }) premium_until!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When Stripe last told us of a change' }) updated_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it was refunded under the 30-day guarantee' }) refunded_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What was refunded, in pence' }) refunded_pence!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What had been paid when it was refunded, in pence' }) refund_paid_pence!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "What staff refunded of its payments in Stripe's dashboard (not the 30-day guarantee), in pence" }) staff_refunded_pence!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the latest of those refunds was made' }) staff_refunded_at!: string | null;
}

/** Every subscription the member has had, oldest first. */
export class SubscriptionsOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(SubscriptionsOfMemberQuery)
export class SubscriptionsOfMemberHandler implements IQueryHandler<SubscriptionsOfMemberQuery, SubscriptionRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: SubscriptionsOfMemberQuery): Promise<SubscriptionRecord[]> {
    type Dates = 'started_at' | 'current_period_end' | 'ended_at' | 'past_due_since' | 'premium_until' | 'updated_at' | 'refunded_at' | 'staff_refunded_at';
    const rows = await this.em.fork().execute<Array<Omit<SubscriptionRecord, Dates> & Record<Dates, Date | null>>>(
      `select plan, status, amount_pence, currency, started_at, current_period_end, cancel_at_period_end, ended_at,
              stripe_subscription_id, stripe_customer_id, past_due_since, premium_until, updated_at, refunded_at, refunded_pence, refund_paid_pence, ${STAFF_REFUNDS}
         from subscriptions s where user_id = ? order by started_at, id`,
      [userId],
    );
    return rows.map((row) => ({
      ...row,
      started_at: iso(row.started_at)!,
      current_period_end: iso(row.current_period_end),
      ended_at: iso(row.ended_at),
      past_due_since: iso(row.past_due_since),
      premium_until: iso(row.premium_until),
      updated_at: iso(row.updated_at)!,
      refunded_at: iso(row.refunded_at),
      staff_refunded_at: iso(row.staff_refunded_at),
    }));
  }
}

/** Until when the member's subscriptions give premium (the latest of them), or null for none. */
export class PremiumUntilQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(PremiumUntilQuery)
export class PremiumUntilHandler implements IQueryHandler<PremiumUntilQuery, Date | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PremiumUntilQuery): Promise<Date | null> {
    const [row] = await this.em.fork().execute<{ until: Date | null }[]>('select max(premium_until) as until from subscriptions where user_id = ?', [userId]);
    return row?.until ? new Date(row.until) : null;
  }
}

/**
 * Staff figures: the totals (with the new Premium members of the last 7 and 30 days, premium-starts.ts), and the newest subscription of each member asked for (the Users tab asks for the page of
 * accounts it shows). The paying count and the monthly revenue come from `billing_totals` (one row kept by triggers on
 * subscriptions, Migration20261221000000_billing_totals), the month's new and cancelled subscriptions through indexes
 * on their dates: what a visit costs depends on the page and the month, not on how many subscriptions there are.
 */
export class BillingMembersQuery {
  constructor(public readonly userIds: readonly number[] = []) {}
}

const MONTH_START = `date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

@QueryHandler(BillingMembersQuery)
export class BillingMembersHandler implements IQueryHandler<BillingMembersQuery, BillingMembersView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: BillingMembersQuery): Promise<BillingMembersView> {
    const em = this.em.fork();
    const members = userIds.length
      ? await em.execute<
          Array<
            Omit<MemberPlanView, 'current_period_end' | 'refunded_at' | 'staff_refunded_at' | 'past_due_since' | 'premium_until'> &
              Record<'current_period_end' | 'refunded_at' | 'staff_refunded_at' | 'past_due_since' | 'premium_until', Date | null>
          >
        >(
          `select distinct on (user_id) user_id, plan, status, current_period_end, cancel_at_period_end, refunded_at, refunded_pence, past_due_since, premium_until, ${STAFF_REFUNDS}
             from subscriptions s where user_id in (${userIds.map(() => '?').join(', ')}) order by user_id, updated_at desc, id desc`,
          [...userIds],
        )
      : [];
    const [totals] = await em.execute<{ paying: number; mrr: string; started: string; cancelled: string }[]>(
      `select coalesce((select paying from billing_totals), 0) as paying,
              coalesce((select mrr_pence from billing_totals), 0) as mrr,
              (select count(*) from subscriptions where started_at >= ${MONTH_START}) as started,
              (select count(*) from subscriptions where ended_at >= ${MONTH_START})
                + (select count(*) from subscriptions where cancel_at_period_end and ended_at is null and updated_at >= ${MONTH_START}) as cancelled`,
    );
    return {
      totals: {
        paying_members: Number(totals.paying),
        mrr_pence: Number(totals.mrr),
        new_this_month: Number(totals.started),
        cancelled_this_month: Number(totals.cancelled),
        ...(await newMemberCounts(em)),
      },
      members: members.map((m) => ({
        ...m,
        current_period_end: iso(m.current_period_end),
        refunded_at: iso(m.refunded_at),
        staff_refunded_at: iso(m.staff_refunded_at),
        past_due_since: iso(m.past_due_since),
        premium_until: iso(m.premium_until),
      })),
    };
  }
}
