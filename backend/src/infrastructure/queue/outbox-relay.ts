import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { attemptsOf, registeredEventTypes, reviveEvent, type DomainEvent } from './domain-event.js';
import { JobQueue } from './job-queue.js';

const POLL_MS = 1000;
const BATCH = 100;

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
 * may relay at once: rows are claimed with FOR UPDATE SKIP LOCKED.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly direct = new Map<string, DirectConsumer>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly eventBus: EventBus,
  ) {}

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
    for (const type of registeredEventTypes()) {
      const direct = this.direct.get(type);
      this.queue.handle<EventJob>('events', type, async (job) => {
        const event = reviveEvent(job.data.type, job.data.payload, job.data.id);
        if (!event) return;
        if (direct) await direct(event);
        else this.eventBus.publish(event);
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
