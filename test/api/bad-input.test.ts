import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PASSWORD } from '../support/auth.js';

describe('bad-input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => (await t.sql<{ users: string; sessions: string }>('select (select count(*) from users) as users, (select count(*) from sessions) as sessions'))[0];

  const valid = { email: 'pat@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat' };
  // Far over every field's length rule, under the 100 KB JSON body limit.
  const huge = 'x'.repeat(64 * 1024);

  const json = (text: string) => request(t.server).post('/api/community/auth/register').set('Content-Type', 'application/json').send(text);

  describe('bad request bodies get 400 with a clear message and change nothing', () => {
    const cases: [string, () => request.Test, RegExp][] = [
      ['broken JSON', () => json('{"email": "pat@'), /not valid JSON/],
      ['a bare word', () => json('AAA'), /not valid JSON/],
      ['a number where text is expected', () => request(t.server).post('/api/community/auth/register').send({ ...valid, name: 42 }), /Name must be text/],
      ['an object as the password', () => request(t.server).post('/api/community/auth/register').send({ ...valid, password: { $gt: '' } }), /Password must be text/],
      ['an unknown field', () => request(t.server).post('/api/community/auth/register').send({ ...valid, role: 'admin' }), /Unknown field "role"/],
      ['a 64 KB name', () => request(t.server).post('/api/community/auth/register').send({ ...valid, name: huge }), /at most 100 characters/],
      ['a 64 KB password', () => request(t.server).post('/api/auth/login').send({ email: 'pat@example.com', password: huge }), /at most 200 characters/],
      ['a 64 KB e-mail', () => request(t.server).post('/api/community/auth/login').send({ email: `${huge}@example.com`, password: PASSWORD }), /email/i],
      ['an array body', () => request(t.server).post('/api/community/auth/register').send([valid]), /^The request body must be a JSON object/],
      ['a JSON string as the body', () => json('"AAA"'), /^The request body must be a JSON object/],
      ['a JSON number as the body', () => json('42'), /^The request body must be a JSON object/],
      ['JSON null as the body', () => json('null'), /^The request body must be a JSON object/],
      ['no body at all', () => request(t.server).post('/api/community/auth/register'), /required|enter/i],
    ];

    it.each(cases)('%s', async (_name, send, message) => {
      const before = await counts();
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400 });
      expect(res.body.error).toMatch(message);
      expect(await counts()).toEqual(before);
    });

    it('answers a body over the size limit with 413', async () => {
      const res = await request(t.server)
        .post('/api/community/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(16 * 1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.error).toMatch(/too large/);
    });
  });

  describe('errors and headers', () => {
    it('answers unknown API routes with a JSON 404', async () => {
      const res = await request(t.server).get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, statusCode: 404 });
    });

    it('sends security headers (helmet)', async () => {
      const res = await request(t.server).get('/api/health');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
});
