import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';

/** Premium rewrites (Enhance, Regenerate All) against what happens while the model writes: the item deleted meanwhile (the deletion holds). */
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
  await t.sql(`update users set is_premium = true, premium_until = null where id = $1`, [member.id]);
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

const ed = () => ({ Cookie: editor.cookie });
const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;

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
