import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { startFakePexels, type FakePexels, type PexelsPhoto, type PexelsSearchResponse } from './fake-pexels.js';
import { countWords, generateFromSchema, parseWordTarget, type JsonSchema } from './json-from-schema.js';
import { checkAgainstSchema, strictSchemaProblems } from './schema-check.js';

// A strict-mode-compliant schema resembling an editorial "article package".
const articleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'slug', 'standfirst', 'bodyMarkdown', 'tags', 'readingMinutes', 'audience', 'sources', 'meta', 'publishedAt'],
  properties: {
    title: { type: 'string', maxLength: 80 },
    slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    standfirst: { type: 'string', minLength: 40, maxLength: 200 },
    bodyMarkdown: {
      type: 'string',
      description: 'The article in Markdown, 800-1200 words, with five sections headed "## 1. Heading" to "## 5. Heading".',
    },
    tags: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 6 },
    readingMinutes: { type: 'integer', minimum: 3, maximum: 15 },
    audience: { type: 'string', enum: ['beginner', 'returning', 'competitive'] },
    sources: { type: 'array', items: { $ref: '#/$defs/source' } },
    meta: { anyOf: [{ $ref: '#/$defs/meta' }, { type: 'null' }] },
    publishedAt: { type: 'string', format: 'date-time' },
  },
  $defs: {
    source: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'url'],
      properties: { title: { type: 'string' }, url: { type: 'string', format: 'uri' } },
    },
    meta: {
      type: 'object',
      additionalProperties: false,
      required: ['seoTitle', 'score'],
      properties: { seoTitle: { type: 'string', maxLength: 60 }, score: { type: 'number', minimum: 0, maximum: 1 } },
    },
  },
} as const;

type Article = {
  title: string;
  slug: string;
  standfirst: string;
  bodyMarkdown: string;
  tags: string[];
  readingMinutes: number;
  audience: string;
  sources: Array<{ title: string; url: string }>;
  meta: { seoTitle: string; score: number } | null;
  publishedAt: string;
};

function articleRequest(topic = 'Hill running after fifty') {
  return {
    model: 'gpt-test',
    messages: [
      { role: 'system' as const, content: 'You are an editor for Flying@50.' },
      { role: 'user' as const, content: `Write an article about: ${topic}` },
    ],
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: 'pkg', strict: true, schema: articleSchema as unknown as Record<string, unknown> },
    },
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

