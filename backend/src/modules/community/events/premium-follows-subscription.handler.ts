import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { SetPremiumUntilCommand } from '../../auth/index.js';
import { SubscriptionChanged, SubscriptionEnded, SubscriptionStarted } from '../../billing/index.js';
import { PremiumUntilQuery } from '../../billing/index.js';

/**
 * Premium follows the subscription: on each subscription event the member's premium becomes what their
 * subscriptions give now (the latest `premium_until`, read again, so events handled in any order or twice agree).
 * The session lookup then says premium only while that date is ahead (auth/user-view.ts, PREMIUM_NOW_SQL).
 */
@Injectable()
export class PremiumFollowsSubscriptionHandler {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @OnEvent([SubscriptionStarted, SubscriptionChanged, SubscriptionEnded])
  async handle(event: SubscriptionStarted | SubscriptionChanged | SubscriptionEnded): Promise<void> {
    const until = await this.queries.execute<PremiumUntilQuery, Date | null>(new PremiumUntilQuery(event.payload.userId));
    await this.commands.execute(new SetPremiumUntilCommand(event.payload.userId, until));
  }
}
