import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';

const WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Sign-in attempts over a 15-minute window, counted twice: per client address and e-mail (LOGIN_MAX_FAILURES; a
 * success clears it) and per client address across every e-mail (LOGIN_MAX_FAILURES_PER_CLIENT, against password
 * spraying; a success gives back only its own attempt, or an attacker could interleave their own account). Each
 * attempt is counted before its password is checked, in one atomic step per count, so a burst of simultaneous
 * attempts gets no more checks than a sequence would; a success is then given back, so only failures remain.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Counts the attempt; 429 (nothing checked) when either count already held its maximum. */
  async attempt(ip: string, email: string): Promise<void> {
    const [address, client] = await Promise.all([this.limiter.take(this.perAddress(ip, email)), this.limiter.take(this.perClient(ip))]);
    if (!address.allowed || !client.allowed) {
      throw new TooManyRequestsException(TOO_MANY_ATTEMPTS, Math.max(address.allowed ? 0 : address.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds));
    }
  }

  /** The attempt's password was right: it was no failure. */
  async succeeded(ip: string, email: string): Promise<void> {
    await Promise.all([this.limiter.reset(this.perAddress(ip, email)), this.limiter.refund(this.perClient(ip))]);
  }

  private perAddress(ip: string, email: string): Limit {
    return { bucket: 'login', subject: `${ip}|${email}`, max: this.config.loginMaxFailures, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }

  private perClient(ip: string): Limit {
    return { bucket: 'login-client', subject: ip, max: this.config.loginMaxFailuresPerClient, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }
}