describe('fake OpenAI', () => {
  let fake: FakeOpenAI;
  let client: OpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    client = new OpenAI({ apiKey: 'test', baseURL: fake.url, maxRetries: 0 });
  });
  afterEach(() => {
    fake.reset();
    fake.delayMs = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('listens on 127.0.0.1 with a /v1 base URL', () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('answers a json_schema request with a chat.completion whose content matches the schema', async () => {
    const res = await client.chat.completions.create(articleRequest());
    expect(res.object).toBe('chat.completion');
    expect(res.model).toBe('gpt-test');
    expect(res.id).toMatch(/^chatcmpl-/);
    expect(res.choices).toHaveLength(1);
    expect(res.choices[0]!.finish_reason).toBe('stop');
    expect(res.choices[0]!.message.role).toBe('assistant');
    expect(res.choices[0]!.message.refusal).toBeNull();
    expect(res.usage!.total_tokens).toBe(res.usage!.prompt_tokens + res.usage!.completion_tokens);

    const content = res.choices[0]!.message.content!;
    const article = JSON.parse(content) as Article;
    expect(checkAgainstSchema(article, articleSchema as unknown as JsonSchema)).toEqual([]);
    for (const key of articleSchema.required) expect(article).toHaveProperty(key);

    expect(article.tags.length).toBeGreaterThanOrEqual(3);
    expect(article.tags.length).toBeLessThanOrEqual(6);
    expect(article.sources).toHaveLength(2);
    expect(article.sources[0]!.url).toMatch(/^https:\/\//);
    expect(article.meta).not.toBeNull();
    expect(article.meta!.score).toBeGreaterThanOrEqual(0);
    expect(article.meta!.score).toBeLessThanOrEqual(1);
    expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(article.readingMinutes).toBeLessThanOrEqual(15);
    expect(['beginner', 'returning', 'competitive']).toContain(article.audience);
    expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
    expect(article.title.length).toBeLessThanOrEqual(80);
    expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

    const words = countWords(article.bodyMarkdown);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1200);
    for (let i = 1; i <= 5; i++) expect(article.bodyMarkdown).toMatch(new RegExp(`^## ${i}\\. \\S`, 'm'));
    expect(article.bodyMarkdown).not.toMatch(/^## 6\./m);
    // readable prose: words and punctuation only, sentences start with a capital letter
    expect(article.standfirst).toMatch(/^[A-Z][A-Za-z ,.\-']+$/);
  });

  it('is deterministic per prompt and varies between prompts', async () => {
    const a = await client.chat.completions.create(articleRequest('Rowing'));
    const b = await client.chat.completions.create(articleRequest('Rowing'));
    const c = await client.chat.completions.create(articleRequest('Cycling'));
    expect(a.choices[0]!.message.content).toBe(b.choices[0]!.message.content);
    expect(a.choices[0]!.message.content).not.toBe(c.choices[0]!.message.content);
  });

  it('records requests with method, path, headers, parsed body and time', async () => {
    const before = Date.now();
    await client.chat.completions.create(articleRequest());
    expect(fake.requests).toHaveLength(1);
    const r = fake.requests[0]!;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/chat/completions');
    expect(r.headers['authorization']).toBe('Bearer test');
    expect(r.headers['content-type']).toContain('application/json');
    expect((r.body as { model: string }).model).toBe('gpt-test');
    expect(r.receivedAt).toBeGreaterThanOrEqual(before);
    expect(fake.chatBodies()[0]!.response_format!.json_schema!.name).toBe('pkg');
    fake.reset();
    expect(fake.requests).toHaveLength(0);
  });

  it('surfaces enqueued errors as the openai package APIError subclasses, in order', async () => {
    fake.enqueue({ kind: 'error', status: 429 }, { kind: 'error', status: 500, message: 'Boom' });
    expect(fake.pending).toBe(2);

    const first = await client.chat.completions.create(articleRequest()).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(RateLimitError);
    expect((first as APIError).status).toBe(429);
    expect((first as APIError).code).toBe('rate_limit_exceeded');

    const second = await client.chat.completions.create(articleRequest()).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(InternalServerError);
    expect((second as APIError).status).toBe(500);
    expect((second as APIError).message).toContain('Boom');

    // queue exhausted: back to the default behaviour
    const ok = await client.chat.completions.create(articleRequest());
    expect(JSON.parse(ok.choices[0]!.message.content!)).toHaveProperty('bodyMarkdown');
    expect(fake.pending).toBe(0);
  });

  it('returns enqueued text verbatim (malformed JSON) and enqueued json as content', async () => {
    fake.enqueue({ kind: 'text', content: '{"title": "oops",' }, { kind: 'json', content: { title: 'Fixed' } });
    const bad = await client.chat.completions.create(articleRequest());
    expect(bad.choices[0]!.message.content).toBe('{"title": "oops",');
    expect(() => JSON.parse(bad.choices[0]!.message.content!)).toThrow();
    const good = await client.chat.completions.create(articleRequest());
    expect(JSON.parse(good.choices[0]!.message.content!)).toEqual({ title: 'Fixed' });
  });

  it('supports a refusal behaviour', async () => {
    fake.enqueue({ kind: 'refusal', message: 'No thanks.' });
    const res = await client.chat.completions.create(articleRequest());
    expect(res.choices[0]!.message.content).toBeNull();
    expect(res.choices[0]!.message.refusal).toBe('No thanks.');
  });

  it('honours delayMs on every answer', async () => {
    fake.delayMs = 150;
    const { ms } = await timed(() => client.chat.completions.create(articleRequest()));
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(2000);
    fake.delayMs = 0;
    const fast = await timed(() => client.chat.completions.create(articleRequest()));
    expect(fast.ms).toBeLessThan(140);
  });

  it('answers concurrent calls in parallel after the fixed delay', async () => {
    fake.delayMs = 200;
    const { value, ms } = await timed(() =>
      Promise.all(Array.from({ length: 5 }, (_, i) => client.chat.completions.create(articleRequest(`topic ${i}`)))),
    );
    expect(value).toHaveLength(5);
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(900); // not 5 × 200 sequentially
  });

  it('slow behaviour waits and then answers with the default', async () => {
    fake.enqueue({ kind: 'slow', ms: 200 });
    const { value, ms } = await timed(() => client.chat.completions.create(articleRequest()));
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(JSON.parse(value.choices[0]!.message.content!)).toHaveProperty('tags');
  });

  it('hang behaviour never answers, so the client times out', async () => {
    fake.enqueue({ kind: 'hang' });
    const { value: err, ms } = await timed(() =>
      client.chat.completions.create(articleRequest(), { timeout: 300 }).catch((e: unknown) => e),
    );
    // Outside Jest this is an APIConnectionTimeoutError; under Jest's VM realm the
    // fetch AbortError is not `instanceof Error`, so the SDK reports its parent class.
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(fake.requests).toHaveLength(1);
  });

  it('drop behaviour destroys the socket (connection error)', async () => {
    fake.enqueue({ kind: 'drop' });
    const err = await client.chat.completions.create(articleRequest()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(err).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect((err as Error).message).toMatch(/connection/i);
  });

  it('uses the responder when set, and the generator again when cleared', async () => {
    fake.setResponder((body) => ({ echoedModel: body.model, messages: body.messages?.length }));
    const res = await client.chat.completions.create(articleRequest());
    expect(JSON.parse(res.choices[0]!.message.content!)).toEqual({ echoedModel: 'gpt-test', messages: 2 });
    fake.setResponder(() => 'plain words');
    const res2 = await client.chat.completions.create(articleRequest());
    expect(res2.choices[0]!.message.content).toBe('plain words');
    fake.setResponder(null);
    const res3 = await client.chat.completions.create(articleRequest());
    expect(JSON.parse(res3.choices[0]!.message.content!)).toHaveProperty('slug');
  });

  it('answers a short plain-text message without response_format', async () => {
    const res = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'Say hello' }],
    });
    const text = res.choices[0]!.message.content!;
    expect(countWords(text)).toBe(20);
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('rejects streaming requests with a 400 OpenAI-style error', async () => {
    const err = await client.chat.completions
      .create({ model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }], stream: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as APIError).status).toBe(400);
    expect((err as APIError).param).toBe('stream');
  });

  it('rejects strict schemas the real API would reject', async () => {
    const loose = { type: 'object', properties: { a: { type: 'string' } }, required: [] };
    expect(strictSchemaProblems(loose).length).toBeGreaterThan(0);
    expect(strictSchemaProblems(articleSchema)).toEqual([]);
    const err = await client.chat.completions
      .create({
        model: 'gpt-test',
        messages: [{ role: 'user', content: 'hi' }],
        response_format: { type: 'json_schema', json_schema: { name: 'loose', strict: true, schema: loose } },
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as APIError).message).toContain("Invalid schema for response_format 'loose'");
    // Non-strict requests with the same schema are fine.
    const ok = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'hi' }],
      response_format: { type: 'json_schema', json_schema: { name: 'loose', strict: false, schema: loose } },
    });
    expect(typeof (JSON.parse(ok.choices[0]!.message.content!) as { a: unknown }).a).toBe('string');
  });

  it('requires a Bearer token', async () => {
    const noAuth = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(articleRequest()),
    });
    expect(noAuth.status).toBe(401);
    const body = (await noAuth.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('API key');

    const wrongScheme = await fetch(`${fake.url}/models`, { headers: { authorization: 'Basic abc' } });
    expect(wrongScheme.status).toBe(401);

    const strictFake = await startFakeOpenAI({ apiKey: 'right' });
    try {
      const wrong = new OpenAI({ apiKey: 'wrong', baseURL: strictFake.url, maxRetries: 0 });
      await expect(wrong.models.list()).rejects.toBeInstanceOf(AuthenticationError);
    } finally {
      await strictFake.close();
    }
  });

  it('lists one model and answers unknown paths with 404 JSON', async () => {
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(['gpt-test']);

    const res = await fetch(`${fake.url}/nope`, { headers: { authorization: 'Bearer test' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('/v1/nope');

    const outside = await fetch(fake.url.replace(/\/v1$/, '/other'));
    expect(outside.status).toBe(404);
  });

  it('close() finishes even while a request hangs', async () => {
    const other = await startFakeOpenAI();
    other.enqueue({ kind: 'hang' });
    const c = new OpenAI({ apiKey: 'test', baseURL: other.url, maxRetries: 0 });
    const pending = c.chat.completions.create(articleRequest()).catch((e: unknown) => e);
    while (other.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    const { ms } = await timed(() => other.close());
    expect(ms).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(APIConnectionError);
  });
});

describe('json-from-schema generator', () => {
  const cases: Array<[string, JsonSchema]> = [
    ['bounded strings and numbers', {
      type: 'object',
      properties: {
        code: { type: 'string', minLength: 3, maxLength: 3 },
        long: { type: 'string', minLength: 300 },
        tiny: { type: 'string', maxLength: 4 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        step: { type: 'number', minimum: 0.5, maximum: 2, multipleOf: 0.25 },
        count: { type: 'integer', minimum: -5, maximum: -1 },
        email: { type: 'string', format: 'email' },
        id: { type: 'string', format: 'uuid' },
        day: { type: 'string', format: 'date' },
        maybe: { type: ['string', 'null'] },
        flag: { type: 'boolean' },
        fixed: { const: 'yes' },
      },
      required: ['code'],
    }],
    ['arrays', {
      type: 'object',
      properties: {
        one: { type: 'array', items: { type: 'integer' }, maxItems: 1 },
        four: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c', 'd'] }, minItems: 4, uniqueItems: true },
        tuple: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
        nested: { type: 'array', items: { type: 'array', items: { type: 'boolean' } } },
      },
    }],
    ['maps, allOf, oneOf', {
      type: 'object',
      properties: {
        scores: { type: 'object', additionalProperties: { type: 'integer', minimum: 1, maximum: 10 } },
        merged: { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'integer' } }, required: ['b'] }] },
        choice: { oneOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'integer' }] },
      },
    }],
    ['recursive tree', {
      $defs: {
        node: {
          type: 'object',
          required: ['label', 'children'],
          properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } },
        },
      },
      $ref: '#/$defs/node',
    }],
  ];

  it.each(cases)('generates valid values: %s', (_name, schema) => {
    const value = generateFromSchema(schema);
    expect(checkAgainstSchema(value, schema)).toEqual([]);
    expect(generateFromSchema(schema)).toEqual(value);
    expect(generateFromSchema(schema, { seed: 'other' })).not.toEqual(value);
  });

  it('produces 2 entries for additionalProperties maps and 2 items by default', () => {
    const v = generateFromSchema({
      type: 'object',
      properties: {
        map: { type: 'object', additionalProperties: { type: 'string' } },
        list: { type: 'array', items: { type: 'string' } },
      },
    }) as { map: Record<string, string>; list: string[] };
    expect(Object.keys(v.map)).toHaveLength(2);
    expect(v.list).toHaveLength(2);
  });

  it('honours x-words and parses word ranges', () => {
    expect(parseWordTarget('Body, 800-1200 words.')).toBe(1000);
    expect(parseWordTarget('between 300 and 500 words')).toBe(400);
    const v = generateFromSchema({
      type: 'object',
      properties: {
        article: { type: 'string', 'x-words': [200, 300] },
        plain: { type: 'string', description: 'An article of 150-250 words' },
      },
    }) as { article: string; plain: string };
    expect(countWords(v.article)).toBe(250);
    expect(countWords(v.plain)).toBe(200);
    expect(v.plain).not.toContain('##');
  });
});

