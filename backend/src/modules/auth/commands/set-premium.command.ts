import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** The member's paid premium: premium until `until` (null: no paid premium). Sent by whoever follows subscriptions. */
export class SetPremiumUntilCommand {
  constructor(public readonly userId: number, public readonly until: Date | null) {}
}

/**
 * Writes the account's premium (users is auth's table): `is_premium` only while `until` is ahead, so a subscription
 * that ended (or whose grace is over) when its event came leaves no premium flag behind. Premium *now* is always read
 * with `premium_until` as well (PREMIUM_NOW_SQL, premiumNow): nothing fires when a grace period simply runs out.
 */
@CommandHandler(SetPremiumUntilCommand)
export class SetPremiumUntilHandler implements ICommandHandler<SetPremiumUntilCommand, void> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, until }: SetPremiumUntilCommand): Promise<void> {
    await this.em
      .fork()
      .execute('update users set is_premium = coalesce(?::timestamptz > now(), false), premium_until = ? where id = ?', [until, until, userId]);
  }
}
