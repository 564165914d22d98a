import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { DatabaseIdentity } from '../database/database-identity.js';
import { EDGE_ALL_KEY } from './edge-policy.js';
import { EdgePurger } from './edge-purger.js';
import { CACHE_STORE } from './public-cache.js';
import { RedisCacheStore } from './redis-cache-store.js';
import type { CacheStore } from './cache-store.js';

/** How long a start waits for Redis before serving without having checked (the check then runs once Redis is there). */
const FIRST_CHECK_WAIT_MS = 5000;

/**
 * Keeps the public cache in Redis bound to this process's database (RedisCacheStore.bindTo), at start (before the
 * process serves) and on every reconnection to Redis. Without it, a restore onto the same Redis and QUEUE_PREFIX
 * showed the earlier database's pages for up to a day. The edges of CACHE_PURGE_URLS are told to drop everything too
 * (the `all` key), once, by the process that found the other database; otherwise they kept its pages until s-maxage. Other things in Redis need nothing: Bull job ids carry the
 * database's identity (BullJobQueue), search answers live 30 s, generation progress is keyed by random request ids,
 * and rate-limit windows are about people, not rows.
 */
@Injectable()
export class CacheDatabaseBinding implements OnApplicationBootstrap {
  private readonly logger = new Logger('PublicCache');
  private checking?: Promise<void>;

  constructor(
    @Inject(CACHE_STORE) private readonly store: CacheStore,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly identity: DatabaseIdentity,
    @Inject(EdgePurger) private readonly edges: EdgePurger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const store = this.store;
    if (!(store instanceof RedisCacheStore) || !this.config.databaseUrl) return;
    let timer: NodeJS.Timeout | undefined;
    const first = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.logger.warn(`Redis did not answer within ${FIRST_CHECK_WAIT_MS} ms: which database the public cache holds is checked once it does`);
        resolve();
      }, FIRST_CHECK_WAIT_MS);
      store.onConnected(() => void this.check(store).then(resolve));
    });
    await first.finally(() => clearTimeout(timer));
  }

  private check(store: RedisCacheStore): Promise<void> {
    this.checking ??= (async () => {
      const id = await this.identity.id();
      const changed = await store.bindTo(id);
      if (changed?.previous) {
        this.logger.warn(
          `Redis held the public cache of another database (${changed.previous}; this one is ${id}, e.g. after a restore): dropped its ${changed.dropped} key(s)${this.edges.enabled ? ' and asked every edge to drop its copies' : ''}`,
        );
        await this.edges.purge([EDGE_ALL_KEY], `another database (${changed.previous}) before this one`, `database-${id}`);
      }
    })()
      .catch((error: unknown) => this.logger.warn(`Could not check which database the public cache holds: ${String(error)}`))
      .finally(() => (this.checking = undefined));
    return this.checking;
  }
}
