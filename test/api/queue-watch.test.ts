import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Bull, { type Queue } from 'bull';
import { BullJobQueue, queueSettings } from '../../backend/src/infrastructure/queue/bull-queue.js';
import { JobLostError, QUEUE_NAMES, type QueueName } from '../../backend/src/infrastructure/queue/job-queue.js';

/**
 * A caller waiting for a job (an editor's generation) is told its worker is lost when the job is active without a lock.
 * A worker takes a job off the wait list, then locks it in a second step; on a busy machine a worker just started
 * (taking a job another one handed back) was once seconds between the two, and the waiting POST answered 503 while
 * the job ran on (CI, 2026-12-05). A job seen locked whose lock lapses is lost at once; one taken off the wait list
 * gets the lock's duration to be locked.
 */
describe('queue-watch', () => {
  const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const opened: Queue[] = [];
  // Each test its own queues, so one's jobs never meet another's workers.
  const queues = (prefix: string) =>
    Object.fromEntries(
      QUEUE_NAMES.map((name) => {
        const queue = new Bull(name, REDIS, { prefix, settings: queueSettings(name) });
        opened.push(queue);
        return [name, queue];
      }),
    ) as Record<QueueName, Queue>;
  const databaseId = async () => '0123456789abcdef';
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.obliterate({ force: true }).catch(() => undefined)));
    await Promise.all(opened.map((queue) => queue.close(true)));
  });

  it('a job taken off the wait list but not yet locked is not lost; once locked, a lapsed lock is', async () => {
    const prefix = `f50test:watch:${randomUUID()}`;
    const all = queues(prefix);
    const producer = new BullJobQueue(all, false, { prefix, databaseId });
    const enqueued = await producer.addNamed('generation', 'generate-content', { topic: 'Cadence drills' });
    let outcome: unknown = 'waiting';
    const finished = enqueued.finished().then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    const redis = all.generation.client;
    const key = (name: string) => `${prefix}:generation:${name}`;

    // A worker takes it as Bull does (BRPOPLPUSH from wait to active) and is held up before it locks it.
    expect(await redis.rpoplpush(key('wait'), key('active'))).toBe(enqueued.id);
    await sleep(4000);
    expect(outcome).toBe('waiting');

    // It locks it; later the worker dies and the lock lapses: lost within two checks.
    await redis.set(key(`${enqueued.id}:lock`), 'a-worker-token', 'PX', 10_000);
    await sleep(1500);
    expect(outcome).toBe('waiting');
    await redis.del(key(`${enqueued.id}:lock`));
    const lapsedAt = Date.now();
    await finished;
    expect(outcome).toBeInstanceOf(JobLostError);
    expect(Date.now() - lapsedAt).toBeLessThan(3500);
  }, 20_000);

  it('a job handed back by a stopping worker leaves the stalled set, where the next worker could fail it as stalled', async () => {
    const prefix = `f50test:watch:${randomUUID()}`;
    const worker = new BullJobQueue(queues(prefix), true, { prefix, databaseId });
    const all = queues(prefix);
    const producer = new BullJobQueue(all, false, { prefix, databaseId });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    worker.handleNamed('generation', 'generate-content', ({ signal }) => {
      started();
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const enqueued = await producer.addNamed('generation', 'generate-content', { topic: 'Masters swim sets' });
    await running;
    const redis = all.generation.client;
    const key = (name: string) => `${prefix}:generation:${name}`;
    // A stalled check (every 5 s) found it active since the lock was last renewed.
    await redis.sadd(key('stalled'), enqueued.id);

    await worker.drain(100);
    expect(await redis.sismember(key('stalled'), enqueued.id)).toBe(0);
    expect(await redis.lrange(key('wait'), 0, -1)).toEqual([enqueued.id]);
    expect(await redis.lrange(key('active'), 0, -1)).toEqual([]);
    expect(await redis.exists(key(`${enqueued.id}:lock`))).toBe(0);
  }, 20_000);
});
