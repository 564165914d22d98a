import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { countWords } from '../../backend/src/modules/ai/content-rules.js';
import { DEFAULT_BRIEF } from '../../backend/src/modules/ai/prompts/content-package.v1.js';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/** Generation through the real HTTP API, the Bull queue and the fake OpenAI and Pexels servers. */
describe('content-generation', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let editor: Identity;
  let member: Identity;

  const TIMEOUT_MS = 2000;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'gpt-test',
        OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
        PEXELS_API_KEY: 'pexels-test-key',
        PEXELS_BASE_URL: pexels.url,
      },
    });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'member@example.com');
  });
  afterEach(() => {
    openai.reset();
    openai.delayMs = 0;
    pexels.reset();
    pexels.delayMs = 0;
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const generate = (body: object, who: Identity | null = editor) => {
    const req = request(t.server).post('/api/content/generate');
    return (who ? req.set('Cookie', who.cookie) : req).send(body);
  };

  const stored = async () => {
    const [row] = await t.sql<{ generations: string; events: string }>(
      `select (select count(*) from content_generations) as generations,
            (select count(*) from outbox_events where type = 'ContentGenerated') as events`,
    );
    return row;
  };

  const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;
  const packageCalls = () => openai.chatBodies().filter((b) => schemaName(b) === 'content_package');

  describe('POST /api/content/generate', () => {
    it('answers with the stored package: article, headlines, summary, deck, formats, metadata and three Pexels images', async () => {
      const requestId = randomUUID();
      const res = await generate({
        topic: '  Hill repeats for masters runners  ',
        customPrompt: '  Write for club runners who also swim.  ',
        editorial_week: 2,
        editorial_theme: 'Nutrition & Fueling',
        requestId,
      });
      expect(res.status).toBe(200);
      const g = res.body;
      expect(g).toMatchObject({
        id: expect.any(Number),
        topic: 'Hill repeats for masters runners',
        status: 'published',
        editorial_week: 2,
        editorial_theme: 'Nutrition & Fueling',
        system_prompt: 'Write for club runners who also swim.',
        created_by: editor.id,
        prompt_version: 'content-package.v1',
        model: 'gpt-test',
      });
      expect(new Date(g.created_at).toISOString()).toBe(g.created_at);
      expect(new Date(g.updated_at).toISOString()).toBe(g.updated_at);

      const words = countWords(g.long_form_article);
      expect(words).toBeGreaterThanOrEqual(1200);
      expect(words).toBeLessThanOrEqual(1800);
      expect(g.long_form_article).toMatch(/^## /m);
      expect(g.headlines.length).toBeGreaterThanOrEqual(2);
      expect(g.headlines.length).toBeLessThanOrEqual(3);
      for (const h of g.headlines) expect(h.trim()).not.toBe('');
      expect(g.tldr_summary.trim()).not.toBe('');
      expect(g.apple_news_deck.trim()).not.toBe('');
      expect(Object.keys(g.repurposed_formats).sort()).toEqual(['interview', 'listicle', 'narrative', 'opinion', 'tips']);
      for (const text of Object.values(g.repurposed_formats)) expect(String(text).trim()).not.toBe('');
      expect(g.metadata).toEqual({ section: expect.any(String), format: expect.any(String), tags: expect.any(Array) });
      expect(g.metadata.tags.length).toBeGreaterThan(0);

      const images = [g.generated_images.coverImage, g.generated_images.inlineVisual1, g.generated_images.inlineVisual2];
      for (const url of images) expect(url.startsWith(`${pexels.url}/photos/`)).toBe(true);
      expect(new Set(images).size).toBe(3);
      expect(Object.keys(g.generated_images).sort()).toEqual(['coverImage', 'inlineVisual1', 'inlineVisual2']);
      expect(g.image_details.coverImage).toMatchObject({ id: expect.any(Number), alt: expect.any(String), photographer: expect.any(String), query: expect.any(String) });
      const image = await fetch(images[0]);
      expect(image.headers.get('content-type')).toBe('image/jpeg');

      // Stored as answered, with ContentGenerated in the outbox.
      const [row] = await t.sql('select * from content_generations where id = $1', [g.id]);
      expect(row).toMatchObject({ topic: g.topic, created_by: editor.id, long_form_article: g.long_form_article, status: 'published' });
      const [event] = await t.sql<{ payload: Record<string, unknown> }>(`select payload from outbox_events where type = 'ContentGenerated'`);
      expect(event.payload).toMatchObject({ kind: 'generation', id: g.id, createdBy: editor.id, editorialWeek: 2, repaired: false });

      // What the model and Pexels were asked.
      const [call] = packageCalls();
      expect(call.model).toBe('gpt-test');
      expect(call.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'content_package', strict: true } });
      expect(call.messages![0]).toEqual({ role: 'system', content: 'Write for club runners who also swim.' });
      expect(String(call.messages![1].content)).toMatch(/Hill repeats for masters runners/);
      expect(String(call.messages![1].content)).toMatch(/1200-1800 words/);
      const searches = pexels.requests.filter((r) => r.path === '/v1/search');
      expect(searches).toHaveLength(3);
      for (const s of searches) expect(s.headers.authorization).toBe('pexels-test-key');
    });

    it('uses the default brief when no custom prompt is given, and omits a blank one', async () => {
      const res = await generate({ topic: 'Recovery sleep for veteran cyclists', customPrompt: '   ' });
      expect(res.status).toBe(200);
      expect(res.body.system_prompt).toBeNull();
      expect(res.body.editorial_week).toBeNull();
      const [call] = packageCalls();
      expect(call.messages![0]).toEqual({ role: 'system', content: DEFAULT_BRIEF });
      expect(DEFAULT_BRIEF).toMatch(/British English/);
      expect(DEFAULT_BRIEF).toMatch(/real people/);
      expect(DEFAULT_BRIEF).toMatch(/must not be AI\s+generated/);
      expect(DEFAULT_BRIEF).toMatch(/50 and over/);
    });

    it('runs the article call and the image work in parallel: about one model delay in all', async () => {
      // Each answer waits 1.5 s (the app gives up at 2 s): run one after the other, the second call could only arrive after the first was answered.
      const delay = 1500;
      openai.delayMs = delay;
      const res = await generate({ topic: 'Open-water confidence after fifty' });
      expect(res.status).toBe(200);
      const calls = openai.requests.filter((r) => r.path === '/v1/chat/completions');
      expect(calls).toHaveLength(2);
      // Both calls were sent before either was answered (not a timing budget: the order of events at the fake).
      expect(Math.abs(calls[0].receivedAt - calls[1].receivedAt)).toBeLessThan(delay);
    });

    it('reports its stages at GET /api/content/generate/progress/{requestId}', async () => {
      openai.delayMs = 600;
      const requestId = randomUUID();
      const pending = generate({ topic: 'Strength work for masters triathletes', requestId }).then((r) => r);
      const seen: string[] = [];
      let first: Record<string, unknown> | undefined;
      let done = false;
      void pending.then(() => (done = true));
      while (!done) {
        const res = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
        if (res.status === 200) {
          first ??= res.body;
          if (seen.at(-1) !== res.body.stage) seen.push(res.body.stage);
        }
        await new Promise((r) => setTimeout(r, 40));
      }
      const res = await pending;
      expect(res.status).toBe(200);
      expect(first).toMatchObject({ requestId, status: 'running', stages: ['queued', 'writing', 'images', 'checking', 'saving', 'done'] });
      expect(new Date(String(first!.startedAt)).toISOString()).toBe(first!.startedAt);
      expect(seen).toContain('writing');
      const final = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
      expect(final.status).toBe(200);
      expect(final.body).toMatchObject({ requestId, stage: 'done', status: 'done', generationId: res.body.id, error: null });

      const unknown = await request(t.server).get(`/api/content/generate/progress/${randomUUID()}`).set('Cookie', editor.cookie);
      expect(unknown.status).toBe(404);
      const invalid = await request(t.server).get('/api/content/generate/progress/not-a-uuid').set('Cookie', editor.cookie);
      expect(invalid.status).toBe(400);
      const asMember = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', member.cookie);
      expect(asMember.status).toBe(403);
    });

    it("answers the generator's own first poll, before its POST has arrived, with status 'starting' (not 404)", async () => {
      const poll = (requestId: string, query = '') => request(t.server).get(`/api/content/generate/progress/${requestId}${query}`).set('Cookie', editor.cookie);
      // The generator polls from the moment it sends the POST: this poll reaches the server first.
      const requestId = randomUUID();
      const early = await poll(requestId, '?starting=true');
      expect(early.status).toBe(200);
      expect(early.body).toMatchObject({ requestId, stage: 'queued', status: 'starting', generationId: null, error: null });
      expect(early.body.stages).toEqual(['queued', 'writing', 'images', 'checking', 'saving', 'done']);
      // It registers nothing: the POST still starts the run, and a poll without starting still says 404 for an unknown id.
      expect((await poll(requestId)).status).toBe(404);
      openai.delayMs = 300;
      const pending = generate({ topic: 'Open-water sighting drills', requestId }).then((r) => r);
      await eventually(async () => (await poll(requestId, '?starting=true')).body.status !== 'starting');
      expect((await pending).status).toBe(200);
      expect((await poll(requestId, '?starting=true')).body).toMatchObject({ status: 'done', stage: 'done' });
      expect((await poll(randomUUID(), '?starting=maybe')).status).toBe(400);
    });

    it('refuses a second generation with a requestId that is still running (409)', async () => {
      openai.delayMs = 500;
      const requestId = randomUUID();
      const first = generate({ topic: 'Cadence drills', requestId }).then((r) => r);
      await new Promise((r) => setTimeout(r, 150));
      const second = await generate({ topic: 'Cadence drills', requestId });
      expect(second.status).toBe(409);
      expect((await first).status).toBe(200);
    });

    it('starts no second generation for a requestId sent again after the first finished (409; the first run stays the outcome)', async () => {
      const requestId = randomUUID();
      const first = await generate({ topic: 'Tempo runs after 60', requestId });
      expect(first.status).toBe(200);
      const before = await stored();
      const calls = openai.chatBodies().length;
      const again = await generate({ topic: 'Tempo runs after 60', requestId });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(
        'A generation with this requestId has already run: its outcome is at GET /api/content/generate/progress/{requestId}. Use a new requestId for each generation.',
      );
      expect(await stored()).toEqual(before);
      expect(openai.chatBodies()).toHaveLength(calls);
      const progress = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
      expect(progress.body).toMatchObject({ status: 'done', generationId: first.body.id });
    });
  });

  /** A responder that answers the first `short` package calls with a too-short article, then normally. */
  function shortArticleFirst(short: number) {
    let packages = 0;
    openai.setResponder((body) => {
      const schema = body.response_format!.json_schema!.schema as JsonSchema;
      const value = generateFromSchema(schema, { seed: JSON.stringify(body.messages) }) as Record<string, unknown>;
      if (schemaName(body) === 'content_package' && packages++ < short) value.long_form_article = '## 1. Too short\n\nOnly a few words here.';
      return value;
    });
  }

  describe('length rules', () => {
    it('repairs a package that breaks them with one follow-up request', async () => {
      shortArticleFirst(1);
      const res = await generate({ topic: 'Tapering for a masters marathon' });
      expect(res.status).toBe(200);
      expect(countWords(res.body.long_form_article)).toBeGreaterThanOrEqual(1200);
      const calls = packageCalls();
      expect(calls).toHaveLength(2);
      const followUp = calls[1].messages!;
      expect(followUp.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(String(followUp[2].content)).toMatch(/Only a few words here/);
      expect(String(followUp[3].content)).toMatch(/has 8 words; it must have 1200-1800 words/);
      const [event] = await t.sql<{ payload: { repaired: boolean } }>(`select payload from outbox_events where type = 'ContentGenerated' and (payload->>'id')::int = $1`, [res.body.id]);
      expect(event.payload.repaired).toBe(true);
    });

    it('rejects the package with a clear 502 when the correction breaks them too, storing nothing', async () => {
      const before = await stored();
      shortArticleFirst(2);
      const res = await generate({ topic: 'Tapering for a masters marathon' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ success: false, statusCode: 502 });
      expect(res.body.error).toMatch(/broke the Apple News\+ package rules and its one correction did too: The long-form article has 8 words; it must have 1200-1800 words/);
      expect(packageCalls()).toHaveLength(2);
      expect(await stored()).toEqual(before);
    });
  });

  describe('failures answer with a clear error and store nothing', () => {
    const cases: [string, () => void, number, RegExp][] = [
      ['a model error (500)', () => openai.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 500 }), 502, /AI model service failed \(500\)/],
      ['a rejected API key (401)', () => openai.enqueue({ kind: 'error', status: 401 }, { kind: 'error', status: 401 }), 502, /rejected the API key.*OPENAI_API_KEY/],
      ['a dropped connection', () => openai.enqueue({ kind: 'drop' }, { kind: 'drop' }), 502, /Could not reach the AI model service/],
      ['malformed JSON', () => openai.enqueue({ kind: 'text', content: '{"long_form_article": "unfinished' }, { kind: 'text', content: 'not json' }), 502, /malformed output \(not valid JSON\)/],
      ['JSON of the wrong shape', () => openai.enqueue({ kind: 'json', content: { article: 'x' } }, { kind: 'json', content: { article: 'x' } }), 502, /does not match the requested format/],
      ['a refusal', () => openai.enqueue({ kind: 'refusal' }, { kind: 'refusal' }), 502, /declined/],
      ['a model slower than OPENAI_TIMEOUT_MS', () => (openai.delayMs = TIMEOUT_MS + 1500), 504, /did not answer within 2 seconds/],
      ['an image search error', () => pexels.enqueue({ kind: 'error', status: 500 }), 502, /Image search failed: Pexels answered 500/],
    ];

    it.each(cases)('%s', async (_name, arrange, status, message) => {
      const before = await stored();
      arrange();
      const requestId = randomUUID();
      const res = await generate({ topic: 'Masters swimming drills', requestId });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, statusCode: status });
      expect(res.body.error).toMatch(message);
      expect(await stored()).toEqual(before);
      const progress = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
      expect(progress.body).toMatchObject({ status: 'failed', error: res.body.error });
      // The requestId names this run: sent again, it starts none (its failure stays the outcome).
      const again = await generate({ topic: 'Masters swimming drills', requestId });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(/^A generation with this requestId has already run/);
    });

    it('still uses real photos when only the image-query call fails (searching with the topic)', async () => {
      openai.setResponder((body) => {
        const schema = body.response_format!.json_schema!.schema as JsonSchema;
        if (schemaName(body) === 'image_queries') return 'not json';
        return generateFromSchema(schema, { seed: JSON.stringify(body.messages) });
      });
      const res = await generate({ topic: 'Gravel riding after sixty' });
      expect(res.status).toBe(200);
      expect(res.body.image_details.coverImage.query).toMatch(/Gravel riding after sixty mature athlete/);
      expect(res.body.generated_images.coverImage.startsWith(`${pexels.url}/photos/`)).toBe(true);
    });
  });

  describe('bad requests and access', () => {
    const bad: [string, object, RegExp][] = [
      ['no topic', {}, /Please enter a topic for content generation\./],
      ['a blank topic', { topic: '   ' }, /Please enter a topic for content generation\./],
      ['a topic that is not text', { topic: 42 }, /Topic must be text/],
      ['an unknown field', { topic: 'x', tone: 'loud' }, /Unknown field "tone"/],
      ['an editorial week outside 1-6', { topic: 'x', editorial_week: 9 }, /Editorial week must be a whole number from 1 to 6/],
      // The planner would count Training & Performance's week 1 as published with a Gear & Tech package.
      ['a week of another theme', { topic: 'x', editorial_week: 1, editorial_theme: 'Gear & Tech' }, /^Week 1 of the editorial cycle is Training & Performance, not Gear & Tech/],
      ['a requestId that is not a UUID', { topic: 'x', requestId: 'abc' }, /requestId must be a UUID/],
      ['a custom prompt over 4000 characters', { topic: 'x', customPrompt: 'y'.repeat(4001) }, /at most 4000 characters/],
    ];
    it.each(bad)('400 for %s', async (_name, body, message) => {
      const before = await stored();
      const res = await generate(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(await stored()).toEqual(before);
      expect(openai.requests).toHaveLength(0);
    });

    it('is for staff only: members get 403 and visitors 401, and the model is never called', async () => {
      const before = await stored();
      expect((await generate({ topic: 'x' }, member)).status).toBe(403);
      expect((await generate({ topic: 'x' }, null)).status).toBe(401);
      expect(await stored()).toEqual(before);
      expect(openai.requests).toHaveLength(0);
    });
  });
});
