/** The queues of the application (DESIGN.md): outbox events, LLM generation, coach insights, cache refresh, housekeeping, newsletter sends. */
export const QUEUE_NAMES = ['events', 'generation', 'insights', 'cache', 'maintenance', 'newsletter'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobContext<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  reportProgress(progress: unknown): Promise<void>;
  /**
   * Aborted when the process stops and the job is handed back to the queue (see JobQueue.drain): a handler that
   * checks it stops before storing anything, and another worker runs the job again from the start.
   */
  signal: AbortSignal;
}

export type JobHandler<T = unknown> = (job: JobContext<T>) => Promise<unknown>;

export interface EnqueueOptions {
  /** Jobs with the same id are accepted once (idempotent enqueue). */
  jobId?: string;
  /** Total tries before the job is marked failed (default 3). */
  attempts?: number;
  /** Milliseconds to wait before the job may run (Bull keeps delayed jobs in Redis, so they survive restarts). */
  delay?: number;
}

export interface EnqueuedJob {
  id: string;
  /** Resolves with the handler's result, rejects with its last error. */
  finished(): Promise<unknown>;
  /** Calls back with every progress report of the job. */
  onProgress(listener: (progress: unknown) => void): void;
}

/** The job's worker died while running it (its lock lapsed): the job will not finish. */
export class JobLostError extends Error {
  constructor(queue: string, id: string) {
    super(`The ${queue} job ${id} was abandoned: the worker running it stopped`);
    this.name = 'JobLostError';
  }
}

export interface QueueHealth {
  driver: 'bull' | 'in-process';
  status: 'up' | 'down';
  detail?: string;
}

/**
 * One queue interface, two drivers: Bull on Redis (REDIS_URL set) and an in-process driver.
 * Handlers are registered per queue and job name; a process consumes jobs only when RUN_WORKERS is on.
 */
export abstract class JobQueue {
  abstract add<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<EnqueuedJob>;
  abstract handle<T>(queue: QueueName, name: string, handler: JobHandler<T>): void;
  /**
   * Runs the job `name` (no data, one attempt) every `everyMs`, one run at a time across every process: Bull keeps
   * one repeatable schedule in Redis whichever processes ask for it; the in-process driver adds the job on a timer.
   */
  abstract repeat(queue: QueueName, name: string, everyMs: number): Promise<void>;
  abstract health(): Promise<QueueHealth>;
  /** False while the queue cannot take jobs (Redis unreachable): callers skip work that would only wait for it. */
  abstract available(): boolean;
  /**
   * Graceful stop of this process's workers: takes no new jobs, lets the running ones finish for up to `graceMs`,
   * then aborts the rest (JobContext.signal) and hands them back to the queue for another worker.
   */
  abstract drain(graceMs: number): Promise<void>;
  abstract close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
/** Jobs of one queue that a process runs at the same time. */
// insights: coach replies wait on the model most of the time (a few ms of database work each), so many run at once.
export const CONCURRENCY: Record<QueueName, number> = { events: 4, generation: 2, insights: 64, cache: 1, maintenance: 1, newsletter: 1 };
export const BACKOFF_MS = 1000;
