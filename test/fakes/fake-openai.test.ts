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
import { countWords, type JsonSchema } from './json-from-schema.js';
import { checkAgainstSchema, strictSchemaProblems } from './schema-check.js';
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

  // The delays are long enough that a machine others load (load average 13) cannot blur them: the margins are hundreds
  // of milliseconds, not tens.
  it('honours delayMs on every answer', async () => {
    fake.delayMs = 500;
    const { ms } = await timed(() => client.chat.completions.create(articleRequest()));
    expect(ms).toBeGreaterThanOrEqual(490);
    fake.delayMs = 0;
    const fast = await timed(() => client.chat.completions.create(articleRequest()));
    expect(fast.ms).toBeLessThan(ms - 250);
  });

  it('answers concurrent calls in parallel after the fixed delay', async () => {
    fake.delayMs = 500;
    const { value, ms } = await timed(() =>
      Promise.all(Array.from({ length: 5 }, (_, i) => client.chat.completions.create(articleRequest(`topic ${i}`)))),
    );
    expect(value).toHaveLength(5);
    expect(ms).toBeGreaterThanOrEqual(490);
    expect(ms).toBeLessThan(2000); // not 5 × 500 sequentially
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
