import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { InProcessJobQueue } from './in-process-queue.js';

// The retries below log warnings on purpose; keep the test output quiet.
Logger.overrideLogger(false);

let queue: InProcessJobQueue;
afterEach(async () => {
  await queue?.close();
});

describe('InProcessJobQueue', () => {
  it('runs a job and resolves finished() with its result, reporting progress', async () => {
    queue = new InProcessJobQueue(true);
    queue.handleNamed<{ n: number }>('generation', 'double', async (job) => {
      await job.reportProgress({ stage: 'working' });
      return job.data.n * 2;
    });
    const job = await queue.addNamed('generation', 'double', { n: 21 });
    const progress: unknown[] = [];
    job.onProgress((p) => progress.push(p));
    await expect(job.finished()).resolves.toBe(42);
    expect(progress).toEqual([{ stage: 'working' }]);
  });

  it("runs a job outside the async context of whoever added it (the relay's transaction, a request's actor)", async () => {
    queue = new InProcessJobQueue(true);
    const context = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    queue.handleNamed('events', 'E', async () => void seen.push(context.getStore()));
    // As the outbox relay adds jobs: inside its transaction, whose context (MikroORM's TransactionContext) a job that
    // inherited it would use after the commit ("Transaction is already committed").
    const first = await context.run('the adder', () => queue.addNamed('events', 'E', {}));
    await first.finished();
    // A retry and a delayed job too.
    let tries = 0;
    queue.handleNamed('events', 'Flaky', async () => {
      seen.push(context.getStore());
      if ((tries += 1) === 1) throw new Error('once');
    });
    await (await context.run('the adder', () => queue.addNamed('events', 'Flaky', {}, { attempts: 2 }))).finished();
    await (await context.run('the adder', () => queue.addNamed('events', 'E', {}, { delay: 5 }))).finished();
    expect(seen).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('accepts a job id once', async () => {
    queue = new InProcessJobQueue(true);
    let runs = 0;
    queue.handleNamed('events', 'E', async () => {
      runs += 1;
    });
    const a = await queue.addNamed('events', 'E', {}, { jobId: 'outbox-1' });
    const b = await queue.addNamed('events', 'E', {}, { jobId: 'outbox-1' });
    await Promise.all([a.finished(), b.finished()]);
    expect(runs).toBe(1);
  });

  it('retries a failing job, then reports the last error', async () => {
    queue = new InProcessJobQueue(true);
    let tries = 0;
    queue.handleNamed('insights', 'flaky', async (job) => {
      tries = job.attempt;
      if (job.attempt < 2) throw new Error('temporary');
      return 'ok';
    });
    await expect((await queue.addNamed('insights', 'flaky', {}, { attempts: 3 })).finished()).resolves.toBe('ok');
    expect(tries).toBe(2);
    queue.handleNamed('insights', 'broken', async () => {
      throw new Error('always');
    });
    await expect((await queue.addNamed('insights', 'broken', {}, { attempts: 1 })).finished()).rejects.toThrow('always');
  });

  it('keeps jobs waiting in a process that does not run workers', async () => {
    queue = new InProcessJobQueue(false);
    let ran = false;
    queue.handleNamed('cache', 'refresh', async () => {
      ran = true;
    });
    await queue.addNamed('cache', 'refresh', {});
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toBe(false);
  });
});

describe('InProcessJobQueue concurrency', () => {
  it('runs up to the queue concurrency at once (two generations side by side)', async () => {
    queue = new InProcessJobQueue(true);
    let running = 0;
    let peak = 0;
    queue.handleNamed('generation', 'slow', async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 30));
      running -= 1;
    });
    const jobs = await Promise.all([1, 2, 3].map(() => queue.addNamed('generation', 'slow', {})));
    await Promise.all(jobs.map((j) => j.finished()));
    expect(peak).toBe(2);
  });
});

describe('InProcessJobQueue repeat', () => {
  it('adds the job on a timer, one run at a time, and stops when closed', async () => {
    queue = new InProcessJobQueue(true);
    let runs = 0;
    let running = 0;
    let peak = 0;
    queue.handleNamed('maintenance', 'tick', async () => {
      runs += 1;
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 25));
      running -= 1;
    });
    await queue.repeatNamed('maintenance', 'tick', 10);
    // Timers run late on a busy machine: wait for two runs (up to 5 s) rather than a fixed time.
    for (const until = Date.now() + 5000; runs < 2 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(peak).toBe(1);
    await queue.close();
    const after = runs;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(after);
  });

  it('adds the first run at the offset past the next whole interval (UTC), then one every interval', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-01T10:20:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      queue = new InProcessJobQueue(true);
      const added: string[] = [];
      jest.spyOn(queue, 'addNamed').mockImplementation(async (_queue, name) => {
        added.push(`${name} ${new Date(Date.now()).toISOString()}`);
        return { id: name, finished: async () => undefined, onProgress: () => undefined };
      });
      await queue.repeatNamed('maintenance', 'hourly', 3600_000, 7 * 60_000);
      await jest.advanceTimersByTimeAsync(3600_000 + 46 * 60_000); // to 12:06
      expect(added).toEqual(['hourly 2026-12-01T11:07:00.000Z']);
      await jest.advanceTimersByTimeAsync(60_000); // 12:07
      expect(added).toEqual(['hourly 2026-12-01T11:07:00.000Z', 'hourly 2026-12-01T12:07:00.000Z']);
      await queue.close();
      await jest.advanceTimersByTimeAsync(2 * 3600_000);
      expect(added).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing in a process that does not run workers', async () => {
    queue = new InProcessJobQueue(false);
    let runs = 0;
    queue.handleNamed('maintenance', 'tick', async () => {
      runs += 1;
    });
    await queue.repeatNamed('maintenance', 'tick', 5);
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toBe(0);
  });

  it('drains: starts nothing new, lets a running job finish within the grace period, aborts one that outlasts it', async () => {
    queue = new InProcessJobQueue(true);
    const started: string[] = [];
    queue.handleNamed<{ ms: number; name: string }>('generation', 'work', (job) => {
      started.push(job.data.name);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(job.data.name), job.data.ms);
        job.signal.addEventListener('abort', () => (clearTimeout(timer), reject(job.signal.reason)));
      });
    });
    const quick = await queue.addNamed('generation', 'work', { ms: 50, name: 'quick' }, { attempts: 1 });
    const slow = await queue.addNamed('generation', 'work', { ms: 5000, name: 'slow' }, { attempts: 1 });
    await new Promise((r) => setTimeout(r, 10));
    const drained = queue.drain(1000);
    const later = await queue.addNamed('generation', 'work', { ms: 10, name: 'later' }, { attempts: 1 });
    await expect(quick.finished()).resolves.toBe('quick');
    await expect(slow.finished()).rejects.toThrow(/stopping/);
    await drained;
    expect(started).toEqual(['quick', 'slow']);
    void later.finished().catch(() => undefined);
  });

  it('reports itself as the worker in health, and how long a job has waited for one', async () => {
    queue = new InProcessJobQueue(true);
    expect((await queue.health()).workers).toEqual({ count: 1, oldest_waiting_seconds: null });
    await queue.close();
    // A process that runs no workers: a job added there waits in its memory, and health says so.
    queue = new InProcessJobQueue(false);
    void (await queue.addNamed('generation', 'never-run', {})).finished().catch(() => undefined);
    expect((await queue.health()).workers).toEqual({ count: 0, oldest_waiting_seconds: 0 });
  });
});
