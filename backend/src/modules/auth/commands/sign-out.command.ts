import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionService } from '../session.service.js';

export class SignOutCommand {
  constructor(public readonly token: string | undefined) {}
}

/** Destroys the session behind the cookie token (if any). */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(private readonly em: EntityManager, private readonly sessions: SessionService) {}

  async execute({ token }: SignOutCommand): Promise<void> {
    await this.sessions.end(this.em.fork(), token);
  }
}
