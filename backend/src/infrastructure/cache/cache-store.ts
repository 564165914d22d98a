import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../queue/redis-options.js';

/** One cached public answer: the JSON (or HTML) text, its ETag and its gzip and brotli forms made once. */
export interface CachedAnswer {
  body: string;
  etag: string;
  type: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The text's UTF-8 bytes, made on first use (not stored in Redis). */
  bytes?: Buffer;
  /** When the entry stops being served (ms since the epoch), for answers no event refreshes (most-read). */
  expires?: number;
}

export const isLive = (entry: CachedAnswer | undefined): entry is CachedAnswer => !!entry && (entry.expires === undefined || entry.expires > Date.now());

/**
 * Where public answers are kept. `generation` is bumped by every invalidation; `set` stores an entry only when the
 * generation is still the one read before the answer was computed, so an answer computed from data that changed
 * meanwhile is never kept.
 */
export interface CacheStore {
  generation(): Promise<number>;
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, value: CachedAnswer, generation: number): Promise<void>;
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

/** One process's memory: used without REDIS_URL (one API process then). */
export class MemoryCacheStore implements CacheStore {
  private gen = 0;
  private entries = new Map<string, CachedAnswer>();

  async generation(): Promise<number> {
    return this.gen;
  }
  async get(key: string): Promise<CachedAnswer | undefined> {
    const entry = this.entries.get(key);
    return isLive(entry) ? entry : undefined;
  }
  async set(key: string, value: CachedAnswer, generation: number): Promise<void> {
    if (generation === this.gen) this.entries.set(key, value);
  }
  async invalidate(): Promise<void> {
    this.gen += 1;
    this.entries = new Map();
  }
  async close(): Promise<void> {}
}

const GEN_FIELD = '__generation';
/** Entries are refreshed by invalidation; the hash also lapses after a day without writes, so nothing lingers. */
const IDLE_TTL_S = 86_400;
// KEYS: hash; ARGV: field, value, generation read before computing, ttl.
const SET_IF_CURRENT = `
local gen = redis.call('HGET', KEYS[1], '${GEN_FIELD}') or '0'
if gen ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return 1`;
// KEYS: hash. Drops every entry and bumps the generation.
const INVALIDATE = `
local gen = tonumber(redis.call('HGET', KEYS[1], '${GEN_FIELD}') or '0')
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${GEN_FIELD}', tostring(gen + 1))
redis.call('EXPIRE', KEYS[1], ${IDLE_TTL_S})
return gen + 1`;

interface Wire {
  b: string;
  e: string;
  t: string;
  g?: string;
  r?: string;
  x?: number;
}

/**
 * Redis (REDIS_URL): one hash shared by every API process. Each process also keeps the entries it has read in memory
 * for as long as the shared generation is unchanged, so a hit costs one tiny HGET instead of moving the whole answer.
 */
export class RedisCacheStore implements CacheStore {
  private readonly redis: Redis;
  private readonly key: string;
  private local = new Map<string, CachedAnswer>();
  private localGen = -1;

  constructor(url: string, prefix: string) {
    this.redis = new Redis({ ...redisOptionsFromUrl(url), maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => undefined); // reads fall back to the database while Redis is away
    this.key = `${prefix}:public-cache`;
  }

  async generation(): Promise<number> {
    const gen = Number((await this.redis.hget(this.key, GEN_FIELD)) ?? 0);
    if (gen !== this.localGen) {
      this.local = new Map();
      this.localGen = gen;
    }
    return gen;
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    const known = this.local.get(key);
    if (isLive(known)) return known;
    const text = await this.redis.hget(this.key, key);
    if (!text) return undefined;
    const wire = JSON.parse(text) as Wire;
    const value: CachedAnswer = {
      body: wire.b,
      etag: wire.e,
      type: wire.t,
      gzip: wire.g ? Buffer.from(wire.g, 'base64') : undefined,
      br: wire.r ? Buffer.from(wire.r, 'base64') : undefined,
      expires: wire.x,
    };
    if (!isLive(value)) return undefined;
    this.local.set(key, value);
    return value;
  }

  async set(key: string, value: CachedAnswer, generation: number): Promise<void> {
    const wire: Wire = { b: value.body, e: value.etag, t: value.type, g: value.gzip?.toString('base64'), r: value.br?.toString('base64'), x: value.expires };
    const stored = await this.redis.eval(SET_IF_CURRENT, 1, this.key, key, JSON.stringify(wire), String(generation), String(IDLE_TTL_S));
    if (stored === 1 && generation === this.localGen) this.local.set(key, value);
  }

  async invalidate(): Promise<void> {
    await this.redis.eval(INVALIDATE, 1, this.key);
    this.local = new Map();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
