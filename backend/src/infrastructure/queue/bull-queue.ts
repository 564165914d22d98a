import { Logger } from '@nestjs/common';
import type { Job, Queue, QueueOptions } from 'bull';
import { randomUUID } from 'node:crypto';
import {
  BACKOFF_MS,
  CONCURRENCY,
  DEFAULT_ATTEMPTS,
  FAILED_KEPT_MS,
  FINISHED_KEPT_MS,
  JobLostError,
  JobQueue,
  type EnqueueOptions,
  type EnqueuedJob,
  type HandleJob,
  type QueueHealth,
  type QueueName,
} from './job-queue.js';
import { cronOf } from './repeat-schedule.js';
import { WorkerHeartbeat, workersHealth } from './worker-heartbeat.js';

const ADD_TIMEOUT_MS = 5000;
/** Repeated jobs' cron expressions are read in UTC, whatever the process's TZ (a whole interval counts from midnight UTC). */
const REPEAT_TZ = 'UTC';
/** How often a waiting caller checks that the job it waits for still has a live worker. */
const WATCH_MS = 1000;
/** How long a job's lock lasts without renewal: a worker that died holding it lets it lapse after this. */
const LOCK_MS = 10_000;
/** After a drain aborted its jobs, how long they get to stop before they are handed back regardless. */
const ABORT_WAIT_MS = 2000;

/**
 * Bull's lock and stalled-job settings. A worker renews the lock of each job it runs every 2.5 s; a lock that lapses
 * (10 s without renewal: the worker died) makes the job "stalled". Live workers look for stalled jobs every 5 s and
 * put them back in the queue (events, mail, maintenance: up to twice, then failed) or, for generations, fail them
 * (an editor is waiting: the API answers 503 rather than starting the generation again behind their back).
 */
export function queueSettings(queue: QueueName): NonNullable<QueueOptions['settings']> {
  return {
    lockDuration: LOCK_MS,
    lockRenewTime: 2_500,
    stalledInterval: 5_000,
    maxStalledCount: queue === 'generation' ? 0 : 2,
    retryProcessDelay: 1_000,
  };
}

// Puts a job this worker holds back at the head of the wait list and releases its lock (only while the lock is ours).
// It also leaves the stalled set, where a stalled check may have put it as an active job since the lock was last
// renewed: there the next worker's check, between taking the job and locking it, would fail it as stalled.
// KEYS: active, wait, lock, stalled; ARGV: job id, lock token.
const HAND_BACK = `
if redis.call('GET', KEYS[3]) ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[3])
redis.call('SREM', KEYS[4], ARGV[1])
if redis.call('LREM', KEYS[1], 1, ARGV[1]) == 0 then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[1])
return 1`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A local pause that takes no new job, at once. Bull's own (pause(true, true)) ends the blocking connection waiting for
 * the next job with QUIT, which Redis answers only after that wait (BRPOPLPUSH, up to 5 s), so Bull gives up after
 * 500 ms: half a second of every stop. Closing that connection first (as Bull's own disconnect() does with a blocked
 * client) leaves Bull nothing to wait for; it then opens it again, paused. It is closed whatever Bull's `blocked` says:
 * that flag is one per queue while each of its processors (CONCURRENCY) waits on the connection, and the first to get a
 * job clears it while the others still wait (test/api/queue-stop.test.ts). The connection serves only those waits.
 */
