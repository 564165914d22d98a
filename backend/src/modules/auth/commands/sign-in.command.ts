import { ForbiddenException, HttpException, HttpStatus, Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isKnownTimeZone } from '../../../infrastructure/database/time-zones.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UserSchema, type User } from '../entities/user.entity.js';
import { ACCOUNT_PAUSED, LoginRateLimiter } from '../login-rate-limiter.js';
import { isKnownDevice, knownDeviceOwner } from '../known-device.js';
import { verifyPassword } from '../password.js';
import { SessionService } from '../session.service.js';
import { needsSecondStep, toUserView } from '../user-view.js';
import { AppConfig } from '../../../config/app-config.js';
import { SecondStep } from '../second-step.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { recoveryCodeUsedMail, signInsPausedMail } from '../auth-mail.js';
import { AUTH_MESSAGES, type Channel, type SignedIn } from './register-user.command.js';

export class SignInCommand {
  constructor(
    public readonly channel: Channel,
    public readonly email: string,
    public readonly password: string,
    public readonly clientIp: string,
    public readonly previousToken: string | undefined,
    /** The authenticator app's code or a recovery code, for an account with two-step sign-in on. */
    public readonly code?: string,
    /** The browser's time zone: an account without one takes it (when PostgreSQL and Node know it). */
    public readonly timeZone?: string,
    /** The known-device cookie (known-device.ts): lets the account's own browsers past a per-account pause. */
    public readonly knownDevice?: string,
  ) {}
}

/**
 * Counts the attempt (LoginRateLimiter), checks the password, then replaces any earlier session with a new one. The
 * password is checked outside any transaction: argon2 takes tens of milliseconds, and a transaction held meanwhile
 * (with the limiter's own queries on a second connection) let a burst of sign-ins take every database connection.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignedIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly limiter: LoginRateLimiter,
    private readonly secondStep: SecondStep,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: SignInCommand): Promise<SignedIn> {
    const { clientIp, email } = command;
    await this.limiter.attempt(clientIp, email);
    // Whether the attempt is still counted with no outcome recorded: one that fails on our side then is given back.
    const attempt = { open: true };
    try {
      return await this.signIn(command, attempt);
    } catch (error) {
      if (attempt.open) await this.limiter.notAnswered(clientIp, email, error);
      throw error;
    }
  }

  private async signIn({ channel, email, password, clientIp, previousToken, code, timeZone, knownDevice }: SignInCommand, attempt: { open: boolean }): Promise<SignedIn> {
    let found: User | null;
    let right: boolean;
    try {
      found = await this.em.fork().findOne(UserSchema, { email }, { populate: ['password_hash'] });
      if ((await this.limiter.accountPaused(email)) && !(found && this.knownHere(knownDevice, found))) {
        attempt.open = false;
        await this.limiter.unchecked(clientIp, email);
        throw new HttpException(ACCOUNT_PAUSED, HttpStatus.TOO_MANY_REQUESTS);
      }
      // The server too busy to check it (503) gives the attempt back, as any failure of ours (execute).
      right = await verifyPassword(found?.password_hash, password);
    } finally {
      await this.limiter.checked(clientIp);
    }
    if (!right || !found) {
      attempt.open = false;
      await this.limiter.failed(clientIp, email);
      if (found && (await this.limiter.firstPauseNotice(email))) {
        await this.outbox.transactional(async (_em, publish) => this.mailer.send(publish, signInsPausedMail(this.config.publicUrl, found.email), [{ userId: found.id }]));
      }
      throw new UnauthorizedException(AUTH_MESSAGES.invalid);
    }
    if (channel === 'staff' && toUserView(found).role === 'member') throw new ForbiddenException(AUTH_MESSAGES.memberAtStaffSignIn);
    const second = await this.secondStep.check(found.id, clientIp, email, code);
    attempt.open = false;
    await this.limiter.succeeded(clientIp, email);
    return this.outbox.transactional(async (em, publish) => {
      // The same account, unless it was deleted or its password changed in the meantime.
      const user = await em.findOne(UserSchema, { id: found.id, password_hash: found.password_hash });
      if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalid);
      user.last_login_at = new Date();
      if (!user.time_zone && timeZone && (await isKnownTimeZone(em, timeZone))) user.time_zone = timeZone;
      await this.sessions.end(em, previousToken);
      const token = this.sessions.start(em, user.id);
      // A recovery code stands in for a lost phone, or for someone else's use: the owner hears of it at once.
      if (second.taken?.kind === 'recovery') this.mailer.send(publish, recoveryCodeUsedMail(this.config.publicUrl, user.email, second.taken.left, 'sign-in'), [{ userId: user.id }]);
      const view = toUserView(user, needsSecondStep(user.role, second.on, this.config.staffTwoFactorRequired));
      return { user: { ...view, last_login_at: user.last_login_at.toISOString() }, token, knownDevice: knownDeviceOwner(user) };
    });
  }

  /** Whether the request's known-device cookie was made for this account since its password was last set and its other devices signed out. */
  private knownHere(value: string | undefined, user: User): boolean {
    return isKnownDevice([this.config.sessionSecret, this.config.previousSessionSecret], value, knownDeviceOwner(user));
  }
}
