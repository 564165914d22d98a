import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { CacheDatabaseBinding } from './cache-database-binding.js';
import { CacheEvents } from './cache-events.js';
import { EdgePolicy } from './edge-policy.js';
import { EdgePurger } from './edge-purger.js';
import { MemoryCacheStore } from './cache-store.js';
import { CACHE_STORE, PublicCache } from './public-cache.js';
import { RedisCacheStore } from './redis-cache-store.js';

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
      useFactory: (config: AppConfig) => {
        const bytes = config.publicCacheMemoryMb * 1024 * 1024;
        return config.redisUrl ? new RedisCacheStore(config.redisUrl, config.queuePrefix, bytes) : new MemoryCacheStore(bytes);
      },
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
