import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AppConfig } from '../../../config/app-config.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { passwordResetMail } from '../auth-mail.js';
import { PasswordChanged } from '../events/account-events.js';
import { EmailTokens, retireLinks } from '../email-tokens.js';
import { UserSchema } from '../entities/user.entity.js';
import { hashPassword } from '../password.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { SessionService } from '../session.service.js';
import { AUTH_MESSAGES } from './register-user.command.js';
import { LoginRateLimiter } from '../login-rate-limiter.js';

export const RESET_MESSAGES = {
  sent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, within one hour.',
  tooMany: 'Too many password reset requests. Please try again in an hour.',
  invalid: 'This reset link is invalid, has already been used or has expired. Please ask for a new one.',
  done: 'Your password has been changed and every device has been signed out. Please sign in with your new password.',
  usable: 'This link works: choose your new password.',
};

export class RequestPasswordResetCommand {
  constructor(public readonly email: string, public readonly clientIp: string) {}
}

/**
 * Mails a reset link when the address has an account. The answer is the same either way, and the limits
 * (per client, per address) count every request, so neither reveals whether an account exists.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, string> {
  constructor(
    private readonly outbox: Outbox,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ email, clientIp }: RequestPasswordResetCommand): Promise<string> {
    await this.limiter.consume({ bucket: 'reset-client', subject: clientIp, max: 10, windowMinutes: 60, message: RESET_MESSAGES.tooMany });
    await this.limiter.consume({ bucket: 'reset-address', subject: email, max: 3, windowMinutes: 60, message: RESET_MESSAGES.tooMany });
    await this.outbox.transactional(async (em, publish) => {
      const user = await em.findOne(UserSchema, { email });
      if (!user) return;
      const token = await this.tokens.issue(em, user.id, user.email, 'reset-password');
      this.mailer.send(publish, passwordResetMail(this.config.publicUrl, user.email, token), [{ userId: user.id }]);
    });
    return RESET_MESSAGES.sent;
  }
}

export class ResetPasswordCommand {
  constructor(public readonly token: string, public readonly password: string, public readonly confirmPassword: string) {}
}

export interface PasswordReset {
  message: string;
  /** Whether the account signs in at the staff sign-in (for the page's link). */
  staff: boolean;
  /** The account and its new password's time (the route marks this browser as one it signs in with; not in the answer). */
  userId: number;
  passwordChangedAt: Date;
}

/**
 * Uses a reset link once: sets the new password, ends every session of the account and, since the link
 * proved the address, marks it verified. Two-step sign-in stays on, always: someone who reads the owner's mail still
 * needs the phone. (Turning it on needs a proved address, BeginTwoFactorHandler, so whoever set it up owned the
 * address; someone who registered another person's address cannot have locked its owner out with an app of theirs.)
 * PasswordChanged tells api-keys to revoke the account's keys, and auth the open invitations it sent.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, PasswordReset> {
  constructor(
    private readonly outbox: Outbox,
    private readonly tokens: EmailTokens,
    private readonly sessions: SessionService,
    private readonly logins: LoginRateLimiter,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<PasswordReset> {
    if (command.password !== command.confirmPassword) throw new BadRequestException(AUTH_MESSAGES.mismatch);
    const password_hash = await hashPassword(command.password);
    const reset = await this.outbox.transactional(async (em, publish) => {
      const used = await this.tokens.consume(em, command.token, 'reset-password');
      const user = used && (await em.findOne(UserSchema, { id: used.userId }));
      if (!used || !user || user.email !== used.email) throw new BadRequestException(RESET_MESSAGES.invalid);
      const passwordChangedAt = new Date();
      user.password_hash = password_hash;
      user.password_changed_at = passwordChangedAt;
      user.email_verified_at ??= new Date();
      await em.flush();
      await this.sessions.endAll(em, user.id);
      await retireLinks(em, user.id);
      publish(new PasswordChanged({ userId: user.id, reason: 'password-reset' }));
      return { message: RESET_MESSAGES.done, staff: user.role !== 'member', userId: user.id, passwordChangedAt, email: user.email };
    });
    // The owner proved the address: a sign-in pause (many wrong passwords from elsewhere) ends.
    await this.logins.endPause(reset.email);
    return { message: reset.message, staff: reset.staff, userId: reset.userId, passwordChangedAt: reset.passwordChangedAt };
  }
}
