import { Logger } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { BACKOFF_MS, CONCURRENCY, DEFAULT_ATTEMPTS, JobQueue, type EnqueueOptions, type EnqueuedJob, type HandleJob, type QueueHealth, type QueueName } from './job-queue.js';
import { nextRunAt } from './repeat-schedule.js';

const MAX_TIMER_MS = 2_147_483_647;

interface PendingJob {
  queue: QueueName;
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  attempt: number;
  events: EventEmitter;
  result?: Promise<unknown>;
  /** When it was put in the waiting list (for /api/health). */
  queuedAt?: number;
}

const REMEMBERED_IDS = 10_000;

/** Runs jobs inside this process (up to CONCURRENCY per queue), with retries. Used when REDIS_URL is unset. */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Queue');
  private readonly handlers = new Map<string, HandleJob<any>>();
  private readonly waiting = new Map<QueueName, PendingJob[]>();
  private readonly active = new Map<QueueName, number>();
  private readonly known = new Map<string, PendingJob>();
  private closed = false;
  private draining = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The jobs running now, with what stops them and what tells when they are done. */
  private readonly running = new Map<PendingJob, { abort: AbortController; settled: Promise<void> }>();

  /**
   * The async context jobs run in: the queue's own, from when it was made, never that of whoever added the job. A job
   * run in its adder's context would use the outbox relay's transaction (MikroORM's TransactionContext) after its commit
   * ("Transaction is already committed": the hot reads were not warmed after a publish) and carry a request's audit actor.
   */
  private readonly context = new AsyncResource('InProcessJobQueue');

  constructor(private readonly consume: boolean) {
    super();
  }

  async addNamed<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<EnqueuedJob> {
    const id = options.jobId ?? randomUUID();
    const key = `${queue}:${id}`;
    let job = this.known.get(key);
    if (!job) {
      job = { queue, id, name, data, attempts: options.attempts ?? DEFAULT_ATTEMPTS, attempt: 0, events: new EventEmitter() };
      job.events.setMaxListeners(0);
      job.result = new Promise((resolve, reject) => {
        job!.events.once('completed', resolve);
        job!.events.once('failed', reject);
      });
      job.result.catch(() => undefined);
      this.remember(key, job);
      const pending = job;
      const enqueue = () => {
        const list = this.waiting.get(queue) ?? [];
        pending.queuedAt = Date.now();
        list.push(pending);
        this.waiting.set(queue, list);
        this.kick(queue);
      };
      // setTimeout waits at most 2^31-1 ms (about 24.8 days; longer fires at once), so long delays wait in steps.
      const wait = (ms: number) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (this.closed) return;
          if (ms > MAX_TIMER_MS) wait(ms - MAX_TIMER_MS);
          else enqueue();
        }, Math.min(ms, MAX_TIMER_MS));
        this.timers.add(timer);
      };
      if (options.delay && options.delay > 0) wait(options.delay);
      else enqueue();
    }
    const found = job;
    return {
      id,
      finished: () => found.result!,
      onProgress: (listener) => found.events.on('progress', listener),
    };
  }

  handleNamed<T>(queue: QueueName, name: string, handler: HandleJob<T>): void {
    this.handlers.set(`${queue}:${name}`, handler as HandleJob<any>);
    this.kick(queue);
  }

  /**
   * Adds the job on a timer in this process, `offsetMs` past each whole `everyMs` (repeat-schedule.ts nextRunAt), the
   * first at the next such moment (jobs of a queue run up to its concurrency, so runs queue up rather than overlap).
   */
  async repeatNamed(queue: QueueName, name: string, everyMs: number, offsetMs = 0): Promise<void> {
    if (!this.consume || this.closed) return;
    const at = (runAt: number) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.closed) return;
        void this.addNamed(queue, name, {}, { attempts: 1 });
        // From the moment it was due, not from now: a timer that fires a little early must not run the job twice.
        at(nextRunAt(Math.max(Date.now(), runAt), everyMs, offsetMs));
      }, runAt - Date.now());
      timer.unref();
      this.timers.add(timer);
    };
    at(nextRunAt(Date.now(), everyMs, offsetMs));
  }

  /** Takes a waiting job out, and forgets a finished one's data (its id then runs again if added again). */
  async discardNamed(queue: QueueName, jobId: string): Promise<boolean> {
    const key = `${queue}:${jobId}`;
    const job = this.known.get(key);
    if (!job || this.running.has(job)) return false;
    const list = this.waiting.get(queue) ?? [];
    const at = list.indexOf(job);
    if (at >= 0) list.splice(at, 1);
    this.known.delete(key);
    return true;
  }

  /** Finished jobs live only in this process's memory (the last REMEMBERED_IDS ids): nothing to sweep. */
  async sweepFinished(): Promise<void> {}

  /** The worker is this process (when it runs workers); a job waits in its memory until a slot is free. */
  async health(): Promise<QueueHealth> {
    const queued = [...this.waiting.values()].flat().map((job) => job.queuedAt ?? Date.now());
    const oldest = queued.length ? Math.floor((Date.now() - Math.min(...queued)) / 1000) : null;
    return { driver: 'in-process', status: this.closed ? 'down' : 'up', workers: { count: this.consume && !this.closed ? 1 : 0, oldest_waiting_seconds: oldest } };
  }

  /**
   * Whether a job added now will run. Not in a process that runs no workers (`npm run seed:demo` without Redis): its
   * outbox events then stay pending for the app's own relay, instead of waiting in a queue nobody here runs and being
   * lost when the process ends (the running app's public cache then showed the magazine without the demo for a day).
   */
  available(): boolean {
    return this.consume && !this.closed;
  }

  /** Starts nothing more, waits up to `graceMs` for the running jobs, then aborts the rest (the queue lives in this process: nothing to hand back to). */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const settled = () => Promise.all([...this.running.values()].map((r) => r.settled));
    if (!this.running.size) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([settled(), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const r of this.running.values()) r.abort.abort(new Error('The process is stopping'));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer); // retries and repeat timers alike
    this.timers.clear();
  }

  private remember(key: string, job: PendingJob): void {
    this.known.set(key, job);
    if (this.known.size > REMEMBERED_IDS) this.known.delete(this.known.keys().next().value!);
  }

  /** Starts jobs of the queue while there are runnable ones and free slots. */
  private kick(queue: QueueName): void {
    if (!this.consume || this.closed || this.draining) return;
    const list = this.waiting.get(queue) ?? [];
    while ((this.active.get(queue) ?? 0) < CONCURRENCY[queue]) {
      const index = list.findIndex((job) => this.handlers.has(`${queue}:${job.name}`));
      if (index < 0) return;
      const [job] = list.splice(index, 1);
      this.active.set(queue, (this.active.get(queue) ?? 0) + 1);
      setImmediate(() =>
        this.context.runInAsyncScope(
          () =>
            void this.run(job).finally(() => {
              this.active.set(queue, (this.active.get(queue) ?? 1) - 1);
              this.kick(queue);
            }),
        ),
      );
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const handler = this.handlers.get(`${job.queue}:${job.name}`)!;
    job.attempt += 1;
    const abort = new AbortController();
    let settle!: () => void;
    this.running.set(job, { abort, settled: new Promise<void>((resolve) => (settle = resolve)) });
    try {
      const result = await handler({
        id: job.id,
        name: job.name,
        data: job.data,
        attempt: job.attempt,
        signal: abort.signal,
        reportProgress: async (progress) => void job.events.emit('progress', progress),
      });
      job.events.emit('completed', result);
    } catch (error) {
      if (job.attempt < job.attempts && !this.closed) {
        this.logger.warn(`${job.queue}/${job.name} job ${job.id} failed (try ${job.attempt}), retrying: ${String(error)}`);
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          job.queuedAt = Date.now();
          (this.waiting.get(job.queue) ?? []).push(job);
          this.kick(job.queue);
        }, BACKOFF_MS * 2 ** (job.attempt - 1));
        this.timers.add(timer);
      } else {
        this.logger.error(`${job.queue}/${job.name} job ${job.id} failed: ${String(error)}`);
        job.events.emit('failed', error);
      }
    } finally {
      this.running.delete(job);
      settle();
    }
  }
}
