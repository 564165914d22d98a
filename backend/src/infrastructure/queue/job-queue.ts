import { checkSchedule } from './repeat-schedule.js';

/** The queues of the application (docs/architecture.md): outbox events, LLM generation, coach insights, cache refresh, housekeeping, newsletter sends. */
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

export type HandleJob<T = unknown> = (job: JobContext<T>) => Promise<unknown>;

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
  /**
   * Calls back with every progress report of the job. Call it right after the add (in the same turn of the event
   * loop): reports that arrived before are then handed over first.
   */
  onProgress(listener: (progress: unknown) => void): void;
}

/** The job's worker died while running it (its lock lapsed): the job will not finish. */
export class JobLostError extends Error {
  constructor(queue: string, id: string) {
    super(`The ${queue} job ${id} was abandoned: the worker running it stopped`);
    this.name = 'JobLostError';
  }
}

/** The processes that run jobs, and how long the oldest job that could run has waited for one. */
export interface WorkersHealth {
  /** Processes running workers now (with Bull: those whose heartbeat is fresh; in-process: this one, or none). */
  count: number;
  /** Seconds the oldest job ready to run has waited (null: none waits). */
  oldest_waiting_seconds: number | null;
}

export interface QueueHealth {
  driver: 'bull' | 'in-process';
  status: 'up' | 'down';
  detail?: string;
  /** Absent while the queue cannot be asked (Redis down). */
  workers?: WorkersHealth;
}

const JOB_TYPE = Symbol('jobType');

/**
 * A kind of job: its class says on which queue it runs and under which name it is stored (@JobType), and its data's
 * type. Jobs are added as instances (`queue.add(new SweepUploads({}))`) and handled by a method marked
 * `@JobHandler(SweepUploads)` (job-handler.ts), so no caller writes a queue or a job name.
 */
export abstract class Job<D extends object = Record<string, never>> {
  constructor(public readonly data: D) {}
}

export type JobClass<D extends object = any> = new (data: D) => Job<D>;

export interface JobTypeInfo {
  queue: QueueName;
  /** The name stored with each job (Bull keeps it in Redis): never change a released one. */
  name: string;
}

/** Names a job class: the queue that runs it and its name there. */
export function JobType(queue: QueueName, name: string) {
  return (target: JobClass): void => {
    (target as unknown as Record<symbol, JobTypeInfo>)[JOB_TYPE] = { queue, name };
  };
}

export function jobTypeOf(cls: JobClass | (abstract new (...args: never[]) => unknown)): JobTypeInfo {
  // Its own: a subclass of a job class is another kind of job and needs its own name.
  if (!Object.prototype.hasOwnProperty.call(cls, JOB_TYPE)) throw new Error(`${cls.name} has no @JobType`);
  return (cls as unknown as Record<symbol, JobTypeInfo>)[JOB_TYPE];
}

/**
 * One queue interface, two drivers: Bull on Redis (REDIS_URL set) and an in-process driver.
 * Jobs are added and handled by their class (`add`, `handle`, `repeat`); a process consumes jobs only when
 * RUN_WORKERS is on. The named forms below are the drivers' own and the outbox relay's (relayed events are named by
 * their @EventType).
 */
export abstract class JobQueue {
  /** Adds a job to its class's queue. */
  add<D extends object>(job: Job<D>, options?: EnqueueOptions): Promise<EnqueuedJob> {
    const { queue, name } = jobTypeOf(job.constructor as JobClass<D>);
    return this.addNamed(queue, name, job.data, options);
  }

  /** Runs `handler` for the jobs of a class (called by JobHandlers for each @JobHandler method). */
  handle<D extends object>(type: JobClass<D>, handler: HandleJob<D>): void {
    const { queue, name } = jobTypeOf(type);
    this.handleNamed(queue, name, handler);
  }

  /**
   * Runs a job of the class (no data, one attempt) every `everyMs`, `offsetMs` past each whole interval (repeat-schedule.ts),
   * one run at a time across every process: Bull keeps one repeatable schedule in Redis whichever processes ask for it;
   * the in-process driver adds the job on a timer.
   */
  repeat(type: JobClass, everyMs: number, offsetMs = 0): Promise<void> {
    const { queue, name } = jobTypeOf(type);
    checkSchedule(everyMs, offsetMs);
    return this.repeatNamed(queue, name, everyMs, offsetMs);
  }

  abstract addNamed<T>(queue: QueueName, name: string, data: T, options?: EnqueueOptions): Promise<EnqueuedJob>;
  abstract handleNamed<T>(queue: QueueName, name: string, handler: HandleJob<T>): void;
  abstract repeatNamed(queue: QueueName, name: string, everyMs: number, offsetMs?: number): Promise<void>;
  /**
   * Takes a job out of the queue whatever its state (waiting, delayed, done, failed) unless it is running now; answers
   * whether it was there to take. `jobId` as given to add (the driver's own prefix is added here too).
   */
  abstract discardNamed(queue: QueueName, jobId: string): Promise<boolean>;
  /** Drops the kept records of finished jobs: done ones older than FINISHED_KEPT_MS, failed ones older than FAILED_KEPT_MS. */
  abstract sweepFinished(): Promise<void>;
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
/**
 * How long a done job's record (its data: an event's payload) is kept: long enough that an outbox row handed to the
 * queue again after a crash between the add and its commit (milliseconds) finds its job id taken and runs nothing twice.
 * Bull drops older ones when a later job finishes; the retention run (RetentionTick) drops them in any case, so none is
 * kept much over FINISHED_KEPT_MS plus the run's interval.
 */
export const FINISHED_KEPT_MS = 3600_000;
/** How long a failed job's record is kept (for the operator to look at). */
export const FAILED_KEPT_MS = 7 * 24 * 3600_000;
/** Jobs of one queue that a process runs at the same time. */
// insights: coach replies wait on the model most of the time (a few ms of database work each), so many run at once.
export const CONCURRENCY: Record<QueueName, number> = { events: 4, generation: 2, insights: 64, cache: 1, maintenance: 1, newsletter: 1 };
export const BACKOFF_MS = 1000;
