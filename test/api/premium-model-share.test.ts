// The site's daily model calls keep a share for premium members ("Priority Team Responses"): members who are not
// premium together use at most COACH_MODEL_CALLS_FREE_PERCENT of COACH_MODEL_CALLS_PER_DAY_TOTAL, so fresh free
// accounts cannot spend the whole day's budget; premium members get model replies until the total itself is spent.
// Real PostgreSQL and Redis, the fake model over HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/index.js';
import { registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';

describe('premium-model-share', () => {
  let openai: FakeOpenAI;
  let site: TestApp;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    site = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, COACH_MODEL_CALLS_PER_DAY_TOTAL: '4', COACH_MODEL_CALLS_FREE_PERCENT: '50' },
    });
  });
  afterAll(async () => {
    await site?.close();
    await openai?.close();
  });

  type Reply = { source: string; rules_reason: string | null };
  const coachCalls = () => openai.chatBodies().filter((b) => b.response_format?.json_schema?.name === 'coach_reply').length;
  const reply = async (who: Identity, title: string) => {
    const entry = await request(site.server)
      .post('/api/community/journal')
      .set('Cookie', who.cookie)
      .send({ title, content: `${title}: forty minutes easy by the river, legs fine.` });
    expect(entry.status).toBe(201);
    return eventually(async () => (await site.sql<Reply>('select source, rules_reason from ai_responses where journal_entry_id = $1', [entry.body.id]))[0], 20_000);
  };

  describe("the premium members' share of the site's model calls (COACH_MODEL_CALLS_FREE_PERCENT)", () => {
    it("free members spend only their share of the day's total; a premium member still gets model replies until the total is spent", async () => {
      openai.reset();
      const [ann, ben] = [await registerMember(site, 'share-ann@example.com', 'Ann'), await registerMember(site, 'share-ben@example.com', 'Ben')];
      const pam = await registerMember(site, 'share-pam@example.com', 'Pam');
      expect((await request(site.server).put('/api/community/profile/upgrade').set('Cookie', pam.cookie)).status).toBe(200);

      // Half of the four calls is the free members' share: two model replies, then the labelled rule-based ones.
      expect(await reply(ann, 'Intervals')).toEqual({ source: 'model', rules_reason: null });
      expect(await reply(ben, 'Tempo')).toEqual({ source: 'model', rules_reason: null });
      expect(await reply(ann, 'Hill repeats')).toEqual({ source: 'rules', rules_reason: 'daily_limit' });
      expect(await reply(await registerMember(site, 'share-cy@example.com', 'Cy'), 'Long run')).toEqual({ source: 'rules', rules_reason: 'daily_limit' });
      expect(coachCalls()).toBe(2);

      // The premium member gets the rest of the total, then the total itself is spent for them too.
      expect(await reply(pam, 'Threshold ride')).toEqual({ source: 'model', rules_reason: null });
      expect(await reply(pam, 'Open water swim')).toEqual({ source: 'model', rules_reason: null });
      expect(await reply(pam, 'Brick session')).toEqual({ source: 'rules', rules_reason: 'daily_limit' });
      expect(coachCalls()).toBe(4);
    });
  });
});
