import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';

export interface Limit {
  /** What is counted, e.g. 'login-client'; part of the key. */
  bucket: string;
  /** Whose count it is (client address, e-mail, user id ...). */
  subject: string;
  max: number;
  windowMinutes: number;
  /** The 429 answer's text. */
  message: string;
}

/**
 * Fixed-window counters in PostgreSQL (`rate_limits`), shared by every API process. Keys are HMACs of
 * bucket and subject under SESSION_SECRET, so the table holds no addresses. Each statement runs on its
 * own connection, so a count survives the rollback of the request that made it.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Counts one event; answers 429 (with Retry-After: the seconds left in the window) when it already held `max`. */
  async consume(limit: Limit): Promise<void> {
    const { count, retryAfter } = await this.recordWindow(limit);
    if (count > limit.max) throw new TooManyRequestsException(limit.message, retryAfter);
  }

  /** Answers 429 when the window already holds `max` events (without counting this one). */
  async assertBelow(limit: Limit): Promise<void> {
    if ((await this.count(limit)) >= limit.max) throw new HttpException(limit.message, HttpStatus.TOO_MANY_REQUESTS);
  }

  async count(limit: Limit): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ count: number }[]>(`select count from rate_limits where key = ? and reset_at > now()`, [this.key(limit)]);
    return row?.count ?? 0;
  }

  /** Adds one event to the window (a new window starts when the last one has ended); returns the count. */
  async record(limit: Limit): Promise<number> {
    return (await this.recordWindow(limit)).count;
  }

  /** Adds one event; returns the count and the whole seconds until the window ends. */
  private async recordWindow(limit: Limit): Promise<{ count: number; retryAfter: number }> {
    const em = this.em.fork();
    const [row] = await em.execute<{ count: number; retry_after: number }[]>(
      `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(mins => ?))
       on conflict (key) do update set
         count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
      [this.key(limit), limit.windowMinutes],
    );
    if (Math.random() < 0.05) await em.execute(`delete from rate_limits where reset_at < now() - interval '1 day'`);
    return { count: row.count, retryAfter: Number(row.retry_after) };
  }

  async reset(limit: Pick<Limit, 'bucket' | 'subject'>): Promise<void> {
    await this.em.fork().execute(`delete from rate_limits where key = ?`, [this.key(limit)]);
  }

  private key({ bucket, subject }: Pick<Limit, 'bucket' | 'subject'>): string {
    return createHmac('sha256', this.config.sessionSecret).update(`${bucket}|${subject.toLowerCase()}`).digest('hex');
  }
}
