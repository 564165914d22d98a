import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';

const WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Failed sign-ins over a 15-minute window, counted twice: per client address and e-mail (LOGIN_MAX_FAILURES;
 * a success clears it) and per client address across every e-mail (LOGIN_MAX_FAILURES_PER_CLIENT, against
 * password spraying; a success does not clear it, or an attacker could interleave their own account).
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly limiter: RateLimiter, @Inject(AppConfig) private readonly config: AppConfig) {}

  async assertAllowed(ip: string, email: string): Promise<void> {
    await this.limiter.assertBelow(this.perAddress(ip, email));
    await this.limiter.assertBelow(this.perClient(ip));
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([this.limiter.record(this.perAddress(ip, email)), this.limiter.record(this.perClient(ip))]);
  }

  async reset(ip: string, email: string): Promise<void> {
    await this.limiter.reset(this.perAddress(ip, email));
  }

  private perAddress(ip: string, email: string): Limit {
    return { bucket: 'login', subject: `${ip}|${email}`, max: this.config.loginMaxFailures, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }

  private perClient(ip: string): Limit {
    return { bucket: 'login-client', subject: ip, max: this.config.loginMaxFailuresPerClient, windowMinutes: WINDOW_MINUTES, message: TOO_MANY_ATTEMPTS };
  }
}
