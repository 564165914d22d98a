// docs/operations.md "Scale-out": a takedown is immediate. Two API processes (RUN_WORKERS=false) of the BUILT app share
// PostgreSQL and Redis (the public cache); the worker is stopped, so the unpublish's and the delete's events wait in the
// queue. The process that made the change drops the article's public cache entries itself right after the commit, so
// the other process stops showing the article at once; the events' purges (edges, warm-ups) follow when a worker runs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { startFakeSmtp, type FakeSmtp } from '../fakes/index.js';
import { clearRedisPrefix, createDatabase, layoutEnv, startApi, startWorker, staffSession, until, type AppProcess, type Session } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let mail: FakeSmtp;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
const processes: AppProcess[] = [];
let a: AppProcess;
let b: AppProcess;
let editor: Session;

const get = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: res.status, text: await res.text() };
};

beforeAll(async () => {
  mail = await startFakeSmtp();
  db = await createDatabase(ADMIN_DB);
  env = layoutEnv({ databaseUrl: db.url, redisUrl: REDIS, smtpUrl: mail.url });
  a = await startApi(env);
  processes.push(a);
  [b] = await Promise.all([startApi(env), startWorker(env)]).then((started) => (processes.push(...started), started));
  editor = await staffSession(a.url, mail, 'editor@flyingat50.test');
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGTERM')));
  await mail?.close();
  await db?.drop();
  if (env) {
    await clearRedisPrefix(REDIS, env.QUEUE_PREFIX);
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
});

describe('a takedown with no worker running', () => {
  it('an unpublished and a deleted article are gone from the other API process at once: page, API read and lists', async () => {
    const publish = async (title: string, theme: string) => {
      const created = await editor.post(a.url, '/api/website-content', { title, long_form_article: 'Climb, recover, repeat. '.repeat(40), editorial_theme: theme });
      expect(created.status).toBe(201);
      expect((await editor.post(a.url, `/api/website-content/${created.body.id}/publish`, {})).status).toBe(200);
      return { id: created.body.id as number, slug: created.body.slug as string, title };
    };
    const unpublished = await publish('Hill repeats after fifty', 'Training & Performance');
    const deleted = await publish('Protein timing for masters', 'Nutrition & Fueling');
    // The worker handled the publishes; readers of process B get both, from the shared cache.
    await until(async () => {
      const list = await get(b.url, '/api/publisher/articles');
      return list.text.includes(unpublished.title) && list.text.includes(deleted.title);
    }, 20_000, 'both articles listed on B');
    for (const article of [unpublished, deleted]) {
      for (let read = 0; read < 2; read++) {
        expect((await get(b.url, `/article/${article.slug}`)).status).toBe(200);
        expect((await get(b.url, `/api/website-content/${article.slug}`)).status).toBe(200);
      }
    }

    // No worker from here on: the events of the takedowns wait in the queue.
    expect(await processes.pop()!.signal('SIGTERM')).toBe(0);
    expect((await editor.post(a.url, `/api/website-content/${unpublished.id}/unpublish`, {})).status).toBe(200);
    expect((await editor.delete(a.url, `/api/website-content/${deleted.id}`)).status).toBe(200);

    // At once, on the other process: no polling.
    expect((await get(b.url, `/article/${unpublished.slug}`)).status).toBe(404);
    expect((await get(b.url, `/api/website-content/${unpublished.slug}`)).status).toBe(404);
    expect((await get(b.url, `/article/${deleted.slug}`)).status).toBe(410);
    expect((await get(b.url, `/api/website-content/${deleted.slug}`)).status).toBe(404);
    const list = await get(b.url, '/api/publisher/articles');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(unpublished.title);
    expect(list.text).not.toContain(deleted.title);
    const home = await get(b.url, '/');
    expect(home.text).not.toContain(unpublished.title);
    expect(home.text).not.toContain(deleted.title);
    // The events still wait for a worker (their purges reach the edges then).
    const [{ waiting }] = await db.sql<{ waiting: number }>(
      `select count(*)::int as waiting from outbox_events where type in ('ContentUpdated', 'ContentDeleted') and payload->>'id' in ($1, $2)`,
      [String(unpublished.id), String(deleted.id)],
    );
    expect(waiting).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
