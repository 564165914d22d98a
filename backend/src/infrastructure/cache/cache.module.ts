import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { CacheDatabaseBinding } from './cache-database-binding.js';
import { CacheEvents } from './cache-events.js';
import { EdgePolicy } from './edge-policy.js';
import { EdgePurger } from './edge-purger.js';
import { MemoryCacheStore, type CacheStore } from './cache-store.js';
import { CACHE_STORE, PublicCache } from './public-cache.js';
import { RedisCacheStore } from './redis-cache-store.js';

/**
 * A cache store: Redis under `<QUEUE_PREFIX>:public-cache:` when REDIS_URL is set (shared by every API process; this
 * process keeps at most `localBytes` of what it read), else this process's memory, at most `localBytes`. The public
 * cache's store (CACHE_STORE) is one; a module keeping answers keyed by what visitors type (the search pages) makes its
 * own, so that they never push the public reads out of memory, under keys of its own. `name` names its Redis
 * connection (`<QUEUE_PREFIX>:<name>` in CLIENT LIST), which opens on the store's first use.
 */
export function cacheStoreFor(config: AppConfig, localBytes: number, name: string): CacheStore {
  return config.redisUrl ? new RedisCacheStore(config.redisUrl, config.queuePrefix, localBytes, name) : new MemoryCacheStore(localBytes);
}

/**
 * The public read cache: Redis when REDIS_URL is set (shared by every API process; each process keeps a byte-capped LRU
 * of what it read), a byte-capped LRU in this process's memory otherwise. Modules tell it what their events purge and
 * what to warm again through CacheEvents; it imports no module.
 */
@Global()
@Module({
  providers: [
    {
      provide: CACHE_STORE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => cacheStoreFor(config, config.publicCacheMemoryMb * 1024 * 1024, 'public-cache'),
    },
    EdgePolicy,
    EdgePurger,
    PublicCache,
    CacheEvents,
    CacheDatabaseBinding,
  ],
  exports: [PublicCache, CacheEvents, CACHE_STORE, EdgePolicy, EdgePurger],
})
export class CacheModule {}
