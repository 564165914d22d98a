import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { attemptsOf, eventTypeOf, registeredEventTypes, reviveEvent, type DomainEvent } from './domain-event.js';
import { JobQueue } from './job-queue.js';

const POLL_MS = 1000;
const BATCH = 100;
/** The metadata key under which @nestjs/cqrs's @EventsHandler lists the event classes a handler takes. */
const EVENTS_HANDLER_METADATA = '__eventsHandler__';

interface EventJob {
  id: number;
  type: string;
  payload: object;
}

/** A consumer that runs inside the relayed job itself, so its failure fails the job and the queue retries it. */
export type DirectConsumer = (event: DomainEvent) => Promise<void>;

/**
 * Hands outbox rows to the `events` queue with the row id as job id (so a crash between enqueue and
 * marking the row loses nothing and runs nothing twice), then marks them dispatched. Several processes
 * may relay at once: rows are claimed with FOR UPDATE SKIP LOCKED. While the queue is unavailable (Redis
 * down) passes are skipped and rows stay pending; they go out on the first pass after it is back.
 *
 * The relayed job runs every @EventsHandler of the event and waits for them, so the job ends only when
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
  private readonly direct = new Map<string, DirectConsumer>();
  private unavailableSince?: number;

  constructor(
    private readonly orm: MikroORM,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {}

  /** Every @EventsHandler instance of the application, by the event type it takes. */
  private eventHandlers(): Map<string, IEventHandler[]> {
    const byType = new Map<string, IEventHandler[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      const events = Reflect.getMetadata(EVENTS_HANDLER_METADATA, metatype) as Parameters<typeof eventTypeOf>[0][] | undefined;
      for (const event of events ?? []) {
        const type = eventTypeOf(event);
        byType.set(type, [...(byType.get(type) ?? []), instance as IEventHandler]);
      }
    }
    return byType;
  }

  /**
   * Makes `consume` the one consumer of an event type instead of the event bus (whose handlers run
   * detached from the job). For work that must be retried until it succeeds, such as sending mail.
   * Call it before the application bootstrap (in onModuleInit).
   */
  consumeDirectly(type: string, consume: DirectConsumer): void {
    this.direct.set(type, consume);
  }

  onApplicationBootstrap(): void {
    if (!this.config.databaseUrl) return;
    const handlers = this.eventHandlers();
    for (const type of registeredEventTypes()) {
      const direct = this.direct.get(type);
      const consumers = handlers.get(type) ?? [];
      this.queue.handle<EventJob>('events', type, async (job) => {
        const event = reviveEvent(job.data.type, job.data.payload, job.data.id);
        if (!event) return;
        if (direct) await direct(event);
        else await Promise.all(consumers.map((consumer) => consumer.handle(event)));
      });
    }
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
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
        this.logger.warn('The queue is unavailable (Redis down?): outbox events stay pending until it is back');
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
          await this.queue.add<EventJob>('events', row.type, { id: row.id, type: row.type, payload: row.payload }, {
            jobId: `outbox-${row.id}`,
            attempts: attemptsOf(row.type),
          });
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
