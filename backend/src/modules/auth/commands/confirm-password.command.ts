import { ForbiddenException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { recoveryCodeUsedMail } from '../auth-mail.js';
import { UserSchema } from '../entities/user.entity.js';
import { LoginRateLimiter } from '../login-rate-limiter.js';
import { PASSWORD_CHECK_MESSAGES, passwordCheckLimit } from '../password-check.js';
import { verifyPassword } from '../password.js';
import { SecondStep } from '../second-step.js';
import { SessionService } from '../session.service.js';

export class ConfirmPasswordCommand {
  constructor(
    public readonly userId: number,
    public readonly sessionId: string,
    public readonly password: string,
    public readonly clientIp: string,
    /** With two-step sign-in on: the authenticator app's code or a recovery code, as at sign-in. */
    public readonly code?: string,
  ) {}
}

/**
 * A signed-in session proves its account's password again ("sudo mode"), so that for the next RECENT_PASSWORD_MINUTES
 * it may take the dangerous actions (account deletion, a new API key). Counted as a sign-in is (LoginRateLimiter: a
 * wrong password is a failed sign-in for the client and the address), and at most 5 wrong passwords per account in 15
 * minutes whatever the client (passwordCheckLimit), so a session left open cannot be used to guess the password. With
 * two-step sign-in on, the code is asked as at sign-in (SecondStep); its refusals come as 403 with the same reasons
 * (two_factor_required, two_factor_invalid), since a 401 would say that the session had ended.
 */
@CommandHandler(ConfirmPasswordCommand)
export class ConfirmPasswordHandler implements ICommandHandler<ConfirmPasswordCommand, { success: true }> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly limiter: LoginRateLimiter,
    private readonly rateLimiter: RateLimiter,
    private readonly secondStep: SecondStep,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId, sessionId, password, clientIp, code }: ConfirmPasswordCommand): Promise<{ success: true }> {
    const user = await this.em.fork().findOne(UserSchema, { id: userId }, { populate: ['password_hash'] });
    if (!user) throw new NotFoundException(PASSWORD_CHECK_MESSAGES.userNotFound);
    const { email } = user;
    await this.limiter.attempt(clientIp, email);
    let right: boolean;
    try {
      await this.rateLimiter.consume(passwordCheckLimit(userId));
      right = await verifyPassword(user.password_hash, password).catch(async (error: unknown) => {
        if (error instanceof ServiceUnavailableException) await this.rateLimiter.refund(passwordCheckLimit(userId));
        throw error;
      });
    } catch (error) {
      await this.limiter.checked(clientIp);
      await this.limiter.notAnswered(clientIp, email, error); // the server too busy, the database unavailable: not counted
      throw error;
    }
    await this.limiter.checked(clientIp);
    if (!right) {
      await this.limiter.failed(clientIp, email);
      throw new ForbiddenException(PASSWORD_CHECK_MESSAGES.wrong);
    }
    await this.rateLimiter.refund(passwordCheckLimit(userId));
    const second = await this.secondStep.checkSignedIn(userId, clientIp, email, code).catch(async (error: unknown) => {
      await this.limiter.notAnswered(clientIp, email, error);
      throw error;
    });
    await this.limiter.succeeded(clientIp, email);
    await this.outbox.transactional(async (em, publish) => {
      await this.sessions.proved(em, sessionId);
      if (second.taken?.kind === 'recovery') this.mailer.send(publish, recoveryCodeUsedMail(this.config.publicUrl, email, second.taken.left, 'confirm-password'), [{ userId }]);
    });
    return { success: true };
  }
}
