import { BadRequestException, ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { passwordChangedMail, recoveryCodeUsedMail } from '../auth-mail.js';
import { PasswordChanged } from '../events/account-events.js';
import { SecondStep } from '../second-step.js';
import { hashPassword } from '../password.js';
import { refuseWeakPassword } from '../password-rules.js';
import { SessionService } from '../session.service.js';
import { AUTH_MESSAGES } from './register-user.command.js';
import { retireLinks } from '../email-tokens.js';
import { knownDeviceOwner, type KnownDeviceOwner } from '../known-device.js';

export const CHANGE_PASSWORD_MESSAGES = {
  same: 'Choose a new password different from the current one.',
  changedMeanwhile: 'Your password was changed meanwhile (in another tab or device). Please sign in again.',
};

export class ChangePasswordCommand {
  constructor(
    public readonly userId: number,
    public readonly sessionId: string,
    public readonly currentPassword: string,
    public readonly password: string,
    public readonly confirmPassword: string,
    public readonly clientIp: string,
    /** With two-step sign-in on: the app's current code or a recovery code. */
    public readonly code?: string,
  ) {}
}

/**
 * The signed-in owner changes the password (the current one, and with two-step sign-in on a current code, asked again:
 * SecondStep.confirmOwner): every other session of the account ends,
 * this one stays under a new token (`token`, for its cookie: a copy of the old one ends too); PasswordChanged revokes the account's API keys (api-keys); the owner is mailed.
 */
/** The answer, and the account with its new password's time (for the known-browser cookie of this browser; not in the answer). */
export interface PasswordChangedHere {
  success: true;
  ended: number;
  knownDevice: KnownDeviceOwner;
  /** This session's new token (SessionService.renew), for its cookie; not in the answer. */
  token: string;
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, PasswordChangedHere> {
  constructor(
    private readonly outbox: Outbox,
    private readonly secondStep: SecondStep,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<PasswordChangedHere> {
    if (command.password !== command.confirmPassword) throw new BadRequestException(AUTH_MESSAGES.mismatch);
    if (command.password === command.currentPassword) throw new BadRequestException(CHANGE_PASSWORD_MESSAGES.same);
    // Hashed once the current password is right and before a code is taken: a hashing queue too long (503) uses up no code.
    let password_hash = '';
    const { user, taken } = await this.secondStep.confirmOwner(command.userId, command.currentPassword, command.code, command.clientIp, async (owner) => {
      await refuseWeakPassword(command.password, owner);
      password_hash = await hashPassword(command.password);
    });
    // Set from here (to the millisecond, as reset and invitation do), so the known-browser cookie made with it matches
    // the value read back at sign-in.
    const passwordChangedAt = new Date();
    return this.outbox.transactional(async (em, publish) => {
      // The hash checked above, unless another tab changed it meanwhile.
      const changed = await em.execute<{ email: string; known_devices_generation: number }[]>(
        'update users set password_hash = ?, password_changed_at = ? where id = ? and password_hash = ? returning email, known_devices_generation',
        [password_hash, passwordChangedAt, command.userId, user.password_hash],
      );
      if (changed.length === 0) throw new ConflictException(CHANGE_PASSWORD_MESSAGES.changedMeanwhile);
      const ended = await this.sessions.endOthers(em, command.userId, command.sessionId);
      // The current password was just proved: this session may take the dangerous actions for a while.
      await this.sessions.proved(em, command.sessionId);
      const token = await this.sessions.renew(em, command.sessionId);
      await retireLinks(em, command.userId);
      publish(new PasswordChanged({ userId: command.userId, reason: 'password-change' }));
      this.mailer.send(publish, passwordChangedMail(this.config.publicUrl, changed[0].email), [{ userId: command.userId }]);
      if (taken?.kind === 'recovery') this.mailer.send(publish, recoveryCodeUsedMail(this.config.publicUrl, changed[0].email, taken.left, 'password-change'), [{ userId: command.userId }]);
      const knownDevice = knownDeviceOwner({ id: command.userId, password_changed_at: passwordChangedAt, known_devices_generation: changed[0].known_devices_generation });
      return { success: true as const, ended, knownDevice, token };
    });
  }
}
