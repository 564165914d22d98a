import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { connectionName, redisOptionsFromUrl } from '../../infrastructure/queue/redis-options.js';

/** How long a search answer is reused: a newly published or deleted article shows in (or leaves) searches within it. */
export const SEARCH_CACHE_TTL_S = 30;
/** Answers one process keeps without Redis (least recently used dropped first). */
export const SEARCH_CACHE_ENTRIES = 500;

/**
 * A short cache of search answers by normalised query, limit and offset. The public cache does not fit: its entries
 * live until a content event and its keys are a known, small set, while searches are any text a visitor types. So:
 * with REDIS_URL one Redis key per answer with a TTL (shared by every process; Redis expires and, under maxmemory,
 * evicts them), else a size-capped LRU in this process's memory. A Redis failure is a miss, never an error. The
 * connection (`<QUEUE_PREFIX>:search-cache` in CLIENT LIST) opens with the first search: a worker, which runs none,
 * opens none.
 */
@Injectable()
export class SearchCache implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly prefix: string;
  private readonly local = new Map<string, { text: string; expires: number }>();
  /** The first connect, made by the first search; later ones wait for it. */
  private connecting?: Promise<void>;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.prefix = `${config.queuePrefix}:search:`;
    if (config.redisUrl) {
      this.redis = new Redis({
        ...redisOptionsFromUrl(config.redisUrl),
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
        connectionName: connectionName(config.queuePrefix, 'search-cache'),
      });
      this.redis.on('error', () => undefined); // searches go to the database while Redis is away
    }
  }

  /** Connects on first use; a failed first connect is left to ioredis's reconnections (commands meanwhile are misses). */
  private async ready(redis: Redis): Promise<Redis> {
    if (redis.status === 'wait') this.connecting = redis.connect().catch(() => undefined);
    await this.connecting;
    return redis;
  }

  private key(parts: unknown[]): string {
    return this.prefix + createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
  }

  async get<T>(parts: unknown[]): Promise<T | undefined> {
    const key = this.key(parts);
    if (this.redis) {
      const text = await (await this.ready(this.redis)).get(key).catch(() => null);
      return text ? (JSON.parse(text) as T) : undefined;
    }
    const entry = this.local.get(key);
    if (!entry || entry.expires <= Date.now()) return undefined;
    this.local.delete(key); // most recently used goes last
    this.local.set(key, entry);
    return JSON.parse(entry.text) as T;
  }

  async set(parts: unknown[], value: unknown): Promise<void> {
    const key = this.key(parts);
    const text = JSON.stringify(value);
    if (this.redis) {
      await (await this.ready(this.redis)).set(key, text, 'EX', SEARCH_CACHE_TTL_S).catch(() => undefined);
      return;
    }
    this.local.delete(key);
    this.local.set(key, { text, expires: Date.now() + SEARCH_CACHE_TTL_S * 1000 });
    while (this.local.size > SEARCH_CACHE_ENTRIES) this.local.delete(this.local.keys().next().value!);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.status === 'wait') return this.redis.disconnect(); // never used: QUIT would connect first
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
