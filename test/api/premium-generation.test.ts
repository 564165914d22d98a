import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { roadmapSections } from '../../backend/src/modules/ai/content-rules.js';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertEntry, insertPremium, insertSaved } from './members-fixtures.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';

/** Premium generation (issue 9) through the real API, the Bull queue and the fake OpenAI and Pexels servers. */
describe('premium-generation', () => {
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
    pexels.reset();
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const generate = (body: object) => request(t.server).post('/api/premium-content/generate').set('Cookie', editor.cookie).send(body);
  const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;
  const packageCalls = () => openai.chatBodies().filter((b) => schemaName(b) === 'content_package');
  const count = async () => Number((await t.sql<{ n: string }>(`select count(*) as n from premium_content`))[0].n);

  /** Answers the first `bad` package calls with a roadmap of only five sections, then as the schema asks. */
  function fiveCardsFirst(bad: number) {
    let packages = 0;
    openai.setResponder((body) => {
      const value = generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) }) as Record<string, unknown>;
      if (schemaName(body) === 'content_package' && packages++ < bad) {
        value.long_form_article = [1, 2, 3, 4, 5].map((n) => `## ${n}. Card ${n}\n\n${'Steady aerobic work builds the base. '.repeat(40)}`).join('\n\n');
      }
      return value;
    });
  }

  describe('POST /api/premium-content/generate', () => {
    it('writes a numbered coaching roadmap with the premium prompt, stores it published and tells the insights work', async () => {
      const requestId = randomUUID();
      const res = await generate({ topic: 'Threshold work for masters cyclists', editorial_theme: 'Training & Performance', editorial_week: 1, requestId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ topic: 'Threshold work for masters cyclists', status: 'published', editorial_week: 1, day_number: 1, theme: 'Training & Performance', prompt_version: 'premium-roadmap.v1' });
      const sections = roadmapSections(res.body.long_form_article);
      expect(sections.length).toBeGreaterThanOrEqual(9);
      expect(sections.map((s) => s.number)).toEqual(sections.map((_, i) => i + 1));
      expect(res.body.generated_images.coverImage.startsWith(`${pexels.url}/photos/`)).toBe(true);

      const [call] = packageCalls();
      expect(String(call.messages![0].content)).toMatch(/head coach of Flying@50 Premium/);
      expect(String(call.messages![1].content)).toMatch(/'## N\. Title'/);
      expect(String(call.messages![0].content)).toMatch(/British English/);

      const progress = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
      expect(progress.body).toMatchObject({ status: 'done', generationId: res.body.id });
      await t.flushOutbox();
      const [event] = await t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where type = 'PremiumPublished'`);
      expect(event.payload).toMatchObject({ kind: 'premium', id: res.body.id, editorialTheme: 'Training & Performance', status: 'published' });
      expect((await request(t.server).get(`/api/premium-content/${res.body.id}`).set('Cookie', member.cookie)).status).toBe(200);
    });

    it('without forceCreate refuses a theme that already has premium content, before any model call; with it, adds another', async () => {
      const before = await count();
      const refused = await generate({ topic: 'More threshold work', editorial_theme: 'Training & Performance', forceCreate: false });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('Training & Performance already has premium content. Use Generate New (forceCreate) to add another article.');
      expect(openai.chatBodies()).toHaveLength(0);
      expect(await count()).toBe(before);
      const added = await generate({ topic: 'More threshold work', editorial_theme: 'Training & Performance', forceCreate: true });
      expect(added.status).toBe(200);
      expect(await count()).toBe(before + 1);
    });

    it('refuses bad input with the spec texts and writes nothing', async () => {
      const before = await count();
      const cases: [object, RegExp][] = [
        [{ topic: '   ', editorial_theme: 'Gear & Tech' }, /^Please enter a topic for content generation\.$/],
        [{ topic: 'Kit', editorial_theme: 'Cooking' }, /^Unknown editorial theme "Cooking"/],
        [{ topic: 'Kit', editorial_week: 7 }, /Editorial week must be a whole number from 1 to 6/],
        // 'Day N' is the theme's place in the cycle: Gear & Tech is week 5, never 'Day 1'.
        [{ topic: 'Kit', editorial_theme: 'Gear & Tech', editorial_week: 1 }, /^Week 1 of the editorial cycle is Training & Performance, not Gear & Tech/],
        [{ topic: 'Kit', forceCreate: 'yes' }, /forceCreate must be true or false/],
      ];
      for (const [body, message] of cases) {
        const res = await generate(body);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(openai.chatBodies()).toHaveLength(0);
      expect(await count()).toBe(before);
    });

    it('repairs a roadmap with too few cards once', async () => {
      fiveCardsFirst(1);
      const res = await generate({ topic: 'Fuelling long rides', editorial_theme: 'Nutrition & Fueling' });
      expect(res.status).toBe(200);
      const calls = packageCalls();
      expect(calls).toHaveLength(2);
      expect(String(calls[1].messages![3].content)).toMatch(/The roadmap has 5 numbered '## N\.' sections; it must have 9-10/);
      expect(roadmapSections(res.body.long_form_article).length).toBeGreaterThanOrEqual(9);
    });

    it.each([
      ['a roadmap whose correction has too few cards too', () => fiveCardsFirst(2), /broke the premium coaching roadmap rules and its one correction did too: The roadmap has 5 numbered/],
      ['malformed JSON', () => openai.enqueue({ kind: 'text', content: '{"long_form_article": "unfinished' }, { kind: 'text', content: 'not json' }), /malformed output \(not valid JSON\)/],
    ])('answers 502 and stores nothing for %s', async (_name, arrange, message) => {
      const before = await count();
      arrange();
      const res = await generate({ topic: 'Sleep and recovery', editorial_theme: 'Recovery & Health' });
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(message);
      expect(await count()).toBe(before);
    });
  });

  describe('POST /api/premium-content/{id}/enhance', () => {
    it('rewrites one item with the same topic, theme and brief, deleting the old one; a deleted item is 404', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Mindset & Motivation', topic: 'Staying motivated in winter' });
      await t.sql(`update premium_content set system_prompt = 'Coach like a friend.' where id = $1`, [old]);
      const res = await request(t.server).post(`/api/premium-content/${old}/enhance`).set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ topic: 'Staying motivated in winter', theme: 'Mindset & Motivation', system_prompt: 'Coach like a friend.', status: 'published' });
      expect(res.body.id).not.toBe(old);
      expect(String(packageCalls()[0].messages![0].content)).toBe('Coach like a friend.');
      expect((await t.sql<{ status: string }>('select status from premium_content where id = $1', [old]))[0].status).toBe('archived');
      const again = await request(t.server).post(`/api/premium-content/${old}/enhance`).set('Cookie', editor.cookie);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('Premium content not found');
    });

    it('keeps a draft a draft: the rewrite of an item hidden from members does not go live', async () => {
      const old = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters, quietly', status: 'draft' });
      const res = await request(t.server).post(`/api/premium-content/${old}/enhance`).set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ topic: 'Power meters, quietly', status: 'draft' });
      const published = await t.sql<{ payload: { id: number } }>(`select payload from outbox_events where type = 'PremiumPublished'`);
      expect(published.map((event) => event.payload.id)).not.toContain(res.body.id);
    });
  });

  describe('two requests for the same generation at once (two tabs, two editors)', () => {
    it('rewrites an item once: the second Enhance is 409 before any model call, and one new report is published', async () => {
      await t.sql('delete from premium_content');
      const old = await insertPremium(t, { editorial_theme: 'Nutrition & Fueling', topic: 'Fuelling long rides' });
      openai.delayMs = 300;
      const answers = await Promise.all([1, 2].map(() => request(t.server).post(`/api/premium-content/${old}/enhance`).set('Cookie', editor.cookie)));
      openai.delayMs = 0;
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.status === 409)!.body.error).toBe(
        'This premium article is already being rewritten (Enhance or Regenerate All, in another tab or by another editor). Its new version will appear when it is ready.',
      );
      expect(packageCalls()).toHaveLength(1);
      expect(await t.sql(`select status from premium_content order by id`)).toEqual([{ status: 'archived' }, { status: 'published' }]);
      // Released: the new report can be rewritten again.
      const fresh = answers.find((res) => res.status === 200)!.body.id as number;
      expect((await request(t.server).post(`/api/premium-content/${fresh}/enhance`).set('Cookie', editor.cookie)).status).toBe(200);
    }, 30_000);

    it('runs Regenerate All once; gives an empty theme one first report; a claim left by a process that died gives way', async () => {
      await t.sql('delete from premium_content');
      await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters explained' });
      openai.delayMs = 300;
      const all = await Promise.all([1, 2].map(() => request(t.server).post('/api/premium-content/regenerate-all').set('Cookie', editor.cookie)));
      expect(all.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(all.find((res) => res.status === 409)!.body.error).toBe('Regenerate All is already running (in another tab or by another editor). The new articles will appear as they are ready.');
      const body = { topic: 'Choosing a GPS watch', editorial_theme: 'Racing & Strategy' };
      const first = await Promise.all([generate(body), generate(body)]);
      openai.delayMs = 0;
      expect(first.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(first.find((res) => res.status === 409)!.body.error).toBe('Racing & Strategy is already being given premium content (in another tab or by another editor). It will appear when it is ready.');
      expect(await t.sql(`select status from premium_content where topic = 'Choosing a GPS watch'`)).toEqual([{ status: 'published' }]);
      expect(packageCalls()).toHaveLength(2);
      await t.sql(`insert into premium_generation_claims (key, token, claimed_at) values ('all', gen_random_uuid(), now() - interval '31 minutes')`);
      expect((await request(t.server).post('/api/premium-content/regenerate-all').set('Cookie', editor.cookie)).status).toBe(200);
      expect(await t.sql('select key from premium_generation_claims')).toEqual([]);
    }, 60_000);
  });

  describe('enhancing a report members kept', () => {
    it("moves members' saved reports and the coach's recommendations of the old report to the new one", async () => {
      const old = await insertPremium(t, { editorial_theme: 'Recovery & Health', topic: 'Sleep for recovery' });
      const entry = await insertEntry(t, member.id, { content: 'Slept badly before the long ride.' });
      await insertSaved(t, member.id, old, entry);
      const [{ id: reply }] = await t.sql<{ id: number }>(
        `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone) values ($1, $2, 'Rest first.', 'rules', 'encouraging') returning id`,
        [member.id, entry],
      );
      await t.sql(
        `insert into ai_recommendations (ai_response_id, user_id, premium_content_id, position, recommendation_reason, relevance_score) values ($1, $2, $3, 0, 'It covers sleep.', 0.5)`,
        [reply, member.id, old],
      );
      const res = await request(t.server).post(`/api/premium-content/${old}/enhance`).set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      const fresh = res.body.id as number;
      await t.flushOutbox();
      await eventually(async () => (await t.sql('select 1 from saved_reports where premium_content_id = $1', [fresh])).length === 1);
      await eventually(async () => (await t.sql('select 1 from ai_recommendations where premium_content_id = $1', [fresh])).length === 1);
      expect(await t.sql('select 1 from saved_reports where premium_content_id = $1 union all select 1 from ai_recommendations where premium_content_id = $1', [old])).toEqual([]);
      // The member's library shows the rewritten report.
      const library = await request(t.server).get('/api/community/library').set('Cookie', member.cookie);
      expect(JSON.stringify(library.body)).toContain(`"id":${fresh}`);
    });
  });

  describe('POST /api/premium-content/regenerate-all', () => {
    it("replaces the newest item of each theme that has one, archiving the old", async () => {
      await t.sql('delete from premium_content');
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters explained' });
      const racing = await insertPremium(t, { editorial_theme: null, topic: 'Race-day pacing' });
      const res = await request(t.server).post('/api/premium-content/regenerate-all').set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Regenerated 2 of 2 premium articles', failed: [] });
      expect(res.body.content.map((c: { topic: string; theme: string }) => [c.topic, c.theme])).toEqual([
        ['Power meters explained', 'Gear & Tech'],
        ['Race-day pacing', 'Racing & Strategy'],
      ]);
      const statuses = await t.sql<{ id: number; status: string }>('select id, status from premium_content where id = any($1) order by id', [[gear, racing]]);
      expect(statuses.map((s) => s.status)).toEqual(['archived', 'archived']);
    }, 30_000);
  });

  describe('choosing the items at real size', () => {
    it("reads per theme the one item it needs, whatever the archive's size: Regenerate All and a taken theme (EXPLAIN ANALYZE)", async () => {
      await t.sql('delete from premium_content');
      // 100 items of 10 KB per theme, an hour apart; the newest of each archived, the next one the newest to regenerate.
      // Racing's items name no theme: premium_theme (themeOf) finds it in the topic's words, as before.
      await t.sql(
        `insert into premium_content (topic, editorial_theme, status, created_at, long_form_article)
       select case when th.n = 6 then 'Race-day pacing ' || g else th.name || ' item ' || g end, case when th.n = 6 then null else th.name end,
              case when g = 1 or g % 3 = 0 then 'archived' when g % 3 = 1 then 'draft' else 'published' end,
              '2026-10-01T08:00:00Z'::timestamptz - (g || ' hours')::interval - (th.n || ' minutes')::interval, repeat('Steady aerobic work. ', 500)
         from unnest($1::text[]) with ordinality th(name, n), generate_series(1, 100) g`,
        [['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation', 'Gear & Tech', 'Racing & Strategy']],
      );
      await t.sql('analyze premium_content');
      let refused: request.Response | undefined;
      const generateReads = await readsDuring(t, async () => {
        refused = await generate({ topic: 'More threshold work', editorial_theme: 'Training & Performance', forceCreate: false });
      });
      expect(refused!.status).toBe(409);
      let res: request.Response | undefined;
      const regenerateReads = await readsDuring(t, async () => {
        res = await request(t.server).post('/api/premium-content/regenerate-all').set('Cookie', editor.cookie);
      });
      expect(res!.status).toBe(200);
      expect(res!.body.content.map((c: { topic: string; theme: string }) => [c.topic, c.theme])).toEqual([
        ['Training & Performance item 2', 'Training & Performance'],
        ['Nutrition & Fueling item 2', 'Nutrition & Fueling'],
        ['Recovery & Health item 2', 'Recovery & Health'],
        ['Mindset & Motivation item 2', 'Mindset & Motivation'],
        ['Gear & Tech item 2', 'Gear & Tech'],
        ['Race-day pacing 2', 'Racing & Strategy'],
      ]);
      const counted = await rowsReadEach(t, [...generateReads, ...regenerateReads], 'premium_content');
      expect(counted.filter((c) => c.rows > 20)).toEqual([]);
    }, 90_000);
  });
});
