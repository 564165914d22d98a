import { Redis } from 'ioredis';
import type { LRUCache } from 'lru-cache';
import { connectionName, redisOptionsFromUrl } from '../queue/redis-options.js';
import { answerLru, DEFAULT_TTL_MS, type CachedAnswer, type CacheStore } from './cache-store.js';

/**
 * How long a tag's purge time is remembered: twice the longest entry life, so once it lapses no entry (and no answer
 * being computed) can predate it.
 */
const PURGE_MARK_TTL_MS = 2 * DEFAULT_TTL_MS;

// KEYS: the entry hash, then n tag sets, then n purge marks. ARGV: wire, etag, ttl ms, mark (µs), n, key, tag set ttl ms.
// Refuses when a tag was purged at or after the mark; else stores the entry with its TTL and adds it to its tags' sets.
const SET_UNLESS_PURGED = `
local n = tonumber(ARGV[5])
for i = 1, n do
  local purged = redis.call('GET', KEYS[1 + n + i])
  if purged and tonumber(purged) >= tonumber(ARGV[4]) then return 0 end
end
redis.call('HSET', KEYS[1], 'w', ARGV[1], 'e', ARGV[2])
redis.call('HDEL', KEYS[1], 's')
redis.call('PEXPIRE', KEYS[1], ARGV[3])
for i = 1, n do
  redis.call('SADD', KEYS[1 + i], ARGV[6])
  redis.call('PEXPIRE', KEYS[1 + i], ARGV[7])
end
return 1`;

// KEYS: pairs of (tag set, purge mark), the hard tags' first. ARGV: entry key prefix, purge mark ttl ms, number of
// hard pairs. Deletes every entry of each hard tag and the tag's set; marks the entries of each soft tag stale (field
// s: Redis's clock, ms; the set stays); records each tag's purge time (Redis's clock, µs).
const PURGE_TAGS = `
local t = redis.call('TIME')
local now = string.format('%.0f', tonumber(t[1]) * 1000000 + tonumber(t[2]))
local nowMs = string.format('%.0f', tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))
local hard = tonumber(ARGV[3]) * 2
local touched = 0
for i = 1, #KEYS, 2 do
  if i <= hard then
    for _, key in ipairs(redis.call('SMEMBERS', KEYS[i])) do
      touched = touched + redis.call('DEL', ARGV[1] .. key)
    end
    redis.call('DEL', KEYS[i])
  else
    for _, key in ipairs(redis.call('SMEMBERS', KEYS[i])) do
      local entry = ARGV[1] .. key
      if redis.call('HEXISTS', entry, 'e') == 1 and redis.call('HEXISTS', entry, 's') == 0 then
        redis.call('HSET', entry, 's', nowMs)
        touched = touched + 1
      end
    end
  end
  redis.call('SET', KEYS[i + 1], now, 'PX', ARGV[2])
end
return touched`;

interface Wire {
  b: string;
  t: string;
  g?: string;
  r?: string;
  f?: number;
  /** the tags (the surrogate keys at the edge) */
  k?: readonly string[];
}

/**
 * Redis (REDIS_URL), shared by every API process. Layout under `<prefix>:public-cache:`:
 * `e:<key>` a hash (w: the answer, e: its ETag, s: when a soft purge marked it stale) with a TTL; `t:<tag>` the set of keys carrying the tag (its TTL
 * refreshed to the longest entry life on every add); `p:<tag>` when the tag was last purged (Redis time, µs).
 * Each process also keeps the answers it read in a byte-capped LRU; a local hit costs one HGET of the ETag (the entry
 * was neither purged nor replaced while they match), not the whole answer.
 * The connection (named `<QUEUE_PREFIX>:<name>` in CLIENT LIST) opens on first use: a process that never uses a store
 * (the worker never serves a search page) opens none for it.
 */
export class RedisCacheStore implements CacheStore {
  private readonly redis: Redis;
  /** The first connect, made by the first use; later uses wait for it (commands are not queued while disconnected). */
  private connecting?: Promise<void>;
  private readonly prefix: string;
  /** `<QUEUE_PREFIX>:database-id`: the database whose answers the cache holds. */
  private readonly databaseKey: string;
  private readonly local: LRUCache<string, { answer: CachedAnswer }>;

