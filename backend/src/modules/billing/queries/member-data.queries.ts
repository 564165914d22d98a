import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** The member's Stripe customer as their data export gives it (docs/product.md, "Your data"). */
export class BillingCustomerRecord {
  @ApiProperty({ example: 'cus_Pq1a2b3c4d', description: "Stripe's id of the member as a customer (the card and billing address are kept by Stripe)" })
  stripe_customer_id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the member first went to the checkout' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the customer was closed (the account being deleted)' }) closed_at!: string | null;
}

/** The member's Stripe customer, or null when they never went to the checkout. */
export class BillingCustomerOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(BillingCustomerOfMemberQuery)
export class BillingCustomerOfMemberHandler implements IQueryHandler<BillingCustomerOfMemberQuery, BillingCustomerRecord | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: BillingCustomerOfMemberQuery): Promise<BillingCustomerRecord | null> {
    const [row] = await this.em.fork().execute<Array<{ stripe_customer_id: string; created_at: Date; closed_at: Date | null }>>(
      'select stripe_customer_id, created_at, closed_at from billing_customers where user_id = ?',
      [userId],
    );
    return row
      ? { stripe_customer_id: row.stripe_customer_id, created_at: new Date(row.created_at).toISOString(), closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null }
      : null;
  }
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A subscription's start of Premium as the member's data export gives it (premium_starts: the plan and price it began on). */
export class PremiumStartRecord {
  @ApiProperty({ description: "Stripe's id of the subscription that began" }) stripe_subscription_id!: string;
  @ApiProperty({ enum: ['monthly', 'annual'] }) plan!: string;
  @ApiProperty({ description: 'The price it started on, in pence' }) amount_pence!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ format: 'date-time' }) started_at!: string;
}

/** Every Premium start of the member, oldest first (one per subscription that began giving Premium). */
export class PremiumStartsOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(PremiumStartsOfMemberQuery)
export class PremiumStartsOfMemberHandler implements IQueryHandler<PremiumStartsOfMemberQuery, PremiumStartRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PremiumStartsOfMemberQuery): Promise<PremiumStartRecord[]> {
    const rows = await this.em.fork().execute<Array<Omit<PremiumStartRecord, 'started_at'> & { started_at: Date }>>(
      `select s.stripe_subscription_id, p.plan, p.amount_pence, p.currency, p.started_at
         from premium_starts p join subscriptions s on s.id = p.subscription_id where p.user_id = ? order by p.started_at, p.id`,
      [userId],
    );
    return rows.map((row) => ({ ...row, started_at: iso(row.started_at)! }));
  }
}

/** One refund of the member's payments as their data export gives it (billing_refunds, as Stripe last told us). */
export class RefundRecord {
  @ApiProperty({ description: "Stripe's id of the refund" }) stripe_refund_id!: string;
  @ApiProperty({ description: "Stripe's id of the subscription whose payment it gave back" }) stripe_subscription_id!: string;
  @ApiProperty({ description: "Stripe's id of the payment (charge) refunded" }) stripe_charge_id!: string;
  @ApiProperty({ description: 'What was given back, in pence' }) amount_pence!: number;
  @ApiProperty({ description: 'What the payment was, in pence' }) payment_pence!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ description: "Stripe's status: succeeded, pending, failed, canceled ..." }) status!: string;
  @ApiProperty({ enum: ['guarantee', 'staff'], description: "Why: the 30-day satisfaction guarantee, or made by staff in Stripe's dashboard" })
  reason!: 'guarantee' | 'staff';
  @ApiProperty({ format: 'date-time', description: 'When it was made' }) refunded_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When its receipt was mailed (null: none; the guarantee mails its own)' })
  receipt_sent_at!: string | null;
}

/** Where a page of refunds starts: after this refund (its time, then its id). */
export interface RefundsCursor {
  at: string;
  id: string;
}

export const FIRST_REFUND: RefundsCursor = { at: '-infinity', id: '' };

/** A page of refunds and where the next one starts (null: this was the last). */
export interface RefundsPage {
  refunds: RefundRecord[];
  next: RefundsCursor | null;
}

/** A page of the refunds of the member's payments, oldest first, after `after` (a long-time monthly member has many). */
export class RefundsOfMemberQuery {
  constructor(public readonly userId: number, public readonly after: RefundsCursor, public readonly limit: number) {}
}

@QueryHandler(RefundsOfMemberQuery)
export class RefundsOfMemberHandler implements IQueryHandler<RefundsOfMemberQuery, RefundsPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, after, limit }: RefundsOfMemberQuery): Promise<RefundsPage> {
    type Row = Omit<RefundRecord, 'reason' | 'refunded_at' | 'receipt_sent_at'> & { guarantee: boolean; created_at: Date; at: string; receipt_at: Date | null };
    // Each of the member's subscriptions through its index on billing_refunds, in (time, id) order across them.
    const rows = await this.em.fork().execute<Row[]>(
      `select r.stripe_refund_id, s.stripe_subscription_id, r.stripe_charge_id, r.amount_pence, r.payment_pence, r.currency, r.status, r.guarantee,
              r.created_at, r.created_at::text as at, r.receipt_at
         from subscriptions s join billing_refunds r on r.subscription_id = s.id
        where s.user_id = ? and (r.created_at, r.stripe_refund_id) > (?::timestamptz, ?)
        order by r.created_at, r.stripe_refund_id limit ?`,
      [userId, after.at, after.id, limit],
    );
    const refunds = rows.map(({ guarantee, created_at, at: _at, receipt_at, ...row }) => ({
      ...row,
      reason: guarantee ? ('guarantee' as const) : ('staff' as const),
      refunded_at: iso(created_at)!,
      receipt_sent_at: iso(receipt_at),
    }));
    const last = rows.at(-1);
    return { refunds, next: rows.length === limit && last ? { at: last.at, id: last.stripe_refund_id } : null };
  }
}
