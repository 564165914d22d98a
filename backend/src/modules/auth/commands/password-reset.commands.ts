import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AppConfig } from '../../../config/app-config.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { passwordResetMail, twoFactorMail } from '../auth-mail.js';
import { PasswordChanged } from '../events/account-events.js';
import { EmailTokens, retireLinks } from '../email-tokens.js';
import { UserSchema } from '../entities/user.entity.js';
import { knownDeviceOwner, type KnownDeviceOwner } from '../known-device.js';
import { hashPassword } from '../password.js';
import { refuseWeakPassword } from '../password-rules.js';
import { mailboxKey } from '../../../infrastructure/limits/mailbox-key.js';
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
 * (per client, per inbox: mailboxKey, so "+tag" variants share it) count every request, so neither reveals whether
 * an account exists.
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
    await this.limiter.consume({ bucket: 'reset-address', subject: mailboxKey(email), max: 3, windowMinutes: 60, message: RESET_MESSAGES.tooMany });
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
  /** The account with its new password's time (the route marks this browser as one it signs in with; not in the answer). */
  knownDevice: KnownDeviceOwner;
}

/**
 * Uses a reset link once: sets the new password, ends every session of the account and, since the link proved the
 * address, marks it verified and proved by the account's holder (whoever reads it now holds the account).
 * Two-step sign-in stays on when the account's holder had proved the present address (`email_owner_proved_at`): then
 * whoever set it up read this address, and someone who reads the owner's mail still needs the phone. Otherwise it
 * goes (the owner is mailed): it was set up by someone never shown to read this address, who may have registered
 * another person's address, or moved their account to it through a link its owner was tricked into opening, to lock
 * the owner out with an app of theirs; or it was turned on before a proof was asked. PasswordChanged tells api-keys to
 * revoke the account's keys, and auth the open invitations it sent.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, PasswordReset> {
  constructor(
    private readonly outbox: Outbox,
    private readonly tokens: EmailTokens,
    private readonly sessions: SessionService,
    private readonly logins: LoginRateLimiter,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<PasswordReset> {
    if (command.password !== command.confirmPassword) throw new BadRequestException(AUTH_MESSAGES.mismatch);
    const password_hash = await hashPassword(command.password);
    const reset = await this.outbox.transactional(async (em, publish) => {
      const used = await this.tokens.consume(em, command.token, 'reset-password');
      const user = used && (await em.findOne(UserSchema, { id: used.userId }));
      if (!used || !user || user.email !== used.email) throw new BadRequestException(RESET_MESSAGES.invalid);
      // Refused here, the link is not used up (the transaction rolls back): the holder chooses another password.
      await refuseWeakPassword(command.password, user);
      const passwordChangedAt = new Date();
      const ownerProved = Boolean(user.email_owner_proved_at);
      user.password_hash = password_hash;
      user.password_changed_at = passwordChangedAt;
      user.email_verified_at ??= passwordChangedAt;
      user.email_owner_proved_at = passwordChangedAt;
      await em.flush();
      if (!ownerProved) {
        const removed = await em.execute<{ confirmed_at: Date | null }[]>('delete from two_factor_secrets where user_id = ? returning confirmed_at', [user.id]);
        if (removed.some((row) => row.confirmed_at)) this.mailer.send(publish, twoFactorMail(this.config.publicUrl, user.email, 'password-reset'), [{ userId: user.id }]);
      }
      await this.sessions.endAll(em, user.id);
      await retireLinks(em, user.id);
      publish(new PasswordChanged({ userId: user.id, reason: 'password-reset' }));
      return { message: RESET_MESSAGES.done, staff: user.role !== 'member', knownDevice: knownDeviceOwner(user), email: user.email };
    });
    // The owner proved the address: a sign-in pause (many wrong passwords from elsewhere) ends.
    await this.logins.endPause(reset.email);
    return { message: reset.message, staff: reset.staff, knownDevice: reset.knownDevice };
  }
}
