import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { attemptsOf, eventConsumersOf, eventTypeOf, registeredEventTypes, reviveEvent, type DomainEvent } from './domain-event.js';
import { JobQueue, type JobContext, type QueueName } from './job-queue.js';

const POLL_MS = 1000;
const BATCH = 100;

/** An outbox row deleted by Outbox's `forget`: its jobs are taken out of the queues after the commit. */
export interface ForgottenRow {
  id: number;
  type: string;
  dispatched: boolean;
}

interface EventJob {
  id: number;
  type: string;
  payload: object;
}

/** A consumer runs inside the relayed job itself, so its failure fails the job and the queue retries it. */
type Consumer = (event: DomainEvent, job: JobContext) => Promise<unknown>;

/** The consumers of one event type that run on one queue, and the tries of that queue's job. */
interface Route {
  queue: QueueName;
  attempts?: number;
  consumers: Consumer[];
}

/**
 * Hands outbox rows to the `events` queue (and to the queue of each consumer that asked for its own, e.g. the coach
 * reply on `insights`) with the row id as job id (so a crash between enqueue and marking the row loses nothing and
 * runs nothing twice; the Bull driver puts the database's identity before it, as a restored copy hands the same ids
 * out again), then marks them dispatched. Several processes
 * may relay at once: rows are claimed with FOR UPDATE SKIP LOCKED. While the queue is unavailable (Redis
 * down) passes are skipped and rows stay pending; they go out on the first pass after it is back.
 *
 * The relayed job runs every @OnEvent method of the event and waits for them, so the job ends only when
 * the consumers are done: a worker that dies in the middle leaves the job to be run again (stalled-job
 * recovery), never lost. Consumers are idempotent (keyed by the event id), so a second run changes nothing.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private again = false;
  private stopped = false;
  private unavailableSince?: number;
  /** By event type: the queues its rows go to (`events`, and those its consumers asked for), found at start. */
  private readonly routes = new Map<string, Route[]>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {}

  /** Every @OnEvent method of the application's providers, by event type and queue. */
  private consumers(): Map<string, Route[]> {
    const byType = new Map<string, Route[]>();
    for (const { metatype, instance } of this.discovery.getProviders()) {
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      for (const { method, events, queue = 'events', attempts } of eventConsumersOf(metatype)) {
        const consume = (instance as Record<string | symbol, Consumer>)[method];
        for (const event of events) {
          const type = eventTypeOf(event);
          const routes = byType.get(type) ?? [];
          let route = routes.find((r) => r.queue === queue);
          if (!route) routes.push((route = { queue, attempts: attempts ?? attemptsOf(type), consumers: [] }));
          route.consumers.push((e, job) => consume.call(instance, e, job));
          byType.set(type, routes);
        }
      }
    }
    return byType;
  }

  /**
   * Registers, for every event type, the job that runs its consumers: on `events` (every row goes there, consumers or
   * not), and on each other queue some consumer asked for (@OnEvent's `queue`), where the row is added as well.
   * Relayed events are named by their @EventType (the outbox row's type), hence the named forms.
   */
  onApplicationBootstrap(): void {
    if (!this.config.databaseUrl) return;
    const byType = this.consumers();
    for (const type of registeredEventTypes()) {
      const routes = byType.get(type) ?? [];
      if (!routes.some((r) => r.queue === 'events')) routes.push({ queue: 'events', attempts: attemptsOf(type), consumers: [] });
      for (const route of routes) {
        this.queue.handleNamed<EventJob>(route.queue, type, async (job) => {
          const event = reviveEvent(job.data.type, job.data.payload, job.data.id);
          if (!event) return;
          // A row forgotten since it was relayed (its person's account deleted, their address erased) is not acted on,
          // should its job have escaped `discard` (running then, or Redis away): nothing goes out to a deleted person.
          if (!(await this.stillKept(job.data.id))) return { dropped: 'the outbox row was forgotten' };
          await Promise.all(route.consumers.map((consume) => consume(event, job)));
        });
      }
      this.routes.set(type, routes);
    }
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  private async stillKept(id: number): Promise<boolean> {
    const rows = await this.orm.em.fork().execute<unknown[]>('select 1 from outbox_events where id = ?', [id]);
    return rows.length > 0;
  }

  /**
   * Takes the jobs of forgotten rows out of every queue their type goes to (waiting, delayed, done or failed; a job
   * running now cannot be taken and is dropped by the check above if it has not started its consumers yet). A queue
   * that cannot be reached leaves the job, which the same check then drops; a done or failed one lapses with the queue's
   * retention (docs/operations.md, "What is kept").
   */
  async discard(rows: ForgottenRow[]): Promise<void> {
    for (const row of rows) {
      const routes = this.routes.get(row.type) ?? [{ queue: 'events' as const }];
      for (const { queue } of routes) {
        await this.queue.discardNamed(queue, `outbox-${row.id}`).catch((error: unknown) => {
          this.logger.warn(`Could not take the job of forgotten outbox row ${row.id} out of ${queue}: ${String(error)}`);
        });
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.flushing;
  }

  /** Wakes the relay; concurrent calls coalesce into one more pass. */
  kick(): void {
    if (this.stopped) return;
    if (this.flushing) {
      this.again = true;
      return;
    }
    this.flushing = this.flush()
      .catch((error: unknown) => this.logger.warn(`Outbox relay pass failed, will retry: ${String(error)}`))
      .finally(() => {
        this.flushing = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Dispatches every pending row; resolves when the outbox is empty (used by tests and shutdown). */
  async flush(): Promise<void> {
    if (!this.queue.available()) {
      if (this.unavailableSince === undefined) {
        this.unavailableSince = Date.now();
        this.logger.warn('The queue takes no jobs here (Redis down, or a process that runs no workers): outbox events stay pending for one that does');
      }
      return;
    }
    if (this.unavailableSince !== undefined) {
      this.logger.log(`The queue is back after ${Date.now() - this.unavailableSince} ms: relaying pending outbox events`);
      this.unavailableSince = undefined;
    }
    for (;;) {
      const sent = await this.orm.em.fork().transactional(async (em) => {
        const rows = await em.execute<EventJob[]>(
          `select id, type, payload from outbox_events where dispatched_at is null order by id limit ${BATCH} for update skip locked`,
        );
        for (const row of rows) {
          const routes: Route[] = this.routes.get(row.type) ?? [{ queue: 'events', attempts: attemptsOf(row.type), consumers: [] }];
          for (const { queue, attempts } of routes) {
            await this.queue.addNamed<EventJob>(queue, row.type, { id: row.id, type: row.type, payload: row.payload }, { jobId: `outbox-${row.id}`, attempts });
          }
        }
        if (rows.length) {
          const ids = rows.map((r) => Number(r.id)).join(',');
          await em.execute(`update outbox_events set dispatched_at = now(), attempts = attempts + 1 where id in (${ids})`);
        }
        return rows.length;
      });
      if (sent < BATCH || this.stopped) return;
    }
  }
}
