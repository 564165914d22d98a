import { LRUCache } from 'lru-cache';

/** One cached public answer: the JSON (or HTML) text, its ETag and its gzip and brotli forms made once. */
export interface CachedAnswer {
  body: string;
  etag: string;
  type: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The key it is kept under; set when it is computed or read by PublicCache (see PublicCache.readersLane). */
  key?: string;
  /** The tags it carries (its surrogate keys at the edge); set when it is stored or computed by PublicCache. */
  tags?: readonly string[];
  /** The text's UTF-8 bytes, made on first use (not stored in Redis). */
  bytes?: Buffer;
  /** For an HTML page: whether its head keeps it out of search engines (robots noindex), found on first use (not stored). */
  noindex?: boolean;
  /**
   * For answers kept for a limited time (most-read and the pages showing it): until when (epoch ms) the answer is fresh.
   * After it, readers still get it while a fresh one is computed in the background (stale-while-revalidate).
   */
  freshUntil?: number;
  /**
   * Set by a soft purge (epoch ms): the data behind the answer changed then. Readers may still get it for a short while
   * (PublicCache: STALE_FOR_MS) while the new answer is made, once, in the background; reads composed into other
   * answers never use it.
   */
  staleSince?: number;
}

/** How long an entry is kept when its read names no shorter time: events purge it sooner; this only bounds leftovers. */
export const DEFAULT_TTL_MS = 86_400_000;

/**
 * Where public answers are kept, each under its key with the tags it declares ('article:12', 'theme:training', ...).
 * `purge(tags)` drops every entry carrying one of the tags; `purge(tags, soft)` also drops those carrying a tag of
 * `tags` and marks those carrying a tag of `soft` (only) as stale (see CachedAnswer.staleSince). `set` keeps an entry only if none of its tags was purged
 * after `mark()` was read (before the answer was computed), so an answer made from data that changed meanwhile is
 * never kept. Every entry has a time to live; the process-local layer is an LRU capped in bytes.
 */
export interface CacheStore {
  mark(): Promise<number>;
  get(key: string): Promise<CachedAnswer | undefined>;
  /** True when kept. */
  set(key: string, value: CachedAnswer, tags: readonly string[], mark: number, ttlMs: number): Promise<boolean>;
  /** Drops the entries carrying any of `tags`, marks stale those carrying any of `soft`; answers how many were touched. */
  purge(tags: readonly string[], soft?: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** The bytes an answer takes in memory (its text, once as a string and once as bytes, and its compressed forms). */
export const answerSize = (answer: CachedAnswer): number =>
  2 * answer.body.length + (answer.bytes?.length ?? 0) + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + 200;

/** A size-capped LRU of answers (maxBytes; entries also lapse after their own time to live). */
export function answerLru<V extends { answer: CachedAnswer }>(maxBytes: number, onEvict?: (key: string, value: V) => void): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, answerSize(value.answer)),
    ...(onEvict ? { dispose: (value: V, key: string) => onEvict(key, value) } : {}),
  });
}

interface MemoryEntry {
  answer: CachedAnswer;
  tags: readonly string[];
}

/**
 * How many tag purges the memory store remembers. A purge older than this many purges cannot concern an answer still
 * being computed (that would take thousands of purges), so older ones are forgotten and the map stays bounded.
 */
const REMEMBERED_PURGES = 10_000;

/** One process's memory: used without REDIS_URL (one API process then). An LRU capped at `maxBytes`. */
export class MemoryCacheStore implements CacheStore {
  private clock = 0;
  /** The clock at each tag's last purge. */
  private readonly purged = new Map<string, number>();
  /** tag → keys of the entries carrying it. */
  private readonly index = new Map<string, Set<string>>();
  private readonly entries: LRUCache<string, MemoryEntry>;

  constructor(maxBytes: number) {
    this.entries = answerLru<MemoryEntry>(maxBytes, (key, entry) => this.unindex(key, entry.tags));
  }

  async mark(): Promise<number> {
    return this.clock;
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    return this.entries.get(key)?.answer;
  }

  async set(key: string, answer: CachedAnswer, tags: readonly string[], mark: number, ttlMs: number): Promise<boolean> {
    if (tags.some((tag) => (this.purged.get(tag) ?? -1) > mark)) return false;
    this.entries.set(key, { answer, tags }, { ttl: ttlMs });
    if (!this.entries.has(key)) return false; // larger than the whole cache
    for (const tag of tags) {
      let keys = this.index.get(tag);
      if (!keys) this.index.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  async purge(tags: readonly string[], soft: readonly string[] = []): Promise<number> {
    this.clock += 1;
    let dropped = 0;
    for (const tag of tags) {
      this.purged.delete(tag);
      this.purged.set(tag, this.clock);
      for (const key of [...(this.index.get(tag) ?? [])]) if (this.entries.delete(key)) dropped += 1;
      this.index.delete(tag);
    }
    const now = Date.now();
    for (const tag of soft) {
      this.purged.delete(tag);
      this.purged.set(tag, this.clock);
      for (const key of this.index.get(tag) ?? []) {
        const entry = this.entries.peek(key);
        if (!entry || entry.answer.staleSince !== undefined) continue;
        entry.answer = { ...entry.answer, staleSince: now };
        dropped += 1;
      }
    }
    // Map keeps insertion order: the first ones are the oldest purges.
    for (const [tag, at] of this.purged) {
      if (at > this.clock - REMEMBERED_PURGES) break;
      this.purged.delete(tag);
    }
    return dropped;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.index.get(tag);
      keys?.delete(key);
      if (keys && !keys.size) this.index.delete(tag);
    }
  }
}