describe('fake Pexels', () => {
  let pexels: FakePexels;
  const auth = { authorization: 'pexels-test-key' };

  beforeAll(async () => {
    pexels = await startFakePexels();
  });
  afterEach(() => {
    pexels.reset();
    pexels.delayMs = 0;
  });
  afterAll(async () => {
    await pexels.close();
  });

  async function search(query: string, extra = ''): Promise<{ status: number; body: PexelsSearchResponse }> {
    const res = await fetch(`${pexels.url}/v1/search?query=${encodeURIComponent(query)}${extra}`, { headers: auth });
    return { status: res.status, body: (await res.json()) as PexelsSearchResponse };
  }

  it('answers the real search shape with per_page photos pointing at itself', async () => {
    expect(pexels.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { status, body } = await search('older runner', '&per_page=5&page=1');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(5);
    expect(body.total_results).toBeGreaterThan(5);
    expect(body.photos).toHaveLength(5);
    expect(body.next_page).toContain(`${pexels.url}/v1/search/?page=2`);
    const photo = body.photos[0]!;
    expect(Object.keys(photo).sort()).toEqual(
      ['alt', 'avg_color', 'height', 'id', 'liked', 'photographer', 'photographer_id', 'photographer_url', 'src', 'url', 'width'].sort(),
    );
    expect(Object.keys(photo.src).sort()).toEqual(['landscape', 'large', 'large2x', 'medium', 'original', 'portrait', 'small', 'tiny']);
    for (const src of Object.values(photo.src)) expect(src.startsWith(`${pexels.url}/photos/${photo.id}.jpg`)).toBe(true);
    expect(photo.alt.toLowerCase()).toContain('older runner');
    expect(photo.avg_color).toMatch(/^#[0-9A-F]{6}$/);
    expect(typeof photo.photographer).toBe('string');
    expect(new Set(body.photos.map((p) => p.id)).size).toBe(5);
  });

  it('is deterministic per query, defaults to 15 and caps per_page at 80', async () => {
    const a = await search('cycling');
    const b = await search('cycling');
    const c = await search('swimming');
    expect(a.body.photos).toHaveLength(15);
    expect(a.body.photos.map((p) => p.id)).toEqual(b.body.photos.map((p) => p.id));
    expect(a.body.photos.map((p) => p.id)).not.toEqual(c.body.photos.map((p) => p.id));
    expect(pexels.search('cycling').photos.map((p) => p.id)).toEqual(a.body.photos.map((p) => p.id));
    const big = await search('yoga', '&per_page=500');
    expect(big.body.per_page).toBe(80);
    expect(big.body.photos.length).toBeLessThanOrEqual(80);
    expect(big.body.photos.length).toBe(Math.min(80, big.body.total_results));
  });

  it('serves a valid JPEG for every src URL', async () => {
    const { body } = await search('rowing', '&per_page=1');
    const res = await fetch(body.photos[0]!.src.medium);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]); // SOI + marker
    expect([bytes[bytes.length - 2], bytes[bytes.length - 1]]).toEqual([0xff, 0xd9]); // EOI
    const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0);
    expect(sof).toBeGreaterThan(0);
    expect((bytes[sof + 5]! << 8) | bytes[sof + 6]!).toBe(8); // height
    expect((bytes[sof + 7]! << 8) | bytes[sof + 8]!).toBe(8); // width
  });

  it('answers GET /v1/photos/:id with the same photo', async () => {
    const { body } = await search('walking', '&per_page=2');
    const photo = body.photos[1]!;
    const res = await fetch(`${pexels.url}/v1/photos/${photo.id}`, { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()) as PexelsPhoto).toEqual(photo);
  });

  it('requires the raw API key in Authorization (no Bearer)', async () => {
    const none = await fetch(`${pexels.url}/v1/search?query=x`);
    expect(none.status).toBe(401);
    expect(typeof ((await none.json()) as { error: string }).error).toBe('string');
    const bearer = await fetch(`${pexels.url}/v1/search?query=x`, { headers: { authorization: 'Bearer k' } });
    expect(bearer.status).toBe(401);
    expect(((await bearer.json()) as { error: string }).error).toContain('Bearer');
  });

  it('supports error, empty and hang behaviours', async () => {
    pexels.enqueue({ kind: 'error', status: 429, message: 'Too many' }, { kind: 'empty' }, { kind: 'hang' });
    const err = await search('x');
    expect(err.status).toBe(429);
    expect(err.body).toEqual({ error: 'Too many' });
    const empty = await search('x');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total_results: 0, photos: [] });
    const hung = await fetch(`${pexels.url}/v1/search?query=x`, { headers: auth, signal: AbortSignal.timeout(200) }).catch(
      (e: unknown) => e,
    );
    expect((hung as Error).name).toBe('TimeoutError');
    const ok = await search('x');
    expect(ok.body.photos.length).toBeGreaterThan(0);
  });

  it('honours delayMs and records requests', async () => {
    pexels.delayMs = 120;
    const start = performance.now();
    await search('tennis', '&per_page=3');
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
    const r = pexels.requests.at(-1)!;
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/v1/search');
    expect(r.query).toEqual({ query: 'tennis', per_page: '3' });
    expect(r.headers['authorization']).toBe('pexels-test-key');
  });
});
