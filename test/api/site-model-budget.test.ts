// Issue 18 ("Trust"), the site's side: a daily cap on model calls for coach replies of every member together
// (COACH_MODEL_CALLS_PER_DAY_TOTAL), so many fresh accounts cannot run up the model bill; past it every member gets the
// labelled rule-based reply (premium-model-share.test.ts: the share kept for premium members; none kept here).
// Real PostgreSQL and Redis, the fake model over HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/index.js';
import { registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';

describe('site-model-budget', () => {
  let openai: FakeOpenAI;
  let site: TestApp;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    site = await startTestApp({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, COACH_MODEL_CALLS_PER_DAY_TOTAL: '2', COACH_MODEL_CALLS_FREE_PERCENT: '100' } });
  });
  afterAll(async () => {
    await site?.close();
    await openai?.close();
  });

  type Reply = { source: string; rules_reason: string | null };
  const write = (who: Identity, title: string) =>
    request(site.server).post('/api/community/journal').set('Cookie', who.cookie).send({ title, content: `${title}: forty minutes easy by the river, legs fine.` });
  const coachCalls = () => openai.chatBodies().filter((b) => b.response_format?.json_schema?.name === 'coach_reply').length;

  describe('model calls of the whole site per day (COACH_MODEL_CALLS_PER_DAY_TOTAL)', () => {
    it("writes the rule-based reply, labelled as the budget used up, once every member together spent the day's calls", async () => {
      openai.reset();
      const [ann, ben] = [await registerMember(site, 'site-ann@example.com', 'Ann'), await registerMember(site, 'site-ben@example.com', 'Ben')];
      const reply = async (who: Identity, title: string) => {
        const entry = await write(who, title);
        expect(entry.status).toBe(201);
        return eventually(async () => (await site.sql<Reply>('select source, rules_reason from ai_responses where journal_entry_id = $1', [entry.body.id]))[0], 20_000);
      };
      expect(await reply(ann, 'Intervals')).toEqual({ source: 'model', rules_reason: null });
      expect(await reply(ben, 'Tempo')).toEqual({ source: 'model', rules_reason: null });
      // Each member has most of their own 100 calls left, but the site's two are spent: no model call for anyone.
      expect(await reply(ann, 'Hill repeats')).toEqual({ source: 'rules', rules_reason: 'daily_limit' });
      expect(await reply(await registerMember(site, 'site-cy@example.com', 'Cy'), 'Long run')).toEqual({ source: 'rules', rules_reason: 'daily_limit' });
      expect(coachCalls()).toBe(2);
    });
  });
});
