import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startFakeOpenAI, startFakePexels, type FakeOpenAI, type FakePexels } from '../fakes/index.js';
import { PASSWORD, registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Request hardening: body limits and shapes, NUL characters, prototype keys, cross-site requests and the
 * Cache-Control default, against the real app listening on a port (the timing tests need real sockets).
 */
describe('request-hardening', () => {
  let t: TestApp;
  let base: string;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let member: Identity;
  let editor: Identity;
  /** Signs in again and again (each sign-in replaces the previous session), so member's cookie stays valid. */
  const SIGNER = 'signer@example.com';
  const PUBLIC_URL = 'http://flying50.example:8080';

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: {
        PUBLIC_URL,
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'gpt-test',
        PEXELS_API_KEY: 'pexels-test-key',
        PEXELS_BASE_URL: pexels.url,
      },
    });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    member = await registerMember(t, 'member@example.com', 'Mel Member');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    await registerMember(t, SIGNER, 'Sig Signer');
  });
  afterEach(() => openai.reset());
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const api = () => request(base);
  const entryCount = async () => Number((await t.sql<{ n: string }>('select count(*) as n from journal_entries'))[0].n);
  const MB = 1024 * 1024;
  /** 14 MB of arrays nested inside each other: [[[[...]]]]. */
  const deepBody = Buffer.from('['.repeat(7 * MB) + ']'.repeat(7 * MB));
  /** 14 MB of empty arrays side by side: [[],[],[],...]. */
  const wideBody = Buffer.from(`[${'[],'.repeat((14 * MB) / 3)}[]]`);

  interface Sample {
    answer: { status: number; body: unknown; ms: number };
    /** Latency of each /api/health call made while the big body was in flight. */
    health: number[];
  }

  /** Sends a raw JSON body and calls /api/health again and again while it is in flight. */
  async function whileSending(path: string, body: Buffer, cookie?: string): Promise<Sample> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cookie) headers.Cookie = cookie;
    const started = Date.now();
    let done = false;
    const big = fetch(`${base}${path}`, { method: 'POST', headers, body }).then(async (res) => ({ status: res.status, body: await res.json(), ms: Date.now() - started }));
    void big.finally(() => (done = true));
    const health: number[] = [];
    await new Promise((r) => setTimeout(r, 5));
    do {
      const t0 = Date.now();
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      health.push(Date.now() - t0);
    } while (!done && health.length < 20);
    return { answer: await big, health };
  }

  /** The slowest of a few /api/health calls with nothing else in flight: how busy the machine is right now. */
  async function quietHealth(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      times.push(Date.now() - t0);
    }
    return Math.max(...times);
  }

  /**
   * The refusal must be fast and must not hold up other requests. The bound is relative to how /api/health answers
   * with nothing in flight, measured just before (5 s, or eight times that on a busy machine; 3 s failed once at load
   * average 7.5 with 3.5 s), and the best of up to three tries counts: a body that blocks the event loop (19 s before
   * this check existed) is slow every time, however busy the machine is.
   */
  async function refusedQuickly(path: string, body: Buffer, cookie: string | undefined, status: number, message: RegExp): Promise<Sample> {
    const worst = (s: Sample) => Math.max(s.answer.ms / 3, ...s.health);
    let best: Sample | undefined;
    let bound = 1000;
    for (let attempt = 0; attempt < 3; attempt++) {
      bound = Math.max(5000, 8 * (await quietHealth()));
      const sample = await whileSending(path, body, cookie);
      expect(sample.answer.status).toBe(status);
      expect(sample.answer.body).toEqual({ success: false, statusCode: status, error: expect.stringMatching(message) });
      if (!best || worst(sample) < worst(best)) best = sample;
      if (worst(best) < bound) break;
    }
    expect(best!.answer.ms).toBeLessThan(3 * bound);
    expect(Math.max(...best!.health)).toBeLessThan(bound);
    return best!;
  }

  describe('body limits: size, depth and element count, refused before parsing', () => {
    it('refuses a 14 MB nested body to the sign-in route with 413 at once, while /api/health keeps answering promptly', async () => {
      await refusedQuickly('/api/community/auth/login', deepBody, undefined, 413, /too large.*100 KB/);
    }, 120_000);

    it.each([
      ['nested 14 MB deep', deepBody, /nested too deeply/],
      ['14 MB of side-by-side arrays', wideBody, /too many elements/],
    ])('refuses %s to a photo route (signed in) with a fast 400, while /api/health keeps answering promptly', async (_name, body, message) => {
      await refusedQuickly('/api/community/journal', body, member.cookie, 400, message);
      expect(await entryCount()).toBe(0);
    }, 120_000);

    it('keeps 100 KB for ordinary routes and the larger limit for photo routes', async () => {
      const padding = 'x'.repeat(150 * 1024);
      const login = await api().post('/api/community/auth/login').send({ email: 'a@example.com', password: padding });
      expect(login.status).toBe(413);
      expect(login.body.error).toMatch(/too large/);
      // 150 KB of content reaches the DTO on the photo route (and its own length rule answers).
      const journal = await api().post('/api/community/journal').set('Cookie', member.cookie).send({ content: padding });
      expect(journal.status).toBe(400);
      expect(journal.body.error).toMatch(/Content must be at most 10000 characters/);
      // An edited content package may hold about 210,000 characters of text: 1 MB there.
      const text = 'word '.repeat(19_000);
      const edit = await api()
        .put('/api/content/generations/999')
        .set('Cookie', editor.cookie)
        .send({ long_form_article: text, repurposed_formats: { listicle: text.slice(0, 20_000), tips: text.slice(0, 20_000), narrative: text.slice(0, 20_000) } });
      expect(edit.status).toBe(404);
    });

    it('takes JSON in UTF-8 only', async () => {
      const res = await api().post('/api/community/auth/login').set('Content-Type', 'application/json; charset=utf-16le').send(Buffer.from('{"email":"a@example.com"}', 'utf16le'));
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('Send JSON encoded as UTF-8.');
    });

    it('answers JSON nested 5,000 levels deep with 400 (not a stack overflow)', async () => {
      const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
      const res = await api().post('/api/community/auth/login').set('Content-Type', 'application/json').send(deep);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, statusCode: 400, error: expect.stringMatching(/nested too deeply \(at most 32 levels\)/) });
      const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const res2 = await api().put('/api/content/generations/1').set('Cookie', editor.cookie).set('Content-Type', 'application/json').send(objects);
      expect(res2.status).toBe(400);
    });

    it('counts brackets inside strings as text', async () => {
      const res = await api()
        .post('/api/community/journal')
        .set('Cookie', member.cookie)
        .send({ title: '[[[[ {{{{ "quoted" \\', content: `${'['.repeat(4000)} , , , ${'{'.repeat(4000)}` });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe('[[[[ {{{{ "quoted" \\');
    });
  });

  describe('NUL characters are refused with 400 naming the field, before any work', () => {
    it.each([
      ['journal title', 'post', '/api/community/journal', { title: 'a\u0000b', content: 'x' }, 'title'],
      ['journal content', 'post', '/api/community/journal', { content: 'x\u0000' }, 'content'],
      ['a goal', 'post', '/api/community/goals', { goal: 'run\u0000' }, 'goal'],
      ['a tag', 'post', '/api/community/journal', { content: 'x', tags: ['Training\u0000'] }, 'tags.0'],
    ] as const)('%s', async (_name, method, path, body, field) => {
      const before = await entryCount();
      const res = await api()[method](path).set('Cookie', member.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, statusCode: 400, error: `Field "${field}" must not contain NUL characters` });
      expect(await entryCount()).toBe(before);
    });

    it('a registration name', async () => {
      const res = await api().post('/api/community/auth/register').send({ email: 'nul@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Nul\u0000' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Field "name" must not contain NUL characters');
      expect(await t.sql("select 1 from users where email = 'nul@example.com'")).toEqual([]);
    });

    it('a multipart text field', async () => {
      const res = await api().post('/api/community/journal').set('Cookie', member.cookie).field('title', 'T\u0000').field('content', 'x');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Field "title" must not contain NUL characters');
    });

    it('a query string', async () => {
      const res = await api().get('/api/pexels/search?query=run%00').set('Cookie', editor.cookie);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Field "query" must not contain NUL characters');
      expect(pexels.requests).toHaveLength(0);
    });

    it('a generation topic, without calling the model', async () => {
      const res = await api().post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 't\u0000' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, statusCode: 400, error: 'Field "topic" must not contain NUL characters' });
      // No generation call (a coach reply to an entry of an earlier test may still arrive).
      expect(openai.chatBodies().filter((b) => b.response_format?.json_schema?.name !== 'coach_reply')).toHaveLength(0);
    });
  });

  describe('prototype keys are unknown fields', () => {
    it.each([
      ['__proto__', '{"__proto__":{"role":"admin"},"email":"signer@example.com","password":"correct-horse-battery"}', '__proto__'],
      ['constructor', '{"constructor":{"prototype":{"x":1}},"email":"signer@example.com","password":"correct-horse-battery"}', 'constructor'],
    ])('%s', async (_name, body, field) => {
      const res = await api().post('/api/community/auth/login').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, statusCode: 400, error: `Unknown field "${field}"` });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['__proto__', '{"metadata":{"__proto__":{"section":"x"}}}', 'metadata.__proto__'],
      ['prototype', '{"metadata":{"tags":["a"],"prototype":{"x":1}}}', 'metadata.prototype'],
      ['constructor', '{"repurposed_formats":{"constructor":"x"}}', 'repurposed_formats.constructor'],
    ])('nested %s', async (_name, body, field) => {
      const res = await api().put('/api/content/generations/1').set('Cookie', editor.cookie).set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, statusCode: 400, error: `Unknown field "${field}"` });
    });

    it('in a multipart form', async () => {
      const res = await api().post('/api/community/journal').set('Cookie', member.cookie).field('content', 'x').field('__proto__', 'y');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Unknown field "__proto__"');
    });
  });

  describe('login CSRF and cross-site requests', () => {
    const signIn = { email: SIGNER, password: PASSWORD };

    it('does not parse urlencoded bodies: 415', async () => {
      const res = await api().post('/api/community/auth/login').type('form').send(signIn);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, statusCode: 415, error: 'Send the request body as JSON (application/json).' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('does not take text/plain bodies: 415', async () => {
      const res = await api().post('/api/community/auth/login').set('Content-Type', 'text/plain').send(JSON.stringify(signIn));
      expect(res.status).toBe(415);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['another site', { Origin: 'https://attacker.example' }],
      ['another port of the same host (same-site)', { Origin: 'http://127.0.0.1:1' }],
      ['an opaque origin', { Origin: 'null' }],
      ['Sec-Fetch-Site cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site same-site without Origin', { 'Sec-Fetch-Site': 'same-site' }],
    ])('refuses state-changing requests from %s with 403', async (_name, headers) => {
      const before = await entryCount();
      const login = await api().post('/api/community/auth/login').set(headers).send(signIn);
      expect(login.status).toBe(403);
      expect(login.body).toEqual({ success: false, statusCode: 403, error: 'Cross-site requests are not allowed.' });
      expect(login.headers['set-cookie']).toBeUndefined();
      const create = await api().post('/api/community/journal').set('Cookie', member.cookie).set(headers).field('content', 'planted');
      expect(create.status).toBe(403);
      for (const method of ['put', 'delete'] as const) {
        expect((await api()[method]('/api/community/journal/1').set('Cookie', member.cookie).set(headers).send({})).status).toBe(403);
      }
      expect(await entryCount()).toBe(before);
    });

    it('refuses them whatever the spelling of the path', async () => {
      const res = await api().post('/API/Community/Auth/Login').set('Origin', 'https://attacker.example').send(signIn);
      expect(res.status).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
      const form = await api().post('/API/community/auth/login').type('form').send(signIn);
      expect(form.status).toBe(415);
    });

    it.each([
      ['its own origin (the Host)', () => ({ Origin: base })],
      ["PUBLIC_URL's origin", () => ({ Origin: PUBLIC_URL })],
      ['Sec-Fetch-Site same-origin', () => ({ 'Sec-Fetch-Site': 'same-origin' })],
      ['Sec-Fetch-Site none (typed by the user)', () => ({ 'Sec-Fetch-Site': 'none' })],
      ['neither header (curl, server to server)', () => ({})],
    ])('accepts requests from %s', async (_name, headers) => {
      const res = await api().post('/api/community/auth/login').set(headers()).send(signIn);
      expect(res.status).toBe(200);
    });

    it('lets cross-site reads through (GET changes nothing)', async () => {
      const res = await api().get('/api/health').set('Origin', 'https://attacker.example');
      expect(res.status).toBe(200);
    });
  });

  describe('Cache-Control', () => {
    it('answers signed-in API reads with private, no-store', async () => {
      const res = await api().get('/api/community/journal').set('Cookie', member.cookie);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const me = await api().get('/api/community/auth/me').set('Cookie', member.cookie);
      expect(me.headers['cache-control']).toBe('private, no-store');
    });

    it('sends it on errors too, and leaves a header the handler set alone', async () => {
      expect((await api().get('/api/community/journal')).headers['cache-control']).toBe('private, no-store');
      expect((await api().get('/api/health')).headers['cache-control']).toBe('no-store');
    });
  });
});
