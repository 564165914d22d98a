// docs/operations.md "Backups": a restore onto the same Redis and QUEUE_PREFIX as before (the operator stops the app,
// restores into a new database and DATA_DIR, starts again). The BUILT app in real processes (an API process with
// RUN_WORKERS=false and a worker) on the machine's PostgreSQL (a database per step) and a throwaway Redis. Redis
// still holds what the earlier database made: the public cache (answers showing an article the restored database
// lacks) and finished jobs whose ids the restored database's outbox hands out again. The restored site must show
// only its own data and send what it is asked to.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startFakeEdge, startFakeSmtp, type FakeEdge, type FakeSmtp } from '../fakes/index.js';
import { ROOT, runScript } from './built-app.js';
import {
  createDatabase,
  layoutEnv,
  memberSession,
  startApi,
  startRedis,
  startWorker,
  staffSession,
  until,
  type AppProcess,
  type RedisServer,
  type Session,
} from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const RESET_SUBJECT = /reset/i;

let mail: FakeSmtp;
let edge: FakeEdge;
let redis: RedisServer;
const databases: Awaited<ReturnType<typeof createDatabase>>[] = [];
const folders: string[] = [];
const processes: AppProcess[] = [];

beforeAll(async () => {
  [mail, redis, edge] = await Promise.all([startFakeSmtp(), startRedis(), startFakeEdge()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGKILL')));
  await Promise.all(databases.map((d) => d.drop().catch(() => undefined)));
  await Promise.all([mail?.close(), redis?.close(), edge?.close()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function startLayout(env: Record<string, string>): Promise<AppProcess> {
  const api = await startApi(env);
  processes.push(api, await startWorker(env));
  return api;
}

const text = async (url: string) => (await fetch(url)).text();

async function publish(editor: Session, api: AppProcess, title: string): Promise<string> {
  const created = await editor.post(api.url, '/api/website-content', { title, long_form_article: 'Easy miles, then strides. '.repeat(40), editorial_theme: 'Training & Performance' });
  expect(created.status).toBe(201);
  expect((await editor.post(api.url, `/api/website-content/${created.body.id}/publish`, {})).status).toBe(200);
  await until(async () => (await text(`${api.url}/`)).includes(title), 15_000, `"${title}" on the home page`);
  return created.body.slug;
}

const resetMails = (email: string) => mail.messages.filter((m) => m.to.includes(email) && RESET_SUBJECT.test(m.subject)).length;

async function requestReset(api: AppProcess, email: string): Promise<void> {
  const res = await fetch(`${api.url}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(res.status).toBe(200);
}

describe('a restore onto the Redis the earlier database used', () => {
  it('shows only the restored data, publishes and mails again: nothing of the earlier database is served or taken for a new job', async () => {
    const first = await createDatabase(ADMIN_DB);
    databases.push(first);
    const env = layoutEnv({ databaseUrl: first.url, redisUrl: redis.url, smtpUrl: mail.url, extra: { CACHE_PURGE_URLS: edge.url } });
    folders.push(env.DATA_DIR);
    let api = await startLayout(env);
    const editor = await staffSession(api.url, mail, 'editor@flyingat50.test');
    await memberSession(api.url, 'before@example.com');
    await memberSession(api.url, 'after@example.com');
    await publish(editor, api, 'Written before the backup');

    const backup = await runScript(join(ROOT, 'scripts/db-backup.mjs'), [], { DATABASE_URL: first.url, DATA_DIR: env.DATA_DIR });
    expect(backup.code).toBe(0);
    const archive = backup.output.match(/Backup written to (\S+\.tar)/)![1];

    // After the backup: a publish (cached in Redis by the readers) and two password resets, all on outbox ids the
    // restored database hands out again.
    const lostSlug = await publish(editor, api, 'Written after the backup');
    expect((await fetch(`${api.url}/article/${lostSlug}`)).status).toBe(200);
    await requestReset(api, 'before@example.com');
    await requestReset(api, 'before@example.com');
    await until(async () => resetMails('before@example.com') === 2, 15_000, 'the two reset mails');
    await Promise.all(processes.splice(0).map((p) => p.signal('SIGTERM')));
    // Until now the edge was only told what each publish touched, never to drop everything.
    const dropAll = () => edge.purges.filter((purge) => purge.keys.join(' ') === 'all').length;
    expect(dropAll()).toBe(0);

    // Restored into a new database and DATA_DIR; the same Redis and QUEUE_PREFIX.
    const second = await createDatabase(ADMIN_DB);
    databases.push(second);
    const restoredEnv = { ...layoutEnv({ databaseUrl: second.url, redisUrl: redis.url, smtpUrl: mail.url, extra: { CACHE_PURGE_URLS: edge.url } }), QUEUE_PREFIX: env.QUEUE_PREFIX, SESSION_SECRET: env.SESSION_SECRET };
    folders.push(restoredEnv.DATA_DIR);
    const restore = await runScript(join(ROOT, 'scripts/db-restore.mjs'), [archive], { DATABASE_URL: second.url, DATA_DIR: restoredEnv.DATA_DIR });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    api = await startLayout(restoredEnv);
    // The edge in front (Varnish) still held the earlier database's pages: it is told once to drop everything.
    await until(async () => dropAll() === 1, 15_000, 'the edge told to drop the earlier database\'s pages');

    // Only what the restored database holds is shown.
    const home = await text(`${api.url}/`);
    expect({ before: home.includes('Written before the backup'), after: home.includes('Written after the backup') }).toEqual({ before: true, after: false });
    expect(JSON.stringify(await (await fetch(`${api.url}/api/publisher/articles`)).json())).not.toContain('Written after the backup');
    expect((await fetch(`${api.url}/article/${lostSlug}`)).status).toBe(404);

    // New events go out: a publish shows on the home page, a password reset is mailed.
    await publish(editor, api, 'Written after the restore');
    await requestReset(api, 'after@example.com');
    await until(async () => resetMails('after@example.com') === 1, 15_000, 'the reset mail after the restore');
    const [{ dispatched }] = await second.sql<{ dispatched: number }>(`select count(*)::int as dispatched from outbox_events where dispatched_at is null`);
    expect(dispatched).toBe(0);

    // Redis records which database it serves.
    const r = new Redis(redis.url);
    const [id] = await second.sql<{ value: string }>(`select value from infrastructure_settings where name = 'database_id'`);
    const [old] = await first.sql<{ value: string }>(`select value from infrastructure_settings where name = 'database_id'`);
    expect(id.value).not.toBe(old.value);
    expect(await r.get(`${env.QUEUE_PREFIX}:database-id`)).toBe(id.value);
    r.disconnect();
  }, 180_000);
});
