// docs/operations.md "Health": /api/health says when no worker runs the jobs. The BUILT app in real processes (an API
// process with RUN_WORKERS=false and a worker) on the machine's PostgreSQL and a throwaway Redis. Each process running
// workers keeps a heartbeat in Redis (<QUEUE_PREFIX>:workers); with the only worker killed, a password reset still
// answers 200 and its mail waits: health must turn degraded (still 200: the site itself works) within 20 s.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { startFakeSmtp, type FakeSmtp } from '../fakes/index.js';
import { createDatabase, layoutEnv, startApi, startRedis, startWorker, staffSession, until, type AppProcess, type RedisServer, type Session } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

let mail: FakeSmtp;
let redis: RedisServer;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
let api: AppProcess;
const processes: AppProcess[] = [];
let editor: Session;

beforeAll(async () => {
  [mail, redis, db] = await Promise.all([startFakeSmtp(), startRedis(), createDatabase(ADMIN_DB)]);
  env = layoutEnv({ databaseUrl: db.url, redisUrl: redis.url, smtpUrl: mail.url });
  api = await startApi(env);
  processes.push(api, await startWorker(env));
  editor = await staffSession(api.url, mail, 'editor@flyingat50.test');
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGKILL')));
  await db?.drop();
  await Promise.all([mail?.close(), redis?.close()]);
  if (env) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

const staffHealth = () => editor.get(api.url, '/api/health');
const publicHealth = async () => {
  const res = await fetch(`${api.url}/api/health`);
  return { status: res.status, body: (await res.json()) as { status: string; workers: Record<string, unknown> } };
};

describe('health and the workers', () => {
  it('turns degraded within 20 s when jobs wait and no worker runs them, and ok again with a new worker', async () => {
    const up = await until(async () => {
      const res = await staffHealth();
      return res.body.workers?.count === 1 && res;
    }, 20_000, 'the worker counted');
    expect(up.value.status).toBe(200);
    expect(up.value.body).toMatchObject({ status: 'ok', queue: { status: 'up' }, workers: { status: 'up', count: 1 } });

    const worker = processes[1];
    await worker.signal('SIGKILL');
    const killedAt = Date.now();
    const reset = await fetch(`${api.url}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'editor@flyingat50.test' }) });
    expect(reset.status).toBe(200);

    const down = await until(async () => {
      const res = await staffHealth();
      return res.body.workers?.status === 'down' && res;
    }, 20_000, 'health saying no worker runs the waiting jobs');
    console.log(`worker killed to health degraded: ${Date.now() - killedAt} ms`);
    expect(down.value.status).toBe(200);
    expect(down.value.body).toMatchObject({ status: 'degraded', database: { status: 'up' }, queue: { status: 'up' }, workers: { status: 'down', count: 0 } });
    expect(down.value.body.workers.oldest_waiting_seconds).toBeGreaterThanOrEqual(0);
    // Anyone sees the state; the count and the wait are for staff.
    expect(await publicHealth()).toMatchObject({ status: 200, body: { status: 'degraded', workers: { status: 'down' } } });
    expect(Object.keys((await publicHealth()).body.workers)).toEqual(['status']);

    // A new worker sends the waiting mail, and health is ok again.
    processes.push(await startWorker(env));
    await mail.waitFor((m) => m.to.includes('editor@flyingat50.test') && /reset/i.test(m.subject), 30_000);
    const again = await until(async () => {
      const res = await staffHealth();
      return res.body.status === 'ok' && res;
    }, 20_000, 'health ok again');
    expect(again.value.body.workers).toMatchObject({ status: 'up', count: 1 });

    // A worker stopped with SIGTERM says so at once (its heartbeat is removed, not left to lapse).
    await processes[2].signal('SIGTERM');
    expect((await staffHealth()).body.workers).toMatchObject({ count: 0 });
  }, 120_000);
});