function pauseLocally(queue: Queue): Promise<void> {
  const internals = queue as Queue & { bclientInitialized?: boolean; bclient?: { disconnect(): void } };
  if (internals.bclientInitialized && internals.bclient) internals.bclient.disconnect();
  return queue.pause(true, true);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

interface RunningJob {
  queue: QueueName;
  job: Job;
  abort: AbortController;
  settled: Promise<void>;
}

/** Where the queues live (QUEUE_PREFIX) and which database their jobs are for (DatabaseIdentity). */
export interface BullBinding {
  prefix: string;
  databaseId: () => Promise<string>;
}

/** A job id made by databaseJobId: the database's identity, a dash, then the caller's id (or a random one). */
const JOB_OF_DATABASE = /^([0-9a-f]{16})-/;

/**
 * Bull queues on Redis (REDIS_URL). Completed jobs are kept for a while so a repeated job id is accepted once.
 *
 * Every job id starts with the identity of the database it was added for (`<database id>-outbox-5`): the ids callers
 * choose come from the database's sequences, which a restored copy hands out again, and Redis outlives a restore.
 * So a restored database's jobs never meet the earlier database's (kept an hour when done, 7 days when failed), and a
 * worker drops a job left over from another database instead of running it against this one.
 */
export class BullJobQueue extends JobQueue {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, HandleJob<any>>();
  private readonly consuming = new Set<QueueName>();
  private readonly running = new Map<string, RunningJob>();
  private readonly heartbeat: WorkerHeartbeat;

  /** Whether the events queue's Redis connection has been up, and is up now (ioredis reconnects by itself). */
  private wasUp = false;
  private up = false;

  constructor(
    private readonly queues: Record<QueueName, Queue>,
    private readonly consume: boolean,
    private readonly binding: BullBinding,
  ) {
    super();
    const client = queues.events.client;
    this.heartbeat = new WorkerHeartbeat(client, this.workersKey);
    const markUp = () => {
      this.wasUp = true;
      this.up = true;
    };
    if (client.status === 'ready') markUp();
    client.on('ready', markUp);
    client.on('close', () => (this.up = false));
  }

  /** False during an outage (the connection was up and is not now); true while the first connection is being made. */
  available(): boolean {
    return this.up || !this.wasUp;
  }

  /** Subscriptions to a queue's progress reports, made before the first job whose progress someone may follow. */
  private readonly progressSubscriptions = new Map<QueueName, Promise<void>>();

  /** Bull subscribes to global events lazily; a report published before the subscription is up would be lost. */
  private subscribeToProgress(queue: QueueName): Promise<void> {
    let subscribed = this.progressSubscriptions.get(queue);
    if (!subscribed) {
      const q = this.queues[queue] as Queue & { _registerEvent(event: string): Promise<unknown> };
      subscribed = withTimeout(q._registerEvent('global:progress'), ADD_TIMEOUT_MS, `Subscribing to ${queue} progress`).then(() => undefined);
      subscribed.catch(() => this.progressSubscriptions.delete(queue));
      this.progressSubscriptions.set(queue, subscribed);
    }
    return subscribed;
  }

  async addNamed<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<EnqueuedJob> {
    const q = this.queues[queue];
    const followed = queue !== 'events';
    if (followed) await this.subscribeToProgress(queue);
    // A worker may take the job and report before the answer to the add is read (another connection): the reports
    // that arrive meanwhile are kept and handed to the listener onProgress() is given.
    const early: Array<[string, unknown]> = [];
    const keep = (jobId: string | number, progress: unknown) => void early.push([String(jobId), progress]);
    if (followed) q.on('global:progress', keep);
    const jobId = `${await this.binding.databaseId()}-${options.jobId ?? randomUUID()}`;
    const job = await withTimeout(
      q.add(name, data, {
        jobId,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
        ...(options.delay && options.delay > 0 ? { delay: options.delay } : {}),
        backoff: { type: 'exponential', delay: BACKOFF_MS },
        // Completed jobs stay an hour (long enough to absorb a re-sent outbox row), so little personal data lingers in Redis.
        removeOnComplete: { age: FINISHED_KEPT_MS / 1000, count: 5000 },
        removeOnFail: { age: FAILED_KEPT_MS / 1000 },
      }),
      ADD_TIMEOUT_MS,
      `Adding a job to the ${queue} queue`,
    ).finally(() => q.removeListener('global:progress', keep));
    const id = String(job.id);
    return {
      id,
      finished: () => this.finished(queue, job),
      onProgress: (listener) => {
        for (const [jobId, progress] of early.splice(0)) if (jobId === id) listener(progress);
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

  /**
   * The job's result, or JobLostError once its worker is gone: active without a lock on two checks a second apart
   * after it was seen locked (a live worker renews the lock every 2.5 s; a stopping one hands the job back to the wait
   * list). A worker takes a job off the wait list first and locks it in a second step, which on a busy machine can
   * come seconds later (a worker just started, taking a job handed back); so a job seen waiting, then active without
   * a lock, is lost only after the lock's own duration.
   */
  private finished(queue: QueueName, job: Job): Promise<unknown> {
    const q = this.queues[queue];
    return new Promise((resolve, reject) => {
      let unlockedChecks = 0;
      let fromWaiting = true;
      const timer = setInterval(() => {
        void (async () => {
          try {
            // The lock first: a job that finishes in between has lost its lock but is no longer active either.
            const locked = await q.client.exists(job.lockKey());
            const state = locked ? 'locked' : await job.getState();
            if (state !== 'active') fromWaiting = state !== 'locked';
            unlockedChecks = state === 'active' ? unlockedChecks + 1 : 0;
            if (unlockedChecks >= (fromWaiting ? LOCK_MS / WATCH_MS : 2)) {
              clearInterval(timer);
              reject(new JobLostError(queue, String(job.id)));
            }
          } catch {
            // Redis away for a moment: keep waiting.
          }
        })();
      }, WATCH_MS);
      timer.unref();
      job
        .finished()
        .then(resolve, reject)
        .finally(() => clearInterval(timer));
    });
  }

  /**
   * A Bull repeatable job on a cron expression with seconds, read in UTC (repeat-schedule.ts cronOf): Bull's own
   * `every` runs on the whole interval only, so every schedule would start on the clock's whole minute or hour.
   */
  async repeatNamed(queue: QueueName, name: string, everyMs: number, offsetMs = 0): Promise<void> {
    const q = this.queues[queue];
    const cron = cronOf(everyMs, offsetMs);
    // One schedule per name: an older one with another interval or offset (an earlier release's, or Bull's `every` one
    // from before schedules had an offset) is dropped first.
    for (const schedule of await withTimeout(q.getRepeatableJobs(), ADD_TIMEOUT_MS, `Reading the ${queue} schedules`)) {
      if (schedule.name === name && (schedule.cron !== cron || schedule.tz !== REPEAT_TZ)) await q.removeRepeatableByKey(schedule.key);
    }
    // The same name, job id and cron give the same repeat key (and each run the same job id), so every process that
    // asks adds nothing more and each run is taken by one worker.
    await withTimeout(
      q.add(name, {}, { jobId: name, repeat: { cron, tz: REPEAT_TZ }, attempts: 1, removeOnComplete: { age: 3600, count: 100 }, removeOnFail: { age: 7 * 24 * 3600 } }),
      ADD_TIMEOUT_MS,
      `Scheduling ${queue}/${name}`,
    );
  }

  async discardNamed(queue: QueueName, jobId: string): Promise<boolean> {
    const q = this.queues[queue];
    const job = await withTimeout(q.getJob(`${await this.binding.databaseId()}-${jobId}`), ADD_TIMEOUT_MS, `Reading a ${queue} job`);
    if (!job) return false;
    // Refused (an error) while a worker holds the job's lock: it is running.
    await withTimeout(job.remove(), ADD_TIMEOUT_MS, `Removing a ${queue} job`);
    return true;
  }

  /**
   * Bull drops finished jobs past their age only when a later job of the queue finishes (removeOnComplete/removeOnFail
   * are checked then), so a quiet queue would keep them for good: this drops them by age whatever happens next.
   */
  async sweepFinished(): Promise<void> {
    for (const q of Object.values(this.queues)) {
      await withTimeout(q.clean(FINISHED_KEPT_MS, 'completed', 10_000), ADD_TIMEOUT_MS, `Cleaning ${q.name}`);
      await withTimeout(q.clean(FAILED_KEPT_MS, 'failed', 10_000), ADD_TIMEOUT_MS, `Cleaning ${q.name}`);
    }
  }

  handleNamed<T>(queue: QueueName, name: string, handler: HandleJob<T>): void {
    this.handlers.set(`${queue}:${name}`, handler as HandleJob<any>);
    if (!this.consume || this.consuming.has(queue)) return;
    this.consuming.add(queue);
    this.heartbeat.start();
    void this.queues[queue].process('*', CONCURRENCY[queue], (job: Job) => this.run(queue, job));
  }

  private get workersKey(): string {
    return `${this.binding.prefix}:workers`;
  }

  private async run(queue: QueueName, job: Job): Promise<unknown> {
    const handler = this.handlers.get(`${queue}:${job.name}`);
    if (!handler) throw new Error(`No handler for ${queue}/${job.name}`);
    const owner = JOB_OF_DATABASE.exec(String(job.id))?.[1];
    if (owner && owner !== (await this.binding.databaseId())) {
      this.logger.warn(`${queue}/${job.name} job ${job.id} dropped: it was added for another database (${owner}), before a restore`);
      return { dropped: 'added for another database' };
    }
    const key = `${queue}:${job.id}`;
    const abort = new AbortController();
    let settle!: () => void;
    this.running.set(key, { queue, job, abort, settled: new Promise<void>((resolve) => (settle = resolve)) });
    try {
      return await handler({
        id: String(job.id),
        name: job.name,
        data: job.data,
        attempt: job.attemptsMade + 1,
        signal: abort.signal,
        reportProgress: async (progress) => {
          await job.progress(progress as never);
        },
      });
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      // Stopped by a drain: the job goes back to the queue, and this run must not be recorded as a failure.
      await this.handBack(queue, job);
      return new Promise<never>(() => undefined);
    } finally {
      this.running.delete(key);
      settle();
    }
  }

  private async handBack(queue: QueueName, job: Job): Promise<void> {
    const q = this.queues[queue];
    try {
      const token = (q as unknown as { token: string }).token;
      const moved = await q.client.eval(HAND_BACK, 4, q.toKey('active'), q.toKey('wait'), job.lockKey(), q.toKey('stalled'), String(job.id), token);
      this.logger.warn(`${queue}/${job.name} job ${job.id} ${moved === 1 ? 'handed back to the queue' : 'could not be handed back (its lock was gone)'}`);
    } catch (error) {
      this.logger.warn(`${queue}/${job.name} job ${job.id} could not be handed back: ${String(error)}`);
    }
  }

  async drain(graceMs: number): Promise<void> {
    await this.heartbeat.stop();
    if (!this.consuming.size) return;
    // Take no new jobs (a local pause; other workers go on).
    await Promise.all([...this.consuming].map((queue) => pauseLocally(this.queues[queue]).catch(() => undefined)));
    const settledAll = () => Promise.all([...this.running.values()].map((r) => r.settled));
    if (this.running.size) {
      this.logger.log(`Waiting up to ${graceMs} ms for ${this.running.size} running job(s)`);
      await Promise.race([settledAll(), sleep(graceMs)]);
    }
    if (!this.running.size) return;
    const left = [...this.running.values()];
    for (const r of left) r.abort.abort(new Error('The worker is stopping'));
    await Promise.race([settledAll(), sleep(ABORT_WAIT_MS)]);
    // Jobs that ignore the signal are handed back as they are; the process ends right after, and consumers are idempotent.
    for (const r of this.running.values()) await this.handBack(r.queue, r.job);
  }

  async health(): Promise<QueueHealth> {
    const client = this.queues.events.client;
    // During an outage answer at once (a ping would wait in ioredis's offline queue for the next reconnection).
    if (!this.available()) return { driver: 'bull', status: 'down', detail: `Redis connection is ${client.status}` };
    try {
      const reply = await withTimeout(client.ping(), 1000, 'Redis ping');
      if (reply !== 'PONG') return { driver: 'bull', status: 'down' };
      const workers = await withTimeout(workersHealth(client, this.workersKey, Object.values(this.queues)), 1000, 'Reading the workers').catch(() => undefined);
      return { driver: 'bull', status: 'up', ...(workers ? { workers } : {}) };
    } catch (error) {
      return { driver: 'bull', status: 'down', detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.heartbeat.stop();
    await Promise.all(
      Object.values(this.queues).map((q) => q.close(true).catch((e: unknown) => this.logger.warn(`closing ${q.name}: ${String(e)}`))),
    );
  }
}
