import { expect } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../../backend/src/infrastructure/database/migrations/index.js';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { createApp } from '../../backend/src/bootstrap.js';
import { OutboxRelay } from '../../backend/src/infrastructure/queue/outbox-relay.js';
import { eventTypeOf } from '../../backend/src/infrastructure/queue/domain-event.js';
import { RetentionTick } from '../../backend/src/infrastructure/queue/retention.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.js';
import { recordStatuses } from './status-coverage.mjs';

export const ADMIN_EMAIL = 'admin@flyingat50.test';
export const EDITOR_EMAIL = 'editor@flyingat50.test';

const adminUrl = () => process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export function databaseUrlFor(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = new URL('../../backend/src/infrastructure/database/migrations/', import.meta.url);
let template: Promise<string> | undefined;

/**
 * A database with every migration applied, made once per set of migration files (its name holds their digest) and
 * copied for each test app (`create database ... template`, under a second, where migrating takes 5-10 s on a busy
 * machine). Made under an advisory lock, so parallel test files make it once; templates of other sets are dropped after a day.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha1');
    for (const file of (await readdir(MIGRATIONS_DIR)).sort()) digest.update(file).update(await readFile(new URL(file, MIGRATIONS_DIR)));
    const name = `f50_test_tpl_${digest.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(4250050)');
      if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const orm = await MikroORM.init({
          driver: PostgreSqlDriver,
          clientUrl: databaseUrlFor(building),
          entities: [],
          extensions: [Migrator],
          migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
          discovery: { warnWhenNoEntities: false },
          ensureDatabase: false,
          debug: false,
        });
        try {
          await orm.migrator.up();
        } finally {
          await orm.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        await admin.query(`comment on database ${name} is '${Date.now()}'`);
        // Templates of other migration sets are dropped a day after they were made: a run of another checkout on this
        // machine (another branch, a CI clone) may still be copying its own.
        const old = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like 'f50\\_test\\_tpl\\_%' and datname <> $1
             and coalesce(nullif(shobj_description(oid, 'pg_database'), '')::bigint, 0) < $2`,
          [name, Date.now() - 24 * 3600_000],
        );
        for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(4250050)').catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return template;
}

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  /** The SMTP sink the app mails to (SMTP_URL). */
  mail: FakeSmtp;
  /** Runs SQL against this test's own database. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Hands every pending outbox row to the queue now. */
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'redis' (default, the real Bull queues) or 'in-process'. */
  queue?: 'redis' | 'in-process';
  env?: Record<string, string>;
  /** The root logger (default: LOG_LEVEL silent); a test that reads the log passes one writing to it. */
  logger?: Logger;
}

/**
 * A real application on its own fresh PostgreSQL database (migrated at start) and its own Redis key
 * prefix, so test files can run in parallel without sharing state.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = `f50_test_${id}`;
  await adminQuery(`create database ${database} template ${await migratedTemplate()}`);
  const prefix = `f50test:${id}`;
  const mail = await startFakeSmtp();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrlFor(database),
    REDIS_URL: options.queue === 'in-process' ? '' : redisUrl(),
    QUEUE_PREFIX: prefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: ADMIN_EMAIL,
    STAFF_EMAILS: EDITOR_EMAIL,
    DATA_DIR: `/tmp/f50-test-data/${id}`,
    SMTP_URL: mail.url,
    ...options.env,
  });
  const app = await createApp(config, options.logger);
  await app.init();
  recordStatuses(app.getHttpServer(), relative(process.cwd(), expect.getState().testPath ?? ''));
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  return {
    app,
    server: app.getHttpServer(),
    config,
    mail,
    sql: async (query, params = []) => (await pool.query(query, params)).rows,
    flushOutbox: () => app.get(OutboxRelay).flush(),
    close: async () => {
      await app.close();
      await mail.close();
      await pool.end();
      // pg's pool.end() resolves before the sockets close; dropping "with (force)" then would kill clients that
      // are still saying goodbye, and their pool re-emits that as an unhandled 'error' in a later test.
      for (let i = 0; i < 40; i++) {
        const [{ n }] = await adminQuery<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database]);
        if (n === '0') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await adminQuery(`drop database if exists ${database} with (force)`);
      await rm(config.dataDir, { recursive: true, force: true });
      if (config.redisUrl) {
        const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
        await redis.connect();
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    },
  };
}

/**
 * The outbox rows the test's own requests may have written (id and type, in order): every row but the app's own
 * clock's RetentionTick, which the hourly retention run publishes at 7 min past each hour whatever the test does (docs/architecture.md,
 * "Tests"). For a check that a refused or repeated request wrote no event.
 */
export function outboxOfRequests(t: TestApp): Promise<Array<{ id: number; type: string }>> {
  return t.sql('select id, type from outbox_events where type <> $1 order by id', [eventTypeOf(RetentionTick)]);
}

/** Polls until the check passes (for work done by queue consumers). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
