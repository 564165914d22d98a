/** The queues of the application (DESIGN.md): outbox events, LLM generation, coach insights, cache refresh, housekeeping. */
export const QUEUE_NAMES = ['events', 'generation', 'insights', 'cache', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobContext<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  reportProgress(progress: unknown): Promise<void>;
}

export type JobHandler<T = unknown> = (job: JobContext<T>) => Promise<unknown>;

export interface EnqueueOptions {
  /** Jobs with the same id are accepted once (idempotent enqueue). */
  jobId?: string;
  /** Total tries before the job is marked failed (default 3). */
  attempts?: number;
}

export interface EnqueuedJob {
  id: string;
  /** Resolves with the handler's result, rejects with its last error. */
  finished(): Promise<unknown>;
  /** Calls back with every progress report of the job. */
  onProgress(listener: (progress: unknown) => void): void;
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
  abstract close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
/** Jobs of one queue that a process runs at the same time. */
export const CONCURRENCY: Record<QueueName, number> = { events: 4, generation: 2, insights: 2, cache: 1, maintenance: 1 };
export const BACKOFF_MS = 1000;
