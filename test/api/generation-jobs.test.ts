import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { JobQueue, type JobContext } from '../../backend/src/infrastructure/queue/job-queue.js';
import { GenerationProgressTracker } from '../../backend/src/modules/content/generation-progress.js';
import { GenerationSlots } from '../../backend/src/modules/content/generation-slots.js';
import { GenerateContentPackage } from '../../backend/src/modules/content/jobs/generate-content.job.js';
import { GenerationClaims } from '../../backend/src/modules/premium/generation-claims.js';
import { GeneratePremiumJob, type PremiumJobData } from '../../backend/src/modules/premium/jobs/generate-premium.job.js';
import { RegenerateAllPremiumJob, type RegenerateAllData } from '../../backend/src/modules/premium/jobs/regenerate-all.job.js';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertEntry, insertPremium, insertSaved } from './members-fixtures.js';

/**
 * The generation jobs own their runs (docs/architecture.md, "The generation job"): they write the progress, mark the
 * outcome, free the editor's slot and, for premium rewrites, replace the old item and free the claims, so a run ends
 * well without the API process that queued it (restarted during a deploy). The jobs here run with no request waiting.
 * test/ops/generation-restart.test.ts kills that API process for real.
 */
describe('generation-jobs', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', PEXELS_API_KEY: 'pexels-test-key', PEXELS_BASE_URL: pexels.url },
    });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterEach(() => {
    openai.reset();
    openai.delayMs = 0;
    pexels.reset();
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;
  const packageCalls = () => openai.chatBodies().filter((b) => schemaName(b) === 'content_package').length;
  /** The run's progress; null when the queue store did not answer in time (503 on a busy machine): asked again, as the app does. */
  const progressOf = async (requestId: string) => {
    const res = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
    return res.status === 503 ? null : res.body;
  };
  const slots = () => t.sql('select slot_id from generation_slots');
  const claims = () => t.sql('select key from premium_generation_claims');

  /** A job as a worker hands it to its handler (the same id when the job is run again). */
  function context<D>(id: string, data: D, signal = new AbortController().signal): JobContext<D> {
    return { id, name: 'test', data, attempt: 1, signal, reportProgress: async () => undefined };
  }

  /** Starts a run as GenerationRunner does (progress registered, a slot taken) and queues its job; nobody waits for it. */
  async function queueUnwatched(topic: string): Promise<string> {
    const requestId = randomUUID();
    expect(await t.app.get(GenerationProgressTracker).start(requestId)).toBe('started');
    const slot = await t.app.get(GenerationSlots).acquire(editor.id, 60_000);
    await t.app.get(JobQueue).add(new GenerateContentPackage({ topic, userId: editor.id, requestId, slot }), { attempts: 1 });
    return requestId;
  }

  describe('a content generation job with no request waiting for it', () => {
    it('writes its stages, marks the run done with the stored generation and frees the slot', async () => {
      openai.delayMs = 400;
      const requestId = await queueUnwatched('Hill repeats for masters runners');
      const stages: string[] = [];
      const final = await eventually(async () => {
        const progress = await progressOf(requestId);
        if (progress && stages.at(-1) !== progress.stage) stages.push(progress.stage);
        return progress !== null && progress.status !== 'running' && progress;
      }, 20_000);
      expect(final).toMatchObject({ requestId, status: 'done', stage: 'done', error: null });
      expect(stages).toContain('writing');
      expect(await t.sql('select topic from content_generations where id = $1', [final.generationId])).toEqual([{ topic: 'Hill repeats for masters runners' }]);
      expect(await slots()).toEqual([]);
    });

    it('marks the run failed with the reason and frees the slot', async () => {
      openai.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 500 });
      const requestId = await queueUnwatched('Masters swimming drills');
      const final = await eventually(async () => {
        const progress = await progressOf(requestId);
        return progress !== null && progress.status !== 'running' && progress;
      }, 20_000);
      expect(final.status).toBe('failed');
      expect(final.error).toMatch(/AI model service failed \(500\)/);
      expect(await slots()).toEqual([]);
    });
  });

  describe('a premium rewrite job (Enhance)', () => {
    it("replaces the old item in the transaction that stores the new one, members' saved reports follow, and a run again stores nothing more", async () => {
      const old = await insertPremium(t, { editorial_theme: 'Recovery & Health', topic: 'Sleep for recovery' });
      await insertSaved(t, member.id, old, await insertEntry(t, member.id));
      const key = `item:${old}`;
      const token = await t.app.get(GenerationClaims).claim(key, 'busy');
      const job = context<PremiumJobData>(`enhance-${randomUUID()}`, {
        topic: 'Sleep for recovery',
        editorialTheme: 'Recovery & Health',
        userId: editor.id,
        replaces: old,
        claims: { token, keys: [key] },
      });
      const outcome = await t.app.get(GeneratePremiumJob).generate(job);
      if (!outcome.ok) throw new Error(outcome.error);
      const fresh = outcome.id;
      expect(await t.sql('select id, status from premium_content where id = any($1) order by id', [[old, fresh]])).toEqual([
        { id: old, status: 'archived' },
        { id: fresh, status: 'published' },
      ]);
      const events = await t.sql<{ type: string; payload: Record<string, unknown> }>(
        `select type, payload from outbox_events where type in ('PremiumDeleted', 'PremiumReplaced') and (payload->>'id' = $1 or payload->>'fromId' = $1) order by id`,
        [String(old)],
      );
      expect(events.map((e) => e.type)).toEqual(['PremiumDeleted', 'PremiumReplaced']);
      expect(events[1].payload).toMatchObject({ fromId: old, toId: fresh });
      expect(await claims()).toEqual([]);
      await t.flushOutbox();
      await eventually(async () => (await t.sql('select 1 from saved_reports where premium_content_id = $1', [fresh])).length === 1);

      // The same job run again (a stopping worker handed it back after it had stored): that item, nothing new, no model call.
      const calls = packageCalls();
      expect(await t.app.get(GeneratePremiumJob).generate(job)).toEqual({ ok: true, id: fresh, repaired: false });
      expect(packageCalls()).toBe(calls);
      expect(await t.sql(`select count(*)::int as n from premium_content where topic = 'Sleep for recovery'`)).toEqual([{ n: 2 }]);
    });

    it('frees its claim when the generation fails, and keeps the old item', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters explained' });
      const key = `item:${old}`;
      const token = await t.app.get(GenerationClaims).claim(key, 'busy');
      openai.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 500 });
      const outcome = await t.app.get(GeneratePremiumJob).generate(
        context<PremiumJobData>(`enhance-${randomUUID()}`, { topic: 'Power meters explained', userId: editor.id, replaces: old, claims: { token, keys: [key] } }),
      );
      expect(outcome).toMatchObject({ ok: false, status: 502 });
      expect(await t.sql('select status from premium_content where id = $1', [old])).toEqual([{ status: 'published' }]);
      expect(await claims()).toEqual([]);
    });
  });

  describe('a Regenerate All job', () => {
    it('taken up again after a hand-back, goes on with the items it had not rewritten; at the end frees the slot and the claims', async () => {
      await t.sql(`update premium_content set status = 'archived'`);
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Choosing a GPS watch' });
      const racing = await insertPremium(t, { editorial_theme: 'Racing & Strategy', topic: 'Race-day pacing' });
      const token = await t.app.get(GenerationClaims).claim('all', 'busy');
      const slot = await t.app.get(GenerationSlots).acquire(editor.id, 60_000);
      const data: RegenerateAllData = {
        userId: editor.id,
        slot,
        token,
        items: [
          { id: gear, theme: 'Gear & Tech' },
          { id: racing, theme: 'Racing & Strategy' },
        ],
      };
      const id = `regenerate-${randomUUID()}`;
      // The worker stops while the second item is being written: the job is aborted and handed back.
      const stopping = new AbortController();
      let packages = 0;
      openai.setResponder((body) => {
        if (schemaName(body) === 'content_package' && ++packages === 2) stopping.abort(new Error('The worker is stopping'));
        return generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) });
      });
      const job = t.app.get(RegenerateAllPremiumJob);
      await expect(job.run(context(id, data, stopping.signal))).rejects.toThrow();
      const [first] = await t.sql<{ id: number }>(`select id from premium_content where topic = 'Choosing a GPS watch' and status = 'published'`);
      expect(await t.sql('select status from premium_content where id = any($1) order by id', [[gear, racing]])).toEqual([{ status: 'archived' }, { status: 'published' }]);
      // Handed back, the run still holds its slot and its claims.
      expect(await slots()).toHaveLength(1);
      expect((await claims()).map((c) => c.key).sort()).toEqual(['all', `item:${racing}`]);

      openai.setResponder(null);
      const before = packageCalls();
      const outcome = await job.run(context(id, data));
      expect(packageCalls() - before).toBe(1);
      expect(outcome.failed).toEqual([]);
      expect(outcome.content[0]).toBe(first.id);
      expect(await t.sql('select status from premium_content where id = any($1) order by id', [[gear, racing]])).toEqual([{ status: 'archived' }, { status: 'archived' }]);
      expect(await t.sql(`select topic from premium_content where status = 'published' order by id`)).toEqual([{ topic: 'Choosing a GPS watch' }, { topic: 'Race-day pacing' }]);
      expect(await slots()).toEqual([]);
      expect(await claims()).toEqual([]);
    }, 30_000);
  });
});
