import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';

const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Counts failed sign-ins per client address and e-mail over a 15-minute window; after LOGIN_MAX_FAILURES
 * further attempts answer 429 until the window ends. Kept in process memory (per API process).
 */
@Injectable()
export class LoginRateLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  assertAllowed(ip: string, email: string): void {
    const entry = this.entry(ip, email);
    if (entry && entry.count >= this.config.loginMaxFailures) {
      throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  recordFailure(ip: string, email: string): void {
    const now = Date.now();
    const key = this.key(ip, email);
    const entry = this.entry(ip, email) ?? { count: 0, resetAt: now + WINDOW_MS };
    entry.count += 1;
    this.failures.set(key, entry);
    if (this.failures.size > 50_000) this.prune(now);
  }

  reset(ip: string, email: string): void {
    this.failures.delete(this.key(ip, email));
  }

  private entry(ip: string, email: string) {
    const entry = this.failures.get(this.key(ip, email));
    if (entry && entry.resetAt <= Date.now()) {
      this.failures.delete(this.key(ip, email));
      return undefined;
    }
    return entry;
  }

  private key(ip: string, email: string): string {
    return `${ip}|${email.toLowerCase()}`;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
