// The processes of the multi-process layout (README "Multi-process layout", docs/operations.md) started at the same
// moment on an empty database: two API processes (RUN_WORKERS=false) and a worker of the BUILT app, then the one-shot
// migration step while another holder of the lock is stuck and then dies. Each applies the migrations at start under one PostgreSQL advisory lock, so one of them applies them all
// and the others, once it is done, find nothing left to apply; none of them stops on a half-made schema.
import { afterAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MAIN, runScript } from './built-app.js';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../../backend/src/infrastructure/database/migrate-under-lock.js';
import { clearRedisPrefix, createDatabase, layoutEnv, startApi, startWorker, until, type AppProcess } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MIGRATE = join(dirname(MAIN), 'migrate.js');

let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let env: Record<string, string> | undefined;
const processes: AppProcess[] = [];

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGTERM')));
  await db?.drop();
  if (env) {
    await clearRedisPrefix(REDIS, env.QUEUE_PREFIX);
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
});

/** The migrations one process's output says it applied (its "Applied N migration(s): a, b, ..." line). */
function appliedBy(output: string): string[] {
  const line = /Applied \d+ migration\(s\): ([^"\n]+)/.exec(output);
  return line ? line[1].split(', ') : [];
}

describe('API processes, a worker and the migration step started together on an empty database', () => {
  it('all become healthy and every migration is applied exactly once', async () => {
    db = await createDatabase(ADMIN_DB);
    env = layoutEnv({ databaseUrl: db.url, redisUrl: REDIS });
    const layout = env;
    const settled = await Promise.allSettled([startApi(layout), startApi(layout), startWorker(layout)]);
    for (const s of settled) if (s.status === 'fulfilled') processes.push(s.value);
    // On failure: which process stopped, and what it said.
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
    const [a, b] = processes;
    for (const api of [a, b]) expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    // Nobody holds the lock once they are up.
    const locks = `select l.granted from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = current_database()`;
    expect(await db.sql(locks)).toEqual([]);

    // The migration step of a release, started while a process that holds the lock is stuck: it waits; that process
    // dies (its connection closes), the lock goes with it, and the step finds nothing left to do.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrating = runScript(MIGRATE, [], layout);
    await until(async () => (await db!.sql(locks)).some((l) => l.granted === false), 30_000, 'the migration step waits for the lock');
    await holder.end();
    const migrate = await migrating;
    expect(migrate.code).toBe(0);
    expect(migrate.output).toContain('Another process is applying the migrations: waiting for it to finish');
    expect(migrate.output).toContain('The database is up to date (no migration to apply)');
    expect(await db.sql(locks)).toEqual([]);

    // Every migration recorded once; and across the processes, each applied by one of them only.
    const rows = await db.sql<{ name: string; times: string }>('select name, count(*) as times from mikro_orm_migrations group by name');
    expect(rows.filter((r) => Number(r.times) !== 1)).toEqual([]);
    const applied = [...processes.map((p) => p.output()), migrate.output].flatMap(appliedBy);
    expect(applied.length).toBe(rows.length);
    expect(new Set(applied)).toEqual(new Set(rows.map((r) => r.name)));
  }, 180_000);
});
