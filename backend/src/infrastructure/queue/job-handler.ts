import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AppConfig } from '../../config/app-config.js';
import { JobQueue, jobTypeOf, type JobClass, type JobContext } from './job-queue.js';
import { checkSchedule } from './repeat-schedule.js';

export interface JobHandlerOptions {
  /**
   * Also run the job (no data, one attempt) every `every` ms, one run at a time across every process (JobQueue.repeat).
   * The schedule is asked for at start and again every minute until the queue takes it (Redis away at start).
   */
  every?: number;
  /**
   * With `every`: how far (ms) past each whole interval, counted from midnight UTC, the runs fall, so that schedules do
   * not all start on the clock's whole minute or hour: `{ every: HOUR, offset: 7 * MINUTE }` runs at 00:07, 01:07, ...
   * 0 (on the whole interval) by default. Checked when the class loads (repeat-schedule.ts checkSchedule): whole seconds,
   * at least 0 and less than `every`; `every` itself whole seconds dividing a minute, whole minutes dividing an hour, or
   * whole hours dividing a day (what a cron expression can say).
   */
  offset?: number;
}

interface JobHandlerEntry extends JobHandlerOptions {
  method: string | symbol;
  type: JobClass;
}

const handlersByClass = new Map<Function, JobHandlerEntry[]>();
const RETRY_SCHEDULE_MS = 60_000;

/**
 * Marks the method that runs the jobs of a class: `@JobHandler(SweepUploads, { every: HOUR, offset: 23 * MINUTE }) sweep(job) {...}` on a
 * provider. JobHandlers finds it at start (Nest's DiscoveryService), so a job is found from its class, never from a
 * queue or job name written by hand.
 */
export function JobHandler<D extends object>(type: JobClass<D>, options: JobHandlerOptions = {}) {
  jobTypeOf(type); // fails at load time for a class without @JobType
  if (options.offset !== undefined && options.every === undefined) throw new Error('@JobHandler: an offset without `every`');
  if (options.every !== undefined) checkSchedule(options.every, options.offset); // and for a schedule cron cannot say
  return <M extends (job: JobContext<D>) => Promise<unknown>>(target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<M>): void => {
    const owner = target.constructor;
    handlersByClass.set(owner, [...(handlersByClass.get(owner) ?? []), { method, type, ...options }]);
  };
}

/** Registers every @JobHandler method of the application's providers with the queue, and their schedules. */
@Injectable()
export class JobHandlers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobHandlers');
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.databaseUrl) return; // the OpenAPI writer: no database, no jobs
    const seen = new Set<string>();
    for (const { metatype, instance } of this.discovery.getProviders()) {
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      for (const entry of handlersByClass.get(metatype) ?? []) {
        const { queue, name } = jobTypeOf(entry.type);
        if (seen.has(`${queue}:${name}`)) throw new Error(`Two handlers for the ${queue} job ${name}`);
        seen.add(`${queue}:${name}`);
        const run = (instance as Record<string | symbol, (job: JobContext<object>) => Promise<unknown>>)[entry.method];
        this.queue.handle(entry.type, (job) => run.call(instance, job));
        if (entry.every) void this.schedule(entry.type, entry.every, entry.offset ?? 0);
      }
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }

  /** Asks for the job's schedule; while the queue cannot take it (Redis away), asks again every minute. */
  private async schedule(type: JobClass, everyMs: number, offsetMs: number): Promise<void> {
    try {
      await this.queue.repeat(type, everyMs, offsetMs);
    } catch (error) {
      const { queue, name } = jobTypeOf(type);
      this.logger.warn(`Could not schedule the ${queue} job ${name}, retrying in a minute: ${String(error)}`);
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        void this.schedule(type, everyMs, offsetMs);
      }, RETRY_SCHEDULE_MS);
      timer.unref();
      this.retries.add(timer);
    }
  }
}
