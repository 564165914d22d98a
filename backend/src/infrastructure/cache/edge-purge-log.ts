import { Redis } from 'ioredis';
import { connectionName, redisOptionsFromUrl } from '../queue/redis-options.js';

/** What /api/health says about one edge: the last purge that worked and the last that did not. */
export interface EdgeNodeStatus {
  /** The purge address without credentials. */
  url: string;
  status: 'ok' | 'failing';
  last_success_at: string | null;
  last_failure_at: string | null;
  /** Why the last failed purge failed (kept until a purge works again). */
  last_error: string | null;
  /** Purges whose every try failed since the process (memory) or the log (Redis) started. */
  purges_lost: number;
}

interface Entry {
  okAt?: string;
  failedAt?: string;
  error?: string;
  lost?: number;
}

/** An address as it may be shown: no user or password. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(invalid address)';
  }
}

/**
 * The outcome of the purges at each edge, for /api/health: in Redis when REDIS_URL is set (`<prefix>:edge-purge`, one
 * field per edge), so the API process reports what the workers saw; in this process's memory otherwise.
 */
export class EdgePurgeLog {
  private readonly memory = new Map<string, Entry>();
  private readonly redis?: Redis;
  private readonly key: string;

  constructor(private readonly urls: readonly string[], redisUrl: string | undefined, prefix: string) {
    this.key = `${prefix}:edge-purge`;
    if (redisUrl && urls.length) {
      this.redis = new Redis({
        ...redisOptionsFromUrl(redisUrl),
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
        connectionName: connectionName(prefix, 'edge-purge-log'),
      });
      this.redis.on('error', () => undefined);
    }
  }

  async succeeded(url: string): Promise<void> {
    await this.update(url, (entry) => ({ ...entry, okAt: new Date().toISOString(), error: undefined }));
  }

  async failed(url: string, error: string, lost: boolean): Promise<void> {
    await this.update(url, (entry) => ({ ...entry, failedAt: new Date().toISOString(), error, lost: (entry.lost ?? 0) + (lost ? 1 : 0) }));
  }

  async status(): Promise<EdgeNodeStatus[]> {
    const stored = this.redis ? await this.redis.hgetall(this.key).catch(() => ({}) as Record<string, string>) : {};
    return this.urls.map((url) => {
      const entry: Entry = this.redis ? (stored[url] ? (JSON.parse(stored[url]) as Entry) : {}) : (this.memory.get(url) ?? {});
      const failing = !!entry.error;
      return {
        url: displayUrl(url),
        status: failing ? 'failing' : 'ok',
        last_success_at: entry.okAt ?? null,
        last_failure_at: entry.failedAt ?? null,
        last_error: entry.error ?? null,
        purges_lost: entry.lost ?? 0,
      };
    });
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  private async update(url: string, change: (entry: Entry) => Entry): Promise<void> {
    if (!this.redis) {
      this.memory.set(url, change(this.memory.get(url) ?? {}));
      return;
    }
    // Read-modify-write without a lock: two workers writing at once lose at most one count, never the state.
    const text = await this.redis.hget(this.key, url).catch(() => null);
    const next = change(text ? (JSON.parse(text) as Entry) : {});
    await this.redis.hset(this.key, url, JSON.stringify(next)).catch(() => undefined);
  }
}
