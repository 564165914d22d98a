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

export class SignOutOthersCommand {
  constructor(public readonly userId: number, public readonly sessionId: string) {}
}

/** Ends every session of the user but the one making the request (a shared or lost device); answers how many ended. */
@CommandHandler(SignOutOthersCommand)
export class SignOutOthersHandler implements ICommandHandler<SignOutOthersCommand, { success: true; ended: number }> {
  constructor(private readonly em: EntityManager, private readonly sessions: SessionService) {}

  async execute({ userId, sessionId }: SignOutOthersCommand): Promise<{ success: true; ended: number }> {
    return { success: true, ended: await this.sessions.endOthers(this.em.fork(), userId, sessionId) };
  }
}
