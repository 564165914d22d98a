// docs/operations.md "Faults" and "Scale-out": two API processes (RUN_WORKERS=false) and one worker of the BUILT app,
// sharing PostgreSQL and Redis. A generation takes about two minutes and an API process stopped with SIGTERM gives the requests
// in flight SHUTDOWN_GRACE_MS (10 s), so a deploy cuts the POSTs that are waiting for generations. The job in the
// worker owns its run: here the API process holding the POST is stopped mid-generation, and the other process shows
// the progress finish, the editor's slot is freed, and a premium rewrite replaces the old item (PremiumReplaced
// consumed: members' saved reports move) and frees its claims, so nothing is refused afterwards.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startFakeOpenAI, startFakePexels, startFakeSmtp, type FakeOpenAI, type FakePexels, type FakeSmtp } from '../fakes/index.js';
import { insertPremium, insertSaved } from '../api/members-fixtures.js';
import { clearRedisPrefix, createDatabase, layoutEnv, memberSession, startApi, startWorker, staffSession, until, type AppProcess, type Session } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let openai: FakeOpenAI;
let pexels: FakePexels;
let mail: FakeSmtp;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
const processes: AppProcess[] = [];
let b: AppProcess;
let editor: Session;

beforeAll(async () => {
  [openai, pexels, mail] = await Promise.all([startFakeOpenAI({ apiKey: 'sk-test' }), startFakePexels({ apiKey: 'px-test' }), startFakeSmtp()]);
  db = await createDatabase(ADMIN_DB);
  env = layoutEnv({
    databaseUrl: db.url,
    redisUrl: REDIS,
    smtpUrl: mail.url,
    extra: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, PEXELS_API_KEY: 'px-test', PEXELS_BASE_URL: pexels.url, OPENAI_TIMEOUT_MS: '30000' },
  });
  // B applies the migrations first; it stays up. The worker runs every job.
  b = await startApi(env);
  processes.push(b, await startWorker(env));
  editor = await staffSession(b.url, mail, 'editor@flyingat50.test');
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

/** API process A, the one a deploy restarts: it waits 1 s (SHUTDOWN_GRACE_MS) for the requests in flight, then cuts them. */
async function processA(): Promise<AppProcess> {
  const a = await startApi({ ...env, SHUTDOWN_GRACE_MS: '1000' });
  processes.push(a);
  return a;
}

/** Sends the request to A and stops A (SIGTERM) once the worker is writing; answers what became of the request. */
async function cutMidGeneration(a: AppProcess, send: () => Promise<unknown>, writing: () => Promise<boolean>): Promise<unknown> {
  const cut = send().catch((error: unknown) => error);
  await until(writing, 30_000, 'the worker is writing');
  expect(await a.signal('SIGTERM')).toBe(0);
  return cut;
}

const slots = () => db.sql('select slot_id from generation_slots');
const claims = () => db.sql('select key from premium_generation_claims');
const modelAsked = (before: number) => async () => openai.chatBodies().length > before;

describe('the API process holding a generation is restarted mid-generation', () => {
  it('content: the other process shows the progress finish with the stored generation, and the slot is freed', async () => {
    const a = await processA();
    openai.delayMs = 4000;
    const requestId = randomUUID();
    const progressOnB = async () => (await editor.get(b.url, `/api/content/generate/progress/${requestId}`)).body;
    const cut = await cutMidGeneration(
      a,
      () => editor.post(a.url, '/api/content/generate', { topic: 'Hill repeats for masters runners', requestId }),
      async () => (await progressOnB())?.stage === 'writing',
    );
    // The POST was cut (no answer), as the browser sees a restart.
    expect(String(cut)).toMatch(/fetch failed/);

    // The browser follows the progress on the process that is still up, and gets the stored result.
    const { value: final } = await until(async () => {
      const progress = await progressOnB();
      return progress?.status !== 'running' && progress;
    }, 60_000, 'the progress on B ends');
    expect(final).toMatchObject({ requestId, stage: 'done', status: 'done', error: null });
    const stored = await editor.get(b.url, `/api/content/generations/${final.generationId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.topic).toBe('Hill repeats for masters runners');
    expect(await slots()).toEqual([]);

    // Two more at once are not refused (the cut run holds no slot: GENERATIONS_PER_EDITOR is 2).
    openai.delayMs = 0;
    const next = await Promise.all(['Cadence drills', 'Masters swim sets'].map((topic) => editor.post(b.url, '/api/content/generate', { topic, requestId: randomUUID() })));
    expect(next.map((res) => res.status)).toEqual([200, 200]);
  }, 120_000);

  it("premium Enhance: the job archives the old item, PremiumReplaced moves members' saved reports, the claim is freed", async () => {
    const member = await memberSession(b.url, 'saver@example.com');
    const old = await insertPremium(db, { editorial_theme: 'Recovery & Health', topic: 'Sleep for recovery' });
    await insertSaved(db, member.id, old);
    const a = await processA();
    openai.delayMs = 4000;
    const cut = await cutMidGeneration(a, () => editor.post(a.url, `/api/premium-content/${old}/enhance`), modelAsked(openai.chatBodies().length));
    expect(String(cut)).toMatch(/fetch failed/);

    const { value: fresh } = await until(async () => {
      const [row] = await db.sql<{ id: number }>(`select id from premium_content where topic = 'Sleep for recovery' and status = 'published' and id <> $1`, [old]);
      return row?.id;
    }, 60_000, 'the new item is stored');
    expect(await db.sql('select status from premium_content where id = $1', [old])).toEqual([{ status: 'archived' }]);
    expect(await db.sql(`select payload->>'toId' as to from outbox_events where type = 'PremiumReplaced' and payload->>'fromId' = $1`, [String(old)])).toEqual([{ to: String(fresh) }]);
    // The worker consumed PremiumReplaced: the member's saved report is on the new item.
    await until(async () => (await db.sql('select 1 from saved_reports where premium_content_id = $1', [fresh])).length === 1, 30_000, 'the saved report follows');
    expect(await claims()).toEqual([]);
    expect(await slots()).toEqual([]);

    // The new item can be rewritten at once (no 409 'already being rewritten').
    openai.delayMs = 0;
    expect((await editor.post(b.url, `/api/premium-content/${fresh}/enhance`)).status).toBe(200);
  }, 120_000);

  it('premium Regenerate All: the job goes on through every theme, replacing each item, and frees its claims and slot', async () => {
    await db.sql(`update premium_content set status = 'archived'`);
    const gear = await insertPremium(db, { editorial_theme: 'Gear & Tech', topic: 'Choosing a GPS watch' });
    const racing = await insertPremium(db, { editorial_theme: 'Racing & Strategy', topic: 'Race-day pacing' });
    const a = await processA();
    openai.delayMs = 3000;
    const cut = await cutMidGeneration(a, () => editor.post(a.url, '/api/premium-content/regenerate-all'), modelAsked(openai.chatBodies().length));
    expect(String(cut)).toMatch(/fetch failed/);

    await until(
      async () => (await db.sql(`select 1 from premium_content where id = any($1) and status = 'archived'`, [[gear, racing]])).length === 2,
      90_000,
      'both items replaced',
    );
    const published = await db.sql<{ topic: string }>(`select topic from premium_content where status = 'published' order by id`);
    expect(published).toEqual([{ topic: 'Choosing a GPS watch' }, { topic: 'Race-day pacing' }]);
    const replaced = await db.sql<{ from: string }>(`select payload->>'fromId' as from from outbox_events where type = 'PremiumReplaced' order by id desc limit 2`);
    expect(replaced.map((r) => Number(r.from)).sort()).toEqual([gear, racing].sort());
    await until(async () => (await claims()).length === 0 && (await slots()).length === 0, 10_000, 'the claims and the slot are freed');
    // Not refused afterwards either.
    openai.delayMs = 0;
    const again = await editor.post(b.url, '/api/premium-content/regenerate-all');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: 'Regenerated 2 of 2 premium articles' });
  }, 150_000);
});
