import { Global, Module, type BeforeApplicationShutdown, type DynamicModule, type OnApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { Queue } from 'bull';
import { AppConfig } from '../../config/app-config.js';
import { DatabaseIdentity } from '../database/database-identity.js';
import { BullJobQueue, queueSettings } from './bull-queue.js';
import { InProcessJobQueue } from './in-process-queue.js';
import { JobHandlers } from './job-handler.js';
import { JobQueue, QUEUE_NAMES, type QueueName } from './job-queue.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxEventSchema } from './outbox-event.entity.js';
import { redisOptionsFromUrl } from './redis-options.js';
import { OutboxRetention, Retention } from './retention.js';

/** How long a stopping process lets its running jobs finish before handing them back (api-process.ts and worker-process.ts drain first). */
const SHUTDOWN_GRACE_MS = 5000;

@Injectable()
class QueueShutdown implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  /**
   * Before any connection closes (the database's closes in onApplicationShutdown): a running job finishes, or stops,
   * while it can still reach the database. Draining later left a job's query on a pool being closed, whose end then
   * waited for that query's connection for good.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.drain(SHUTDOWN_GRACE_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** Chooses the queue driver from the configuration: Bull when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({ imports: [MikroOrmModule.forFeature([OutboxEventSchema])] }) // merged into each forRoot() module
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    const common = [Outbox, OutboxRelay, JobHandlers, QueueShutdown, DatabaseIdentity, Retention, OutboxRetention];
    if (!config.redisUrl) {
      return {
        module: QueueModule,
        imports: [DiscoveryModule],
        providers: [{ provide: JobQueue, useFactory: () => new InProcessJobQueue(config.runWorkers) }, ...common],
        exports: [JobQueue, Outbox, OutboxRelay, DatabaseIdentity],
      };
    }
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        BullModule.forRoot({ redis: redisOptionsFromUrl(config.redisUrl), prefix: config.queuePrefix }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name, settings: queueSettings(name) }))),
      ],
      providers: [
        {
          provide: JobQueue,
          inject: [DatabaseIdentity, ...QUEUE_NAMES.map((name) => getQueueToken(name))],
          useFactory: (identity: DatabaseIdentity, ...queues: Queue[]) =>
            new BullJobQueue(Object.fromEntries(QUEUE_NAMES.map((name, i) => [name, queues[i]])) as Record<QueueName, Queue>, config.runWorkers, {
              prefix: config.queuePrefix,
              databaseId: () => identity.id(),
            }),
        },
        ...common,
      ],
      exports: [JobQueue, Outbox, OutboxRelay, DatabaseIdentity],
    };
  }
}
