import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { bigPng, dataUrl } from '../support/images.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Large JSON bodies (photos as data URLs, long edited texts) are read only for a caller the route admits: anyone else
 * is answered before the server reads more than the usual 100 KB, so anonymous callers cannot make it hold megabytes.
 */
describe('large-bodies', () => {
  let t: TestApp;
  let port: number;
  let member: Identity;
  let editor: Identity;
  let staffKey: string;
  let contentKey: string;
  const MB = 1024 * 1024;

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
    member = await registerMember(t, 'member@example.com', 'Mel Member');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    const key = async (scope: string) => {
      const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: scope, scope });
      if (res.status !== 201) throw new Error(`a ${scope} key: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.key as string;
    };
    staffKey = await key('staff');
    contentKey = await key('content');
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Starts a request announcing a body of 15 MB less one byte, sends only its first 64 KB and waits: the status of the
   * answer that comes while the rest is still unsent, or 0 when none comes within 5 s (the server waits for the body).
   */
  function answerBeforeBodyEnds(method: string, path: string, headers: Record<string, string> = {}): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const timer = setTimeout(() => finish(0), 5000);
      const finish = (status: number) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(status);
      };
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
        if (line) finish(Number(line[1]));
      });
      socket.on('error', reject);
      const head = Object.entries({ 'Content-Type': 'application/json', 'Content-Length': String(15 * MB - 1), ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head}\r\n`);
      socket.write(`{"content":"${'x'.repeat(64 * 1024)}`);
    });
  }

  describe('large JSON bodies are read only for callers the route admits', () => {
    it.each([
      ['POST', '/api/community/journal'],
      ['PUT', '/api/community/journal/1'],
      ['POST', '/api/ads'],
      ['PUT', '/api/ads/1'],
      ['PUT', '/api/content/generations/1'],
    ])('answers an anonymous %s %s with 401 before its 15 MB body is sent', async (method, path) => {
      expect(await answerBeforeBodyEnds(method, path)).toBe(401);
    });

    it('answers an ended session, a member on a staff route and a content key the same way, without reading', async () => {
      const ended = await registerMember(t, 'ended@example.com');
      expect((await request(t.server).post('/api/community/auth/logout').set('Cookie', ended.cookie)).status).toBeLessThan(300);
      expect(await answerBeforeBodyEnds('POST', '/api/community/journal', { Cookie: ended.cookie })).toBe(401);
      expect(await answerBeforeBodyEnds('POST', '/api/ads', { Cookie: member.cookie })).toBe(403);
      expect(await answerBeforeBodyEnds('POST', '/api/ads', { Authorization: `Bearer ${contentKey}` })).toBe(403);
    });

    it('answers an anonymous 200 KB entry with 401 and an ordinary route keeps its 100 KB limit for everyone', async () => {
      const padding = 'x'.repeat(200 * 1024);
      const anonymous = await request(t.server).post('/api/community/journal').send({ content: padding });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe('Please sign in to continue.');
      const goal = await request(t.server).post('/api/community/goals').set('Cookie', member.cookie).send({ title: padding });
      expect(goal.status).toBe(413);
      expect(goal.body.error).toBe('The request body is too large (at most 100 KB here).');
      const tooBig = await request(t.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content: 'x'.repeat(16 * MB) });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error).toBe('The request body is too large (at most 15 MB here).');
    });

    it("gives each route's own limit in the API document's 413 example, as the answer says it", () => {
      const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
        paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { example: { error: string } } } }> }>>;
      };
      const example = (path: string, method: string) => doc.paths[path][method].responses['413'].content['application/json'].example.error;
      expect(example('/api/community/goals', 'post')).toBe('The request body is too large (at most 100 KB here).');
      expect(example('/api/community/journal', 'post')).toBe('The request body is too large (at most 15 MB here).');
      expect(example('/api/ads', 'post')).toBe('The request body is too large (at most 8 MB here).');
    });

    it("still takes a signed-in member's photo as a data URL of about 12 MB", async () => {
      const photo = dataUrl(await bigPng(8.8 * MB), 'image/png');
      expect(photo.length).toBeGreaterThan(11.5 * MB);
      const res = await request(t.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content: 'Hill reps', image_url: photo });
      expect(res.status).toBe(201);
      expect(res.body.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    }, 60_000);

    it("still takes an ad's image as a data URL from staff, signed in or with a staff key", async () => {
      const image = dataUrl(await bigPng(4 * MB), 'image/png');
      expect(image.length).toBeGreaterThan(5 * MB);
      for (const as of [{ Cookie: editor.cookie }, { Authorization: `Bearer ${staffKey}` }]) {
        const res = await request(t.server).post('/api/ads').set(as).send({ image_url: image, target_pages: ['home'] });
        expect(res.status).toBe(201);
        expect(res.body.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      }
    }, 60_000);
  });
});
