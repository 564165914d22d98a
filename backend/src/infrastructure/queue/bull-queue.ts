import { Logger } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { BACKOFF_MS, CONCURRENCY, DEFAULT_ATTEMPTS, JobQueue, type EnqueueOptions, type EnqueuedJob, type JobHandler, type QueueHealth, type QueueName } from './job-queue.js';

const ADD_TIMEOUT_MS = 5000;


function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Bull queues on Redis (REDIS_URL). Completed jobs are kept for a while so a repeated job id is accepted once. */
export class BullJobQueue extends JobQueue {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, JobHandler<any>>();
  private readonly consuming = new Set<QueueName>();

  constructor(private readonly queues: Record<QueueName, Queue>, private readonly consume: boolean) {
    super();
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<EnqueuedJob> {
    const q = this.queues[queue];
    const job = await withTimeout(
      q.add(name, data, {
        jobId: options.jobId,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: BACKOFF_MS },
        // Completed jobs stay an hour (long enough to absorb a re-sent outbox row), so little personal data lingers in Redis.
        removeOnComplete: { age: 3600, count: 5000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      }),
      ADD_TIMEOUT_MS,
      `Adding a job to the ${queue} queue`,
    );
    const id = String(job.id);
    return {
      id,
      finished: () => job.finished(),
      onProgress: (listener) => {
        const forward = (jobId: string | number, progress: unknown) => {
          if (String(jobId) === id) listener(progress);
        };
        q.on('global:progress', forward);
        void job
          .finished()
          .catch(() => undefined)
          .finally(() => q.removeListener('global:progress', forward));
      },
    };
  }

  async repeat(queue: QueueName, name: string, everyMs: number): Promise<void> {
    const q = this.queues[queue];
    // One schedule per name: an older one with another interval (an earlier release) is dropped first.
    for (const schedule of await withTimeout(q.getRepeatableJobs(), ADD_TIMEOUT_MS, `Reading the ${queue} schedules`)) {
      if (schedule.name === name && Number(schedule.every) !== everyMs) await q.removeRepeatableByKey(schedule.key);
    }
    // The same name, job id and interval give the same repeat key (and each run the same job id), so every process
    // that asks adds nothing more and each run is taken by one worker.
    await withTimeout(
      q.add(name, {}, { jobId: name, repeat: { every: everyMs }, attempts: 1, removeOnComplete: { age: 3600, count: 100 }, removeOnFail: { age: 7 * 24 * 3600 } }),
      ADD_TIMEOUT_MS,
      `Scheduling ${queue}/${name}`,
    );
  }

  handle<T>(queue: QueueName, name: string, handler: JobHandler<T>): void {
    this.handlers.set(`${queue}:${name}`, handler as JobHandler<any>);
    if (!this.consume || this.consuming.has(queue)) return;
    this.consuming.add(queue);
    void this.queues[queue].process('*', CONCURRENCY[queue], (job: Job) => this.run(queue, job));
  }

  private async run(queue: QueueName, job: Job): Promise<unknown> {
    const handler = this.handlers.get(`${queue}:${job.name}`);
    if (!handler) throw new Error(`No handler for ${queue}/${job.name}`);
    return handler({
      id: String(job.id),
      name: job.name,
      data: job.data,
      attempt: job.attemptsMade + 1,
      reportProgress: async (progress) => {
        await job.progress(progress as never);
      },
    });
  }

  async health(): Promise<QueueHealth> {
    try {
      const reply = await withTimeout(this.queues.events.client.ping(), 2000, 'Redis ping');
      return { driver: 'bull', status: reply === 'PONG' ? 'up' : 'down' };
    } catch (error) {
      return { driver: 'bull', status: 'down', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      Object.values(this.queues).map((q) => q.close().catch((e: unknown) => this.logger.warn(`closing ${q.name}: ${String(e)}`))),
    );
  }
}
