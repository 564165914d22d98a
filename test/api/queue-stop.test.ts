import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Bull, { type Queue } from 'bull';
import { BullJobQueue, queueSettings } from '../../backend/src/infrastructure/queue/bull-queue.js';
import { CONCURRENCY, QUEUE_NAMES, type QueueName } from '../../backend/src/infrastructure/queue/job-queue.js';

/**
 * A stopping worker takes no new job at once (drain's local pause closes the connection waiting for the next job).
 * On a queue whose processors wait side by side (events: 4), the one that got a job marked that shared connection as
 * no longer waiting while the others still were; the pause then sent QUIT, which Redis answers only after their wait,
 * and Bull gave up after 500 ms: half a second of every stop of an app that had run an event (and of every API test file).
 */
describe('queue-stop', () => {
  const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `f50test:stop:${randomUUID()}`;
  const binding = { prefix, databaseId: async () => '0123456789abcdef' };
  const opened: Queue[] = [];
  const queues = () =>
    Object.fromEntries(
      QUEUE_NAMES.map((name) => {
        const queue = new Bull(name, REDIS, { prefix, settings: queueSettings(name) });
        opened.push(queue);
        return [name, queue];
      }),
    ) as Record<QueueName, Queue>;

  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.obliterate({ force: true }).catch(() => undefined)));
    await Promise.all(opened.map((queue) => queue.close()));
  });

  describe('stopping a worker', () => {
    it('takes no new job at once, also after a job ran on a queue of processors side by side', async () => {
      expect(CONCURRENCY.events).toBeGreaterThan(1);
      const worker = new BullJobQueue(queues(), true, binding);
      const producer = new BullJobQueue(queues(), false, binding);
      const ran: string[] = [];
      worker.handleNamed('events', 'noted', async () => {
        ran.push('noted');
      });
      const job = await producer.addNamed('events', 'noted', {});
      await job.finished();
      expect(ran).toEqual(['noted']);

      const started = performance.now();
      await worker.drain(5000);
      // Bull gives up waiting for the answer to QUIT after 500 ms (503-531 ms measured without the fix); a pause that
      // closes the waiting connection takes tens (about 60 ms), so the bound leaves room for a busy machine.
      expect(performance.now() - started).toBeLessThan(490);
    });
  });
});
