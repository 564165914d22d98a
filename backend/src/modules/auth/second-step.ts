import { applyDecorators, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { wrongCodeMail } from './auth-mail.js';
import type { User } from './entities/user.entity.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { confirmPassword, PASSWORD_CHECK_MESSAGES } from './password-check.js';
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

  /**
   * Answers whether two-step sign-in is on, and how the code was taken. For a sign-in attempt counted by
   * LoginRateLimiter.attempt (the sign-in, confirm-password): a missing code gives the attempt back.
   */
  async check(userId: number, clientIp: string, email: string, code: string | undefined): Promise<{ on: boolean; taken?: TakenCode }> {
    return this.checkCode(userId, clientIp, email, code, true);
  }

  private async checkCode(userId: number, clientIp: string, email: string, code: string | undefined, attemptCounted: boolean): Promise<{ on: boolean; taken?: TakenCode }> {
    const em = this.em.fork();
    const second = await secretOf(em, this.config, userId);
    if (!second?.confirmed_at) return { on: false };
    if (second.secret === null) this.logger.error(`The authenticator secret of user ${userId} opens with neither SESSION_SECRET nor SESSION_SECRET_PREVIOUS: only recovery codes work`);
    if (!code?.trim()) {
      if (attemptCounted) await this.limiter.unchecked(clientIp, email);
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
    return this.signedIn(this.check(userId, clientIp, email, code));
  }

  /**
   * The owner's password and, with two-step sign-in on, its current code or a recovery code, asked again by a signed-in
   * session before a change to how the account signs in (its address, its password, the two-step settings): a session
   * left open, or a password someone learned, is not enough. The password as `confirmPassword` checks it (403, 5 wrong
   * in 15 minutes); the code as `checkSignedIn` (403 two_factor_required without one, two_factor_invalid when wrong,
   * counted against the account's wrong codes and mailed to the owner). `beforeCode` runs once the password is right and
   * before a code is taken (each code works once): everything that may still refuse the change (bad input, the change's
   * own budget, work that may answer 503) belongs there, so that a refusal never uses up the code. Answers the account and how the code was taken (a
   * change made with a recovery code mails the owner recoveryCodeUsedMail, unless its own mail already says so).
   */
  async confirmOwner(userId: number, password: string, code: string | undefined, clientIp: string, beforeCode?: (user: User) => void | Promise<void>): Promise<{ user: User; taken?: TakenCode }> {
    const user = await confirmPassword(this.em, this.rateLimiter, userId, password);
    await beforeCode?.(user);
    // No sign-in attempt was counted for this check (the password's own limit did), so none is given back.
    const { taken } = await this.signedIn(this.checkCode(userId, clientIp, user.email, code, false));
    return { user, taken };
  }

  /** A signed-in session's refusals come as 403 with the sign-in's reasons, since a 401 would say the session had ended. */
  private signedIn<T>(checking: Promise<T>): Promise<T> {
    return checking.catch((error: unknown) => {
      if (error instanceof UnauthorizedException) throw new ForbiddenException(error.getResponse());
      throw error;
    });
  }
}

/**
 * The refusals of a change that asks for the password and, with two-step sign-in on, the current code again
 * (SecondStep.confirmOwner). `codeAlways`: the body must carry the code (two-step settings, which exist only while it is
 * on); otherwise it is asked only when two-step sign-in is on, and its absence is refused with two_factor_required.
 */
export const ApiOwnerCheck = ({ codeAlways }: { codeAlways: boolean }) =>
  applyDecorators(
    ApiErrorAnswer(
      403,
      "The password is not the account's (the message below); or, with two-step sign-in on, " +
        (codeAlways ? '' : `no code was sent (reason two_factor_required: send again with code; ${TWO_FACTOR_MESSAGES.required}) or `) +
        `the code is not the app's current one nor a recovery code (reason two_factor_invalid: ${TWO_FACTOR_MESSAGES.wrongCode}); nothing was changed`,
      PASSWORD_CHECK_MESSAGES.wrong,
    ),
    ApiTooManyRequests(`5 wrong passwords in 15 minutes, or 10 wrong codes for the account: ${TWO_FACTOR_MESSAGES.tooManyCodes}`, PASSWORD_CHECK_MESSAGES.tooMany),
  );
