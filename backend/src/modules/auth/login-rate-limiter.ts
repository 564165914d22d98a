import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { describeError } from '../../infrastructure/http/error.filter.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';

const WINDOW_MINUTES = 15;
/** Attempts of one client being checked at once (see LoginRateLimiter). */
export const CHECKING_PER_CLIENT = 20;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const ACCOUNT_PAUSED =
  'Too many wrong passwords were tried for this account, so sign-ins from new browsers are paused for 15 minutes. Sign in from a browser you have used before, or reset your password with "Forgot password?".';

/**
 * Sign-in limits over a 15-minute window, counted twice:
 * - per client address and e-mail (LOGIN_MAX_FAILURES): every attempt is counted before its password is checked, in
 *   one atomic step, so a burst at one account gets no more checks than a sequence would; a success clears the count,
 *   and an attempt that was never checked gives its count back: one answered 503 or 500 (the server too busy, the
 *   database unavailable, any failure of ours; `notAnswered`), or one told to send again with its code;
 * - per client address across every e-mail (LOGIN_MAX_FAILURES_PER_CLIENT, against password spraying): failures only,
 *   recorded after the check, so people behind one address (an office, a club's Wi-Fi) signing in at the same moment
 *   are not refused for each other; a success does not clear it, or an attacker could interleave their own account.
 *   So that a burst cannot slip past it before its failures are recorded, at most CHECKING_PER_CLIENT attempts of one
 *   client are being checked at once: a window holds at most the limit plus that many checks;
 * - per e-mail across every client address (LOGIN_MAX_FAILURES_PER_ACCOUNT, against guessing one account's password
 *   from many addresses): failures only, whether or not the address has an account (so the pause tells nothing). Once
 *   reached, the account's sign-ins are paused for browsers it has not signed in with before (known-device.ts): its
 *   owner's own browsers go on, and a password reset ends the pause. The owner is mailed once a window.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Counts the attempt; 429 (nothing checked) when a limit is reached. Call checked() once its check is over. */
  async attempt(ip: string, email: string): Promise<void> {
    await this.limiter.assertBelow(this.perClient(ip));
    await this.limiter.consume(this.checking(ip));
    try {
      await this.limiter.consume(this.perAddress(ip, email));
    } catch (error) {
      await this.checked(ip);
      throw error;
    }
  }

  /** The attempt's check is over (whatever its outcome). */
  async checked(ip: string): Promise<void> {
    await this.limiter.refund(this.checking(ip)).catch(() => undefined);
  }

  /**
   * The password (or, without `email`, the second step's code, which has its own per-account limit) was wrong: the
   * attempt stays counted, and the client's and the e-mail's failures grow by one.
   */
  async failed(ip: string, email?: string): Promise<void> {
    await this.limiter.record(this.perClient(ip));
    if (email !== undefined) await this.limiter.record(this.perAccount(email));
  }

  /** Whether the e-mail's failures reached LOGIN_MAX_FAILURES_PER_ACCOUNT in the window (sign-ins from new browsers pause). */
  async accountPaused(email: string): Promise<boolean> {
    return (await this.limiter.count(this.perAccount(email))) >= this.config.loginMaxFailuresPerAccount;
  }

  /** True once a window per e-mail, when its pause has begun: the owner is told then, and not at every later failure. */
  async firstPauseNotice(email: string): Promise<boolean> {
    if (!(await this.accountPaused(email))) return false;
    return (await this.limiter.take({ bucket: 'login-account-notice', subject: email, max: 1, windowMinutes: WINDOW_MINUTES, message: ACCOUNT_PAUSED })).allowed;
  }

  /** The owner proved the address (a password reset): the pause ends. */
  async endPause(email: string): Promise<void> {
    await this.limiter.reset(this.perAccount(email));
  }

  /** The password was right: it was no failure. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.limiter.reset(this.perAddress(ip, email));
  }

  /** The password was never checked (the server was too busy): the attempt does not count. */
  async unchecked(ip: string, email: string): Promise<void> {
    await this.limiter.refund(this.perAddress(ip, email));
  }

  /**
   * The attempt ended in `error` before its outcome was recorded (neither `failed` nor `succeeded`): when that error is
   * ours (answered 503 or 500: the database unavailable, the server too busy), the attempt does not count, so an
   * outage does not lock people out of signing in once it is over. Anything else (a 4xx) stays counted.
   */
  async notAnswered(ip: string, email: string, error: unknown): Promise<void> {
    if (describeError(error).status < 500) return;
    await this.unchecked(ip, email).catch(() => undefined); // the limiter's own store may be the one that failed
  }

  private perAddress(ip: string, email: string): Limit {
    return { bucket: 'login', subject: `${ip}|${email}`, max: this.config.loginMaxFailures, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }

  private perAccount(email: string): Limit {
    return { bucket: 'login-account', subject: email, max: this.config.loginMaxFailuresPerAccount, windowMinutes: WINDOW_MINUTES, message: ACCOUNT_PAUSED };
  }

  private checking(ip: string): Limit {
    return { bucket: 'login-checking', subject: ip, max: CHECKING_PER_CLIENT, windowMinutes: 1, message: TOO_MANY_ATTEMPTS };
  }

  private perClient(ip: string): Limit {
    return { bucket: 'login-client', subject: ip, max: this.config.loginMaxFailuresPerClient, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }
}
