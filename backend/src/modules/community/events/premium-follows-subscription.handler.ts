import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionChanged, SubscriptionEnded, SubscriptionStarted } from '../../billing/events/subscription.events.js';
import { PremiumUntilQuery } from '../../billing/queries/billing.queries.js';

/**
 * Premium follows the subscription: on each subscription event the member's premium becomes what their
 * subscriptions give now (the latest `premium_until`, read again, so events handled in any order or twice agree).
 * The session lookup then says premium only while that date is ahead (auth/user-view.ts, PREMIUM_NOW_SQL).
 */
@EventsHandler(SubscriptionStarted, SubscriptionChanged, SubscriptionEnded)
export class PremiumFollowsSubscriptionHandler implements IEventHandler<SubscriptionStarted | SubscriptionChanged | SubscriptionEnded> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async handle(event: SubscriptionStarted | SubscriptionChanged | SubscriptionEnded): Promise<void> {
    const until = await this.queries.execute<PremiumUntilQuery, Date | null>(new PremiumUntilQuery(event.payload.userId));
    await this.em.fork().execute('update users set is_premium = ?, premium_until = ? where id = ?', [until !== null, until, event.payload.userId]);
  }
}
