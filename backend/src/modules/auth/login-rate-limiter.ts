import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';

const WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Counts failed sign-ins per client address and e-mail over a 15-minute window; after LOGIN_MAX_FAILURES
 * further attempts answer 429 until the window ends. Kept in PostgreSQL so every API process shares the
 * count; the key is an HMAC, so the table holds no addresses.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {}

  async assertAllowed(ip: string, email: string): Promise<void> {
    const [row] = await this.em
      .fork()
      .execute<{ count: number }[]>(`select count from login_failures where key = ? and reset_at > now()`, [this.key(ip, email)]);
    if (row && row.count >= this.config.loginMaxFailures) {
      throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Runs on its own connection, so the count survives the rollback of the failed sign-in. */
  async recordFailure(ip: string, email: string): Promise<void> {
    const em = this.em.fork();
    await em.execute(
      `insert into login_failures (key, count, reset_at) values (?, 1, now() + interval '${WINDOW_MINUTES} minutes')
       on conflict (key) do update set
         count = case when login_failures.reset_at <= now() then 1 else login_failures.count + 1 end,
         reset_at = case when login_failures.reset_at <= now() then excluded.reset_at else login_failures.reset_at end`,
      [this.key(ip, email)],
    );
    await em.execute(`delete from login_failures where reset_at < now() - interval '1 day'`);
  }

  async reset(ip: string, email: string): Promise<void> {
    await this.em.fork().execute(`delete from login_failures where key = ?`, [this.key(ip, email)]);
  }

  private key(ip: string, email: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`${ip}|${email.toLowerCase()}`).digest('hex');
  }
}
