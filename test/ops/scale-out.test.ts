// docs/operations.md "Scale-out": two API processes (RUN_WORKERS=false) and one worker of the BUILT app, sharing
// PostgreSQL and Redis, behind what a plain round-robin balancer does: consecutive requests of one editor land on
// different processes. A generation POSTed to one is followed on the other, and the other refuses its requestId.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startFakeOpenAI, startFakePexels, startFakeSmtp, type FakeOpenAI, type FakePexels, type FakeSmtp } from '../fakes/index.js';
import { clearRedisPrefix, createDatabase, until, layoutEnv, startApi, startWorker, staffSession, type AppProcess, type Session } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let openai: FakeOpenAI;
let pexels: FakePexels;
let mail: FakeSmtp;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
const processes: AppProcess[] = [];
let a: AppProcess;
let b: AppProcess;
let editor: Session;

beforeAll(async () => {
  [openai, pexels, mail] = await Promise.all([startFakeOpenAI({ apiKey: 'sk-test' }), startFakePexels({ apiKey: 'px-test' }), startFakeSmtp()]);
  db = await createDatabase(ADMIN_DB);
  env = layoutEnv({
    databaseUrl: db.url,
    redisUrl: REDIS,
    smtpUrl: mail.url,
    extra: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, PEXELS_API_KEY: 'px-test', PEXELS_BASE_URL: pexels.url, OPENAI_TIMEOUT_MS: '20000' },
  });
  // One process applies the migrations first; then the second API process and the worker.
  a = await startApi(env);
  processes.push(a);
  [b] = await Promise.all([startApi(env), startWorker(env)]).then((started) => (processes.push(...started), started));
  editor = await staffSession(a.url, mail, 'editor@flyingat50.test');
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGTERM')));
  await Promise.all([openai?.close(), pexels?.close(), mail?.close()]);
  await db?.drop();
  if (env) {
    await clearRedisPrefix(REDIS, env.QUEUE_PREFIX);
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
});

describe('two API processes and one worker behind a round-robin balancer', () => {
  it('follows a generation POSTed to one process by polling the other, and both refuse its requestId while it runs', async () => {
    // Long enough that, on a busy machine, several polls of B fall within the model call (past 'queued').
    openai.delayMs = 6000;
    const requestId = randomUUID();
    const pending = editor.post(a.url, '/api/content/generate', { topic: 'Hill repeats for masters runners', requestId });
    let answered = false;
    void pending.then(() => (answered = true));

    // Round robin: polls alternate between the two processes; every one of them knows the generation.
    const seen: { via: string; status: number; stage?: string; state?: string }[] = [];
    let conflictOnB: number | undefined;
    for (let i = 0; !answered; i++) {
      const via = i % 2 === 0 ? b : a;
      const res = await editor.get(via.url, `/api/content/generate/progress/${requestId}`);
      seen.push({ via: via === a ? 'A' : 'B', status: res.status, stage: res.body?.stage, state: res.body?.status });
      if (conflictOnB === undefined && res.status === 200 && res.body.status === 'running') {
        conflictOnB = (await editor.post(b.url, '/api/content/generate', { topic: 'Same id again', requestId })).status;
      }
      await new Promise((r) => setTimeout(r, 60));
    }
    const res = await pending;
    expect(res.status).toBe(200);
    expect(seen.filter((s) => s.via === 'B').length).toBeGreaterThan(3);
    // Polls that raced ahead of the POST itself find nothing yet; from the first answer on, every poll finds it.
    const known = seen.slice(seen.findIndex((s) => s.status === 200));
    expect(known.filter((s) => s.status !== 200)).toEqual([]);
    // B saw it past 'queued' (on failure the polls in order are printed: where the generation was each time).
    expect(seen.some((s) => s.via === 'B' && s.state === 'running' && s.stage !== 'queued') || seen).toBe(true);
    expect(conflictOnB).toBe(409);

    // The outcome, on either process.
    for (const via of [a, b]) {
      const final = await editor.get(via.url, `/api/content/generate/progress/${requestId}`);
      expect(final.status).toBe(200);
      expect(final.body).toMatchObject({ requestId, stage: 'done', status: 'done', generationId: res.body.id, error: null });
    }
    // The job ran on the worker, not on either API process.
    await until(async () => new RegExp(`generation ${res.body.id} stored in`).test(processes[2].output()), 5000, 'the worker logged the generation');
    expect(a.output() + b.output()).not.toMatch(/generation \d+ stored in/);
    // Only one generation was stored (the refused POST stored nothing).
    expect(await db.sql('select id from content_generations')).toEqual([{ id: res.body.id }]);
  }, 60_000);

  it('serves one signed-in editor on both processes (sessions, lists and the stored item live in PostgreSQL)', async () => {
    const onA = await editor.get(a.url, '/api/content/generations');
    const onB = await editor.get(b.url, '/api/content/generations');
    expect(onA.status).toBe(200);
    expect(onB.body).toEqual(onA.body);
  });
});
