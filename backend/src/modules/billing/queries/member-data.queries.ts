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
