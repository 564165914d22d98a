import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { wrongCodeMail } from './auth-mail.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { sealAgain, secretOf, takeCode, TWO_FACTOR_MESSAGES, TWO_FACTOR_REASONS, wrongCodeNotice, wrongCodesLimit, type TakenCode } from './two-factor.js';

/**
 * The second step after a right password (sign-in, and a signed-in session confirming its password before a dangerous
 * action): with two-step sign-in on, the password alone gets 401 `two_factor_required` (the attempt given back: the
 * client sends again with the code); a wrong code is a failed attempt, counted for the client and for the account (at
 * most 10 wrong codes in 15 minutes, from any number of addresses), and the owner is mailed (once in 15 minutes).
 */
@Injectable()
export class SecondStep {
  private readonly logger = new Logger('SecondStep');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: LoginRateLimiter,
    private readonly rateLimiter: RateLimiter,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Answers whether two-step sign-in is on, and how the code was taken. */
  async check(userId: number, clientIp: string, email: string, code: string | undefined): Promise<{ on: boolean; taken?: TakenCode }> {
    const em = this.em.fork();
    const second = await secretOf(em, this.config, userId);
    if (!second?.confirmed_at) return { on: false };
    if (second.secret === null) this.logger.error(`The authenticator secret of user ${userId} opens with neither SESSION_SECRET nor SESSION_SECRET_PREVIOUS: only recovery codes work`);
    if (!code?.trim()) {
      await this.limiter.unchecked(clientIp, email);
      throw new UnauthorizedException({ message: TWO_FACTOR_MESSAGES.required, reason: TWO_FACTOR_REASONS.required });
    }
    // Counted before the code is checked, and given back when it is right: codes sent at once (from several
    // processes) cannot all pass a check made before any of them was counted.
    await this.rateLimiter.consume(wrongCodesLimit(userId));
    const lastStep = second.last_time_step === null ? null : Number(second.last_time_step);
    const taken = await takeCode(em, userId, second.secret, lastStep, code.trim());
    if (taken) {
      await this.rateLimiter.refund(wrongCodesLimit(userId));
      await sealAgain(em, this.config, userId, second);
      return { on: true, taken };
    }
    await this.limiter.failed(clientIp);
    // The password was right: whoever typed this wrong code may not be the owner, who hears of it (once in 15 minutes).
    if ((await this.rateLimiter.take(wrongCodeNotice(userId))).allowed) {
      await this.outbox.transactional(async (_em, publish) => this.mailer.send(publish, wrongCodeMail(this.config.publicUrl, email), [{ userId }]));
    }
    throw new UnauthorizedException({ message: TWO_FACTOR_MESSAGES.wrongCode, reason: TWO_FACTOR_REASONS.wrongCode });
  }

  /**
   * The same check for a signed-in session (confirming the password, changing the two-step settings): its refusals come
   * as 403 with the same reasons, since a 401 would tell the client that the session had ended.
   */
  async checkSignedIn(userId: number, clientIp: string, email: string, code: string | undefined): Promise<{ on: boolean; taken?: TakenCode }> {
    return this.check(userId, clientIp, email, code).catch((error: unknown) => {
      if (error instanceof UnauthorizedException) throw new ForbiddenException(error.getResponse());
      throw error;
    });
  }
}
