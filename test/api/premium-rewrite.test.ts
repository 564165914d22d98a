import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';

/**
 * Premium rewrites (Enhance, Regenerate All) against what happens while the model writes: the item deleted meanwhile
 * (the deletion holds), and the editor's request cut (the run is followed by its requestId, as for generate).
 */
describe('premium-rewrite', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;
  let base: string;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', PEXELS_API_KEY: 'pexels-test-key', PEXELS_BASE_URL: pexels.url },
    });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader@example.com');
    await t.sql(`update users set is_premium = true, premium_until = null where id = $1`, [member.id]);
    // Listening, so a request can be cut as a browser's is (fetch with an abort signal).
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    openai.reset();
    pexels.reset();
    await t.sql(`update premium_content set status = 'archived'`);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const DELETED_MEANWHILE = 'This premium article was deleted while it was being rewritten, so its new version was not stored.';
  const REQUEST_ID_USED =
    'A generation with this requestId has already run: its outcome is at GET /api/content/generate/progress/{requestId}. Use a new requestId for each generation.';

  const ed = () => ({ Cookie: editor.cookie });
  const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;
  /** The run's progress; null when the queue store did not answer in time (503 on a busy machine): asked again, as the app does. */
  const progressOf = async (requestId: string) => {
    const res = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set(ed());
    return res.status === 503 ? null : res.body;
  };
  const ended = (requestId: string) =>
    eventually(async () => {
      const progress = await progressOf(requestId);
      return progress !== null && progress.status !== 'running' && progress;
    }, 20_000);

  /** Holds the first package call (the model writing the article) until `open()`; `asked` once it has come. */
  function holdTheModel() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let asked = false;
    let held = false;
    openai.setResponder(async (body) => {
      if (schemaName(body) === 'content_package' && !held) {
        held = true;
        asked = true;
        await opened;
      }
      return generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) });
    });
    return { open, asked: () => eventually(async () => asked) };
  }

  /** POSTs as the editor's browser and cuts the request once `when` holds (a proxy timeout, a laptop put to sleep). */
  async function cutPost(path: string, body: object, when: () => Promise<unknown>): Promise<void> {
    const controller = new AbortController();
    const sent = fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await when();
    controller.abort();
    expect(String(await sent)).toMatch(/abort/i);
  }

  describe('a premium item deleted while it is being rewritten', () => {
    it('Enhance of a draft: the deletion holds; nothing is stored or published and the rewrite answers 409', async () => {
      const draft = await insertPremium(t, { topic: 'Unfinished draft, hidden from members', status: 'draft', editorial_theme: 'Training & Performance' });
      const model = holdTheModel();
      const enhancing = request(t.server).post(`/api/premium-content/${draft}/enhance`).set(ed()).send({}).then((res) => res);
      await model.asked();
      const deleted = await request(t.server).delete(`/api/premium-content/${draft}`).set(ed());
      expect(deleted.status).toBe(200);
      model.open();

      const res = await enhancing;
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(DELETED_MEANWHILE);
      expect(await t.sql(`select id, status from premium_content where topic = 'Unfinished draft, hidden from members'`)).toEqual([{ id: draft, status: 'archived' }]);
      expect(await t.sql(`select 1 from outbox_events where type in ('PremiumPublished', 'PremiumReplaced')`)).toEqual([]);
      expect(await t.sql(`select action from audit_log where action = 'premium.generate'`)).toEqual([]);
      // Nothing is held: no claim, no slot.
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
      expect(await t.sql('select slot_id from generation_slots')).toEqual([]);
      const list = await request(t.server).get('/api/premium-content').set('Cookie', member.cookie);
      expect(list.body).toEqual([]);
    });

    it('Regenerate All: the deleted item is reported in failed and stays deleted; the others are replaced', async () => {
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters explained' });
      const racing = await insertPremium(t, { editorial_theme: 'Racing & Strategy', topic: 'Race-day pacing' });
      const model = holdTheModel();
      const running = request(t.server).post('/api/premium-content/regenerate-all').set(ed()).send({}).then((res) => res);
      await model.asked();
      expect((await request(t.server).delete(`/api/premium-content/${gear}`).set(ed())).status).toBe(200);
      model.open();

      const res = await running;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message: 'Regenerated 1 of 2 premium articles', failed: [{ theme: 'Gear & Tech', id: gear, error: DELETED_MEANWHILE }] });
      expect(res.body.content.map((item: { topic: string; status: string }) => [item.topic, item.status])).toEqual([['Race-day pacing', 'published']]);
      expect(await t.sql(`select topic, status from premium_content where topic = 'Power meters explained'`)).toEqual([{ topic: 'Power meters explained', status: 'archived' }]);
      expect(await t.sql(`select status from premium_content where id = $1`, [racing])).toEqual([{ status: 'archived' }]);
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
    });
  });

  /** The model calls (package, correction, image queries) made for the item whose topic is `topic`. */
  const callsAbout = (topic: string) => openai.chatBodies().filter((body) => JSON.stringify(body.messages).includes(topic));

  describe('a rewrite whose item is deleted before a model call makes no call', () => {
    it('Enhance queued behind other generations: the item deleted meanwhile ends it as 409 before the model is asked', async () => {
      const [a, b] = [
        await insertPremium(t, { editorial_theme: 'Training & Performance', topic: 'Hill repeats at 60' }),
        await insertPremium(t, { editorial_theme: 'Recovery & Health', topic: 'Rest days that work' }),
      ];
      const queued = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Heart-rate straps compared' });
      // Every package call waits until opened: the editor's two rewrites hold the worker's two generation places.
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      let held = 0;
      openai.setResponder(async (body) => {
        if (schemaName(body) === 'content_package') {
          held += 1;
          await opened;
        }
        return generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) });
      });
      const running = [a, b].map((id) => request(t.server).post(`/api/premium-content/${id}/enhance`).set(ed()).send({}).then((res) => res));
      await eventually(async () => held === 2);
      // The admin's rewrite waits in the queue (its progress entry is made once the item was found and claimed).
      const requestId = randomUUID();
      const waiting = request(t.server).post(`/api/premium-content/${queued}/enhance`).set('Cookie', admin.cookie).send({ requestId }).then((res) => res);
      await eventually(async () => (await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', admin.cookie)).status === 200);
      expect((await request(t.server).delete(`/api/premium-content/${queued}`).set(ed())).status).toBe(200);
      open();

      for (const res of await Promise.all(running)) expect(res.status).toBe(200);
      const res = await waiting;
      expect([res.status, res.body.error]).toEqual([409, DELETED_MEANWHILE]);
      expect(callsAbout('Heart-rate straps compared')).toEqual([]);
      expect(await t.sql(`select status from premium_content where topic = 'Heart-rate straps compared'`)).toEqual([{ status: 'archived' }]);
      expect(await ended(requestId)).toMatchObject({ status: 'failed', error: DELETED_MEANWHILE, errorStatus: 409 });
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
      expect(await t.sql('select slot_id from generation_slots')).toEqual([]);
    });

    it('Enhance whose package needs a correction: the item deleted while the model wrote, the correction is not asked for', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Mindset & Motivation', topic: 'Racing nerves after 50' });
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      let asked = false;
      openai.setResponder(async (body) => {
        const value = generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) }) as Record<string, unknown>;
        if (schemaName(body) === 'content_package' && !asked) {
          asked = true;
          await opened;
          value.long_form_article = '## 1. Too short\n\nOnly a few words here.'; // breaks the length rules: a correction is due
        }
        return value;
      });
      const enhancing = request(t.server).post(`/api/premium-content/${old}/enhance`).set(ed()).send({}).then((res) => res);
      await eventually(async () => asked);
      expect((await request(t.server).delete(`/api/premium-content/${old}`).set(ed())).status).toBe(200);
      open();

      const res = await enhancing;
      expect([res.status, res.body.error]).toEqual([409, DELETED_MEANWHILE]);
      expect(callsAbout('Racing nerves after 50').filter((body) => schemaName(body) === 'content_package')).toHaveLength(1);
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
    });

    it('Regenerate All: an item deleted before the run reaches it is reported deleted, with no model call for it', async () => {
      const first = await insertPremium(t, { editorial_theme: 'Training & Performance', topic: 'Intervals for masters rowers' });
      const later = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Bike fit after a hip replacement' });
      const model = holdTheModel();
      const running = request(t.server).post('/api/premium-content/regenerate-all').set(ed()).send({}).then((res) => res);
      await model.asked();
      expect((await request(t.server).delete(`/api/premium-content/${later}`).set(ed())).status).toBe(200);
      model.open();

      const res = await running;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, failed: [{ theme: 'Gear & Tech', id: later, error: DELETED_MEANWHILE }] });
      expect(callsAbout('Bike fit after a hip replacement')).toEqual([]);
      expect(await t.sql('select status from premium_content where id = $1', [first])).toEqual([{ status: 'archived' }]);
    });
  });

  describe('Enhance and Regenerate All take a requestId: an answer that is lost is followed to the stored result', () => {
    it('Enhance: the cut run goes on; its progress gives the new item; the requestId is not taken again (409)', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Mindset & Motivation', topic: 'Staying motivated in winter' });
      const model = holdTheModel();
      const requestId = randomUUID();
      await cutPost(`/api/premium-content/${old}/enhance`, { requestId }, model.asked);
      expect(await progressOf(requestId)).toMatchObject({ requestId, status: 'running' });
      model.open();

      const final = await ended(requestId);
      expect(final).toMatchObject({ status: 'done', stage: 'done', error: null, batch: null });
      const fresh = await request(t.server).get(`/api/premium-content/${final.generationId}`).set(ed());
      expect(fresh.body).toMatchObject({ topic: 'Staying motivated in winter', theme: 'Mindset & Motivation', status: 'published' });
      expect(await t.sql('select status from premium_content where id = $1', [old])).toEqual([{ status: 'archived' }]);

      // Sent again (a retry), the requestId starts nothing: 409 naming where the outcome is, not "not found".
      const calls = openai.chatBodies().length;
      const again = await request(t.server).post(`/api/premium-content/${old}/enhance`).set(ed()).send({ requestId });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(REQUEST_ID_USED);
      const other = await request(t.server).post(`/api/premium-content/${final.generationId}/enhance`).set(ed()).send({ requestId });
      expect(other.status).toBe(409);
      expect(openai.chatBodies()).toHaveLength(calls);
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
    });

    it("Enhance cut, then the item deleted: the progress ends failed with the 409's words, and nothing is stored", async () => {
      const old = await insertPremium(t, { editorial_theme: 'Nutrition & Fueling', topic: 'Fuelling long rides' });
      const model = holdTheModel();
      const requestId = randomUUID();
      await cutPost(`/api/premium-content/${old}/enhance`, { requestId }, model.asked);
      expect((await request(t.server).delete(`/api/premium-content/${old}`).set(ed())).status).toBe(200);
      model.open();
      expect(await ended(requestId)).toMatchObject({ status: 'failed', error: DELETED_MEANWHILE, errorStatus: 409, generationId: null });
      expect(await t.sql(`select status from premium_content where topic = 'Fuelling long rides'`)).toEqual([{ status: 'archived' }]);
    });

    it('Regenerate All: the progress names the item it is at, and once done its outcome (batch); the requestId is not taken again', async () => {
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Choosing a GPS watch' });
      const model = holdTheModel();
      const requestId = randomUUID();
      await cutPost('/api/premium-content/regenerate-all', { requestId }, model.asked);
      expect(await progressOf(requestId)).toMatchObject({ status: 'running', stage: 'writing', detail: 'Rewriting 1 of 1: Gear & Tech' });
      model.open();

      const final = await ended(requestId);
      expect(final).toMatchObject({ status: 'done', generationId: null, batch: { failed: [] } });
      expect(final.batch.content).toHaveLength(1);
      const [fresh] = await t.sql<{ id: number }>(`select id from premium_content where topic = 'Choosing a GPS watch' and status = 'published'`);
      expect(final.batch.content).toEqual([fresh.id]);
      expect(await t.sql('select status from premium_content where id = $1', [gear])).toEqual([{ status: 'archived' }]);

      const again = await request(t.server).post('/api/premium-content/regenerate-all').set(ed()).send({ requestId });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(REQUEST_ID_USED);
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
      expect(await t.sql('select slot_id from generation_slots')).toEqual([]);
    });

    it('refuses a requestId that is not a UUID (400) and starts nothing', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Recovery & Health', topic: 'Sleep for recovery' });
      for (const path of [`/api/premium-content/${old}/enhance`, '/api/premium-content/regenerate-all']) {
        const res = await request(t.server).post(path).set(ed()).send({ requestId: 'abc' });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('requestId must be a UUID');
      }
      expect(openai.chatBodies()).toEqual([]);
      expect(await t.sql('select status from premium_content where id = $1', [old])).toEqual([{ status: 'published' }]);
    });
  });
});