  constructor(url: string, queuePrefix: string, localMaxBytes: number, name: string) {
    this.redis = new Redis({
      ...redisOptionsFromUrl(url),
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      connectionName: connectionName(queuePrefix, name),
    });
    this.redis.on('error', () => undefined); // reads fall back to the database while Redis is away
    this.prefix = `${queuePrefix}:public-cache:`;
    this.databaseKey = `${queuePrefix}:database-id`;
    this.local = answerLru(localMaxBytes);
  }

  /**
   * Connects on the first call; every call waits for that first connect (ioredis reconnects by itself after it, and a
   * command while Redis is away fails at once, as a miss). A first connect that fails is left to those reconnections.
   */
  private ready(): Promise<void> | undefined {
    if (this.redis.status === 'wait') this.connecting = this.redis.connect().catch(() => undefined);
    return this.connecting;
  }

  /** The Redis key of an entry (tests read it to check its TTL). */
  entryKey(key: string): string {
    return `${this.prefix}e:${key}`;
  }

  async mark(): Promise<number> {
    await this.ready();
    const [seconds, micros] = await this.redis.time();
    return Number(seconds) * 1_000_000 + Number(micros);
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    await this.ready();
    const known = this.local.get(key);
    if (known) {
      const [etag, stale] = await this.redis.hmget(this.entryKey(key), 'e', 's');
      if (etag === known.answer.etag) return stale ? { ...known.answer, staleSince: Number(stale) } : known.answer;
      this.local.delete(key);
    }
    const [text, etag, stale] = await this.redis.hmget(this.entryKey(key), 'w', 'e', 's');
    if (!text || !etag) return undefined;
    const wire = JSON.parse(text) as Wire;
    const answer: CachedAnswer = {
      key,
      body: wire.b,
      etag,
      type: wire.t,
      gzip: wire.g ? Buffer.from(wire.g, 'base64') : undefined,
      br: wire.r ? Buffer.from(wire.r, 'base64') : undefined,
      ...(wire.f === undefined ? {} : { freshUntil: wire.f }),
      tags: wire.k ?? [],
    };
    this.local.set(key, { answer });
    return stale ? { ...answer, staleSince: Number(stale) } : answer;
  }

  async set(key: string, answer: CachedAnswer, tags: readonly string[], mark: number, ttlMs: number): Promise<boolean> {
    await this.ready();
    const wire: Wire = { b: answer.body, t: answer.type, g: answer.gzip?.toString('base64'), r: answer.br?.toString('base64'), f: answer.freshUntil, k: tags };
    const keys = [this.entryKey(key), ...tags.map((tag) => `${this.prefix}t:${tag}`), ...tags.map((tag) => `${this.prefix}p:${tag}`)];
    const args = [JSON.stringify(wire), answer.etag, String(Math.round(ttlMs)), String(mark), String(tags.length), key, String(DEFAULT_TTL_MS)];
    const stored = (await this.redis.eval(SET_UNLESS_PURGED, keys.length, ...keys, ...args)) === 1;
    if (stored) this.local.set(key, { answer });
    return stored;
  }

  async purge(tags: readonly string[], soft: readonly string[] = []): Promise<number> {
    if (!tags.length && !soft.length) return 0;
    await this.ready();
    const keys = [...tags, ...soft].flatMap((tag) => [`${this.prefix}t:${tag}`, `${this.prefix}p:${tag}`]);
    return Number(await this.redis.eval(PURGE_TAGS, keys.length, ...keys, `${this.prefix}e:`, String(PURGE_MARK_TTL_MS), String(tags.length)));
  }

  /**
   * Makes the cache hold answers of the database `databaseId` only: records it in `<QUEUE_PREFIX>:database-id`, and
   * when that named another database (a restore onto the same Redis and QUEUE_PREFIX, whose answers would be served
   * for a day) or none, drops every entry first. Answers the number of keys dropped, or null when nothing changed.
   */
  async bindTo(databaseId: string): Promise<{ previous: string | null; dropped: number } | null> {
    await this.ready();
    const previous = await this.redis.set(this.databaseKey, databaseId, 'GET');
    if (previous === databaseId) return null;
    this.local.clear();
    let dropped = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) dropped += await this.redis.unlink(...keys);
    } while (cursor !== '0');
    return { previous, dropped };
  }

  /** Calls `listener` on every (re)connection to Redis, and now when connected; connects when not yet used. */
  onConnected(listener: () => void): void {
    this.redis.on('ready', listener);
    if (this.redis.status === 'ready') listener();
    else void this.ready();
  }

  async close(): Promise<void> {
    // Never used: nothing to say goodbye to (QUIT would connect first).
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
