import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { createHmac } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config.js';
import { TooManyRequestsException } from '../http/too-many-requests.js';
import { connectionName, redisOptionsFromUrl } from '../queue/redis-options.js';

export interface Limit {
  /** What is counted, e.g. 'login-client'; part of the key. */
  bucket: string;
  /** Whose count it is (client address, e-mail, user id ...); stored only as an HMAC. */
  subject: string;
  max: number;
  windowMinutes: number;
  /** The 429 answer's text. */
  message: string;
}

/** The PostgreSQL store's table (rate-limiter-flexible's shape: key, points, expire in ms since the epoch). */
export const LIMITS_TABLE = 'rate_limits';

type Store = RateLimiterRedis | RateLimiterPostgres;

const seconds = (res: RateLimiterRes | null | undefined) => Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000));

/**
 * Named budgets shared by every process (rate-limiter-flexible, fixed windows that start with their first event):
 * in Redis when REDIS_URL is set (keys under QUEUE_PREFIX, with the PostgreSQL store as insurance while Redis does
 * not answer), in PostgreSQL (`rate_limits`) otherwise. Nothing is kept in one process's memory. Keys are HMACs of
 * bucket and subject under SESSION_SECRET, so neither store holds an address, an e-mail or a user id.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly stores = new Map<string, Store>();

  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {
    if (config.redisUrl) {
      this.redis = new Redis({
        ...redisOptionsFromUrl(config.redisUrl),
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectionName: connectionName(config.queuePrefix, 'rate-limits'),
      });
      this.redis.on('error', () => undefined); // counts go to PostgreSQL while Redis is away
    }
  }

  /** Where the counts live: 'redis' with REDIS_URL, else 'postgres'. */
  get storeKind(): 'redis' | 'postgres' {
    return this.redis ? 'redis' : 'postgres';
  }

  /** Counts one event; answers 429 (with Retry-After: the seconds left in the window) beyond `max`. */
  async consume(limit: Limit): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.take(limit);
    if (!allowed) throw new TooManyRequestsException(limit.message, retryAfterSeconds);
  }

  /** Counts one event; `allowed` false when the window already held `max` (refused attempts count too, as with consume). */
  async take(limit: Limit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    if (Math.random() < 0.01) await this.sweep();
    try {
      return { allowed: true, retryAfterSeconds: seconds(await this.store(limit).consume(this.key(limit))) };
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(refused) };
      throw refused;
    }
  }

  /** The events in the current window (0 when none). */
  async count(limit: Limit): Promise<number> {
    return (await this.store(limit).get(this.key(limit)))?.consumedPoints ?? 0;
  }

  /** Answers 429 when the window already holds `max` events (without counting this one). */
  async assertBelow(limit: Limit): Promise<void> {
    const res = await this.store(limit).get(this.key(limit));
    if ((res?.consumedPoints ?? 0) >= limit.max) throw new TooManyRequestsException(limit.message, seconds(res));
  }

  /** Counts one event whatever the count (for counting failures that `assertBelow` checks). */
  async record(limit: Limit): Promise<void> {
    await this.store(limit).penalty(this.key(limit));
  }

  /** Gives back one event that `consume` or `take` counted (the work it was counted for did not happen). */
  async refund(limit: Limit): Promise<void> {
    await this.store(limit).reward(this.key(limit));
  }

  /** Ends the subject's window (its count starts again from nothing). */
  async reset(limit: Pick<Limit, 'bucket' | 'subject'>): Promise<void> {
    await this.store(limit).delete(this.key(limit));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  private key({ bucket, subject }: Pick<Limit, 'bucket' | 'subject'>): string {
    return createHmac('sha256', this.config.sessionSecret).update(`${bucket}|${subject.toLowerCase()}`).digest('hex');
  }

  /** One rate-limiter-flexible limiter per bucket and size (they share the Redis connection and the table). */
  private store({ bucket, max = 1, windowMinutes = 1 }: Pick<Limit, 'bucket'> & Partial<Limit>): Store {
    const name = `${bucket}|${max}|${windowMinutes}`;
    let store = this.stores.get(name);
    if (!store) {
      const options = { keyPrefix: `limit:${bucket}`, points: max, duration: windowMinutes * 60 };
      const postgres = new RateLimiterPostgres({
        ...options,
        // MikroORM's own pg pool, asked for on every query (it is a new one after a reconnect).
        storeClient: { query: async (query: unknown) => ((await this.em.getConnection().getNativeClient()) as { query(q: unknown): Promise<unknown> }).query(query) },
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        tableCreated: true, // by the migration
        clearExpiredByTimeout: false, // sweep() instead, without a timer per limiter
      });
      store = this.redis
        ? new RateLimiterRedis({ ...options, keyPrefix: `${this.config.queuePrefix}:${options.keyPrefix}`, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: postgres })
        : postgres;
      this.stores.set(name, store);
    }
    return store;
  }

  /** Drops PostgreSQL windows that ended more than an hour ago (Redis keys expire by themselves). */
  private async sweep(): Promise<void> {
    await this.em.fork().execute(`delete from ${LIMITS_TABLE} where expire < ?`, [Date.now() - 3_600_000]);
  }
}
