import { afterEach, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config.js';
import { DomainEvent, EventType, eventConsumersOf, OnEvent } from './domain-event.js';
import { InProcessJobQueue } from './in-process-queue.js';
import { JobHandler, JobHandlers } from './job-handler.js';
import { Job, JobType, jobTypeOf, type JobContext } from './job-queue.js';

Logger.overrideLogger(false);

@JobType('maintenance', 'spec-double')
class Double extends Job<{ n: number }> {}

@JobType('maintenance', 'spec-tick')
class Tick extends Job {}

class Worker {
  ticks = 0;

  @JobHandler(Double)
  async double(job: JobContext<{ n: number }>): Promise<number> {
    return job.data.n * 2;
  }

  @JobHandler(Tick, { every: 10 })
  async tick(): Promise<void> {
    this.ticks += 1;
  }
}

@EventType('SpecThingHappened')
class ThingHappened extends DomainEvent<{ id: number }> {}

class Consumer {
  @OnEvent(ThingHappened, { queue: 'insights', attempts: 2 })
  async consume(_event: ThingHappened): Promise<void> {}
}

const discovery = (...instances: object[]) =>
  ({ getProviders: () => instances.map((instance) => ({ metatype: instance.constructor, instance })) }) as unknown as DiscoveryService;
const config = { databaseUrl: 'postgres://spec' } as AppConfig;

let queue: InProcessJobQueue;
afterEach(async () => {
  await queue?.close();
});

describe('@JobType, @JobHandler and JobHandlers', () => {
  it('adds a job by its class and runs the method marked for that class', async () => {
    queue = new InProcessJobQueue(true);
    new JobHandlers(discovery(new Worker()), queue, config).onApplicationBootstrap();
    expect(jobTypeOf(Double)).toEqual({ queue: 'maintenance', name: 'spec-double' });
    await expect((await queue.add(new Double({ n: 21 }))).finished()).resolves.toBe(42);
  });

  it('schedules a handler with `every`: it runs again and again, one run at a time', async () => {
    queue = new InProcessJobQueue(true);
    const worker = new Worker();
    new JobHandlers(discovery(worker), queue, config).onApplicationBootstrap();
    // Timers run late on a busy machine: wait for two runs (up to 5 s) rather than a fixed time.
    for (const until = Date.now() + 5000; worker.ticks < 2 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    expect(worker.ticks).toBeGreaterThanOrEqual(2);
  });

  it('refuses two handlers for one job class, and a class without @JobType', () => {
    queue = new InProcessJobQueue(true);
    expect(() => new JobHandlers(discovery(new Worker(), new Worker()), queue, config).onApplicationBootstrap()).toThrow(/Two handlers/);
    class Unnamed extends Job {}
    expect(() => JobHandler(Unnamed)).toThrow(/has no @JobType/);
  });

  it('registers nothing without a database (the OpenAPI writer)', async () => {
    queue = new InProcessJobQueue(true);
    new JobHandlers(discovery(new Worker()), queue, { databaseUrl: undefined } as AppConfig).onApplicationBootstrap();
    const job = await queue.add(new Double({ n: 1 }));
    const settled = await Promise.race([job.finished().then(() => 'ran'), new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    expect(settled).toBe('waiting');
  });
});

describe('@OnEvent', () => {
  it('records the method, its event classes and the queue it asked for', () => {
    expect(eventConsumersOf(Consumer)).toEqual([{ method: 'consume', events: [ThingHappened], queue: 'insights', attempts: 2 }]);
    expect(eventConsumersOf(Worker)).toEqual([]);
  });
});
