import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** The member's paid premium: premium until `until` (null: no paid premium). Sent by whoever follows subscriptions. */
export class SetPremiumUntilCommand {
  constructor(public readonly userId: number, public readonly until: Date | null) {}
}

/** Writes the account's premium (users is auth's table); the session lookup says premium only while `until` is ahead. */
@CommandHandler(SetPremiumUntilCommand)
export class SetPremiumUntilHandler implements ICommandHandler<SetPremiumUntilCommand, void> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, until }: SetPremiumUntilCommand): Promise<void> {
    await this.em.fork().execute('update users set is_premium = ?, premium_until = ? where id = ?', [until !== null, until, userId]);
  }
}
