// Coach replies to what needs care before training: a warning sign, muscle aches on a statin, two of diabetes's signs,
// thoughts of suicide. The model must say what the rule-based reply says (reply-checks.ts), else it is asked once more
// and then replaced by the rules; fake model (test/fakes) over real HTTP, real PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/index.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';

describe('insights-safety', () => {
  let openai: FakeOpenAI;
  let t: TestApp;
  let pat: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    t = await startTestApp({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test' } });
    pat = await registerMember(t, 'pat.quinlan@example.com', 'Pat Quinlan');
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  type Entry = { id: number; aiResponses: Array<Record<string, any>> };
  const journal = async (who: Identity): Promise<Entry[]> => (await request(t.server).get('/api/community/journal').set('Cookie', who.cookie)).body;
  const write = async (who: Identity, body: object) => {
    const res = await request(t.server).post('/api/community/journal').set('Cookie', who.cookie).send(body);
    expect(res.status).toBe(201);
    return res.body as Entry;
  };
  /** The entry once its reply is visible in the journal list. */
  const replied = (who: Identity, id: number) =>
    eventually(async () => (await journal(who)).find((e) => e.id === id && e.aiResponses.length > 0), 20_000);

  it('asks the model again for a doctor and the emergency number after a warning sign, and uses the rule-based reply when it still leaves them out', async () => {
    openai.reset();
    const entry = await replied(pat, (await write(pat, { title: 'Hill loop', content: 'Easy 5k but chest felt tight on the hill, eased when I walked.' })).id);
    expect(openai.chatBodies()).toHaveLength(2);
    expect(JSON.stringify(openai.chatBodies()[1].messages)).toContain('names a warning sign during exercise');
    expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
    expect(entry.aiResponses[0].response_content).toContain('call 999');
  });

  it('asks the model again for the GP and not stopping a statin after muscle aches on one, and uses the rule-based reply when it still leaves them out', async () => {
    openai.reset();
    const entry = await replied(pat, (await write(pat, { title: 'Legs', content: 'On statins now and my legs ache on every run. Is it the tablets?' })).id);
    expect(openai.chatBodies()).toHaveLength(2);
    expect(JSON.stringify(openai.chatBodies()[1].messages)).toContain('names muscle aches on a statin');
    expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
    expect(entry.aiResponses[0].response_content).toMatch(/do not stop taking it on your own/i);
  });

  it("answers thoughts of suicide with Samaritans' number and 999, asks the model again when it leaves them out, and offers no report", async () => {
    // A premium report on the entry's own words exists: a member in crisis is offered none.
    await insertPremium(t, { topic: 'Hill repeats for training after a hard week' });
    openai.reset();
    const entry = await replied(pat, (await write(pat, { title: 'Hard week', content: 'Hill repeats cancelled. Feel like ending it all since my wife left.' })).id);
    expect(openai.chatBodies()).toHaveLength(2);
    expect(JSON.stringify(openai.chatBodies()[0].messages)).not.toContain('Hill repeats for training after a hard week');
    expect(JSON.stringify(openai.chatBodies()[1].messages)).toContain('speaks of suicide or self-harm');
    expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed', recommendations: [] });
    expect(entry.aiResponses[0].response_content).toContain('116 123');
    expect(entry.aiResponses[0].response_content).toContain('999');
    expect(entry.aiResponses[0].response_content).not.toMatch(/session like this|streak|goal/i);

    // A model reply that gives both is kept.
    openai.reset();
    openai.enqueue({
      kind: 'json',
      content: { reply: 'I am so sorry things are this hard, and glad you walked the dog today. Please talk to someone now: Samaritans are free, day or night, on 116 123. If you might act on these thoughts, call 999 or go to A&E, and your GP can help too. The training can wait.', recommendations: [] },
    });
    const kept = await replied(pat, (await write(pat, { title: '', content: 'Some days I wish I was not here. Walked the dog.' })).id);
    expect(openai.chatBodies()).toHaveLength(1);
    expect(kept.aiResponses[0]).toMatchObject({ source: 'model', recommendations: [] });
  });

  it("asks the model again for the GP after two of diabetes's signs, and uses the rule-based reply when it still leaves it out", async () => {
    openai.reset();
    const entry = await replied(pat, (await write(pat, { title: 'Thirsty', content: 'Thirsty all the time and up three times a night to pee. Easy 10 km run.' })).id);
    expect(openai.chatBodies()).toHaveLength(2);
    expect(JSON.stringify(openai.chatBodies()[1].messages)).toContain('signs that together can mean diabetes');
    expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
    expect(entry.aiResponses[0].response_content).toContain('signs of diabetes');
    expect(entry.aiResponses[0].response_content).toContain('GP');
  });
});
