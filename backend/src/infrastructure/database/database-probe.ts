import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';

/** What pg_stat_activity calls the health check's connection (application_name). */
export const PROBE_APPLICATION_NAME = 'flying50 health check';

/** The part of pg's Pool used here (pg comes with MikroORM, loaded as wait-for-database.ts loads it). */
interface PgPool {
  query(text: string): Promise<unknown>;
  on(event: 'error' | 'connect', listener: (arg: { on?(event: 'error', listener: () => void): void }) => void): unknown;
  end(): Promise<void>;
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

/** MikroORM's pool, which every request's queries use. */
export interface PoolState {
  size: number;
  /** Connections running a statement or held by a transaction. */
  busy: number;
  /** Statements waiting for a connection. */
  waiting: number;
}

/**
 * Asks PostgreSQL whether it answers, over a connection of its own (a pool of one, opened at the first check and kept,
 * closed with the application): through MikroORM's pool, `select 1` would wait behind the requests whenever its 10
 * connections are all busy, and a process that is merely busy would be reported down. Each process adds one connection.
 */
@Injectable()
export class DatabaseProbe implements OnApplicationShutdown {
  private pool?: Promise<PgPool>;
  private closed = false;

  constructor(@Inject(AppConfig) private readonly config: AppConfig, private readonly em: EntityManager) {}

  /** Resolves when PostgreSQL answers `select 1` within `timeoutMs` (to connect, then to answer); rejects with why not. */
  async ping(timeoutMs: number): Promise<void> {
    if (this.closed) throw new Error('The application is closing');
    this.pool ??= this.open(timeoutMs);
    await (await this.pool).query('select 1');
  }

  /** MikroORM's pool now (read from pg's counters, no query). */
  async poolState(): Promise<PoolState> {
    const pool = (await this.em.getConnection().getNativeClient()) as PgPool;
    return { size: pool.options.max, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const pool = await this.pool?.catch(() => undefined);
    await pool?.end();
  }

  private async open(timeoutMs: number): Promise<PgPool> {
    const { default: pg } = (await import('pg' as string)) as { default: { Pool: new (options: object) => PgPool } };
    const pool = new pg.Pool({
      connectionString: this.config.databaseUrl,
      application_name: PROBE_APPLICATION_NAME,
      max: 1,
      idleTimeoutMillis: 0, // kept: a server at max_connections still answers the check
      allowExitOnIdle: true,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs, // a connection that does not answer is closed (pg-pool drops it on the error)
    });
    // A connection the server closed (a restart) is dropped by the pool, and the next check opens another; unheard,
    // the error would end the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on?.('error', () => undefined));
    return pool;
  }
}
