import { BadRequestException, ConflictException, ForbiddenException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppConfig } from '../../../config/app-config.js';
import { isKnownTimeZone } from '../../../infrastructure/database/time-zones.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { UserSchema } from '../entities/user.entity.js';
import { knownDeviceOwner, type KnownDeviceOwner } from '../known-device.js';
import { UserRegistered } from '../events/user-registered.event.js';
import { hashPassword } from '../password.js';
import { refuseWeakPassword } from '../password-rules.js';
import { INVITATION_MESSAGES } from '../dto/invitations.dto.js';
import { SessionService } from '../session.service.js';
import { toUserView, type UserView } from '../user-view.js';

export type Channel = 'staff' | 'community';

export const AUTH_MESSAGES = {
  mismatch: "Passwords don't match",
  taken: 'An account with this email already exists. Please sign in instead.',
  invalid: 'Invalid email or password',
  memberAtStaffSignIn: 'This sign-in is for Flying@50 staff. Members sign in at /community/auth.',
  tooManyRegistrations: 'Too many new accounts have been created from your network. Please try again in an hour.',
};

export class RegisterUserCommand {
  constructor(
    public readonly channel: Channel,
    public readonly email: string,
    public readonly password: string,
    public readonly confirmPassword: string,
    public readonly name: string | undefined,
    public readonly previousToken: string | undefined,
    public readonly clientIp: string,
    /** The browser's time zone (kept when PostgreSQL and Node know it). */
    public readonly timeZone?: string,
  ) {}
}

export interface SignedIn {
  user: UserView;
  token: string;
  /** The account as the known-browser cookie covers it (known-device.ts); not in the answer. */
  knownDevice: KnownDeviceOwner;
}

/**
 * Creates a member account, records UserRegistered in the outbox and signs the new member in, in one transaction.
 * Registrations are limited per client address (REGISTRATIONS_PER_CLIENT an hour). Staff accounts are never
 * registered: they come from invitations (staff-invitations.ts), so the staff channel always answers 403.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, SignedIn> {
  constructor(
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: RegisterUserCommand): Promise<SignedIn> {
    if (command.password !== command.confirmPassword) throw new BadRequestException(AUTH_MESSAGES.mismatch);
    if (command.channel === 'staff') throw new ForbiddenException(INVITATION_MESSAGES.registerByInvitation);
    await refuseWeakPassword(command.password, { email: command.email, name: command.name });
    const budget = { bucket: 'register-client', subject: command.clientIp, max: this.config.registrationsPerClient, windowMinutes: 60, message: AUTH_MESSAGES.tooManyRegistrations };
    await this.limiter.consume(budget);
    const password_hash = await hashPassword(command.password).catch(async (error: unknown) => {
      // The server was too busy to hash (503): no account was made, so the attempt does not count.
      if (error instanceof ServiceUnavailableException) await this.limiter.refund(budget).catch(() => undefined);
      throw error;
    });
    try {
      return await this.outbox.transactional(async (em, publish) => {
        const existing = await em.count(UserSchema, { email: command.email });
        if (existing) throw new ConflictException(AUTH_MESSAGES.taken);
        const user = em.create(UserSchema, {
          email: command.email,
          name: command.name || null,
          password_hash,
          last_login_at: new Date(),
          time_zone: command.timeZone && (await isKnownTimeZone(em, command.timeZone)) ? command.timeZone : null,
        });
        await em.flush();
        await this.sessions.end(em, command.previousToken);
        const token = this.sessions.start(em, user.id);
        publish(new UserRegistered({ userId: user.id, email: user.email, channel: command.channel }));
        return { user: toUserView(user), token, knownDevice: knownDeviceOwner(user) };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.taken);
      throw error;
    }
  }
}
