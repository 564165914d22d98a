import { afterEach, describe, expect, it, jest } from '@jest/globals';
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

  @JobHandler(Tick, { every: 60_000, offset: 20_000 })
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

  it('schedules a handler with `every` and `offset`: it runs at the offset past each interval, again and again', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-01T10:00:10Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    // A job added runs on the next turn of the event loop (the queue's setImmediate), outside the fake clock.
    const advance = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      queue = new InProcessJobQueue(true);
      const repeat = jest.spyOn(queue, 'repeat');
      const worker = new Worker();
      new JobHandlers(discovery(worker), queue, config).onApplicationBootstrap();
      expect(repeat).toHaveBeenCalledWith(Tick, 60_000, 20_000);
      await advance(9_999); // 10:00:19.999
      expect(worker.ticks).toBe(0);
      await advance(1); // 10:00:20
      expect(worker.ticks).toBe(1);
      await advance(60_000); // 10:01:20
      expect(worker.ticks).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses at load time an offset outside the interval, an offset without `every`, and an interval cron cannot say', () => {
    expect(() => JobHandler(Tick, { every: 60_000, offset: 60_000 })).toThrow(/less than the interval/);
    expect(() => JobHandler(Tick, { every: 60_000, offset: -1000 })).toThrow(/at least 0/);
    expect(() => JobHandler(Tick, { offset: 1000 })).toThrow(/offset without `every`/);
    expect(() => JobHandler(Tick, { every: 90 * 60_000 })).toThrow(/dividing an hour/);
    expect(() => JobHandler(Tick, { every: 3600_000, offset: 7 * 60_000 })).not.toThrow();
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
