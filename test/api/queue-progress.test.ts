import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Bull, { type Queue } from 'bull';
import { BullJobQueue, queueSettings } from '../../backend/src/infrastructure/queue/bull-queue.js';
import { QUEUE_NAMES, type QueueName } from '../../backend/src/infrastructure/queue/job-queue.js';
import { eventually } from '../support/test-app.js';

/**
 * A job's progress reaches the API process that queued it over Redis pub/sub, a connection of its own: a worker that
 * takes the job at once can report before the answer to the add is read. Those reports must not be lost (the editor's
 * progress then stayed 'queued' until the generation was done: seen in the scale-out ops test on a quiet machine).
 */
describe('queue-progress', () => {
  const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `f50test:progress:${randomUUID()}`;
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

  describe('progress of a queued job', () => {
    it('reaches the caller even when the worker reports before the add has answered', async () => {
      const api = queues();
      const worker = new BullJobQueue(queues(), true, binding);
      const producer = new BullJobQueue(api, false, binding);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      worker.handleNamed('generation', 'progress-race', async (job) => {
        await job.reportProgress({ stage: 'writing' });
        await released;
        await job.reportProgress({ stage: 'saving' });
        return 'stored';
      });
      // The race, made certain: the add answers only once the worker's first report has arrived on the caller's
      // subscription (on a quiet machine the two sockets' reads can come in this order).
      const generation = api.generation;
      const add = generation.add.bind(generation) as (...args: unknown[]) => Promise<Bull.Job>;
      (generation as unknown as { add: typeof add }).add = async (...args) => {
        const job = await add(...args);
        await new Promise<void>((resolve) => {
          const seen = (id: string | number) => String(id) === String(job.id) && (generation.removeListener('global:progress', seen), resolve());
          generation.on('global:progress', seen);
        });
        return job;
      };

      const job = await producer.addNamed('generation', 'progress-race', {});
      const reports: unknown[] = [];
      job.onProgress((report) => reports.push(report));
      release();
      expect(await job.finished()).toBe('stored');
      await eventually(async () => reports.length === 2);
      expect(reports).toEqual([{ stage: 'writing' }, { stage: 'saving' }]);
    });
  });
});
