import { Global, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../config/app-config.js';
import { AdChanged } from '../../modules/ads/events/ad-changed.event.js';
import { ContentDeleted, ContentPublished, ContentUpdated } from '../../modules/content/events/content-lifecycle.events.js';
import { HeroChanged } from '../../modules/website/events/hero-changed.event.js';
import type { DomainEvent } from '../queue/domain-event.js';
import { JobQueue } from '../queue/job-queue.js';
import { MemoryCacheStore, RedisCacheStore } from './cache-store.js';
import { CACHE_STORE, PublicCache } from './public-cache.js';

/** The `cache` queue's job: empty the public read cache. */
export const INVALIDATE_PUBLIC_READS_JOB = 'invalidate-public-reads';

type ReadModelEvent = ContentPublished | ContentUpdated | ContentDeleted | HeroChanged | AdChanged;

/**
 * Turns each change readers can see into one job on the `cache` queue (job id from the outbox event id, so a replayed
 * event queues nothing twice). The relayed event's job waits for the enqueue, so a lost Redis write is retried.
 */
@EventsHandler(ContentPublished, ContentUpdated, ContentDeleted, HeroChanged, AdChanged)
export class QueueCacheRefreshHandler implements IEventHandler<ReadModelEvent> {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  async handle(event: DomainEvent): Promise<void> {
    await this.queue.add('cache', INVALIDATE_PUBLIC_READS_JOB, { event: event.type, eventId: event.eventId }, { jobId: `cache-${event.eventId}` });
  }
}

/** The `cache` queue consumer (in the worker and in any API process that runs workers). Emptying twice is harmless. */
@Injectable()
export class PublicCacheConsumer implements OnModuleInit {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue, private readonly cache: PublicCache) {}

  onModuleInit(): void {
    this.queue.handle('cache', INVALIDATE_PUBLIC_READS_JOB, async () => {
      await this.cache.invalidate();
      return { invalidated: true };
    });
  }
}

/** The public read cache: Redis when REDIS_URL is set (shared by every API process), this process's memory otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: CACHE_STORE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisCacheStore(config.redisUrl, config.queuePrefix) : new MemoryCacheStore()),
    },
    PublicCache,
    PublicCacheConsumer,
    QueueCacheRefreshHandler,
  ],
  exports: [PublicCache],
})
export class CacheModule {}
