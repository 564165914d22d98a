import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionService } from '../session.service.js';
import { knownDeviceOwner, type KnownDeviceOwner } from '../known-device.js';

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

/** The answer (how many sessions ended), and the account as this browser's new known-browser cookie covers it (not in the answer). */
export interface SignedOutOthers {
  success: true;
  ended: number;
  knownDevice: KnownDeviceOwner;
  /** This session's new token (SessionService.renew), for its cookie; not in the answer. */
  token: string;
}

/**
 * Ends every session of the user but the one making the request (a shared or lost device), and forgets every browser's
 * knownness (known-device.ts): the account's known-devices generation goes up in the same transaction, so the other
 * browsers' cookies stop letting them past a sign-in pause; the route gives the asking browser a cookie of the new one.
 * The asking session stays under a new token (`token`), so a copy of this browser's cookie taken before ends as well.
 */
@CommandHandler(SignOutOthersCommand)
export class SignOutOthersHandler implements ICommandHandler<SignOutOthersCommand, SignedOutOthers> {
  constructor(private readonly em: EntityManager, private readonly sessions: SessionService) {}

  async execute({ userId, sessionId }: SignOutOthersCommand): Promise<SignedOutOthers> {
    return this.em.fork().transactional(async (em) => {
      const [account] = await em.execute<{ password_changed_at: Date | string | null; known_devices_generation: number }[]>(
        'update users set known_devices_generation = known_devices_generation + 1 where id = ? returning password_changed_at, known_devices_generation',
        [userId],
      );
      const ended = await this.sessions.endOthers(em, userId, sessionId);
      const token = await this.sessions.renew(em, sessionId);
      return { success: true as const, ended, knownDevice: knownDeviceOwner({ id: userId, ...account }), token };
    });
  }
}
