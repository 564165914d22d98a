import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import { EmailChanged } from '../auth/index.js';
import { StripeGateway } from './stripe-gateway.js';

/**
 * The Stripe customer's e-mail follows the account's address (EmailChanged), so receipts and Stripe's own mails go to
 * the new one. Setting the same address again changes nothing, so a repeated event is harmless; without Stripe
 * settings, or for a member who never checked out, there is nothing to follow.
 */
@Injectable()
export class CustomerEmail {
  constructor(private readonly em: EntityManager, private readonly gateway: StripeGateway) {}

  @OnEvent(EmailChanged)
  async follow(event: EmailChanged): Promise<void> {
    if (!this.gateway.configured) return;
    const [customer] = await this.em.fork().execute<{ stripe_customer_id: string }[]>(
      'select stripe_customer_id from billing_customers where user_id = ? and closed_at is null',
      [event.payload.userId],
    );
    if (customer) await (await this.gateway.stripe()).customers.update(customer.stripe_customer_id, { email: event.payload.to });
  }
}
