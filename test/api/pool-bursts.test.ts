import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PASSWORD, registerMember, type Identity } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Bursts larger than the database pool (10 connections) on the paths that once held a transaction's connection while
 * waiting for another (the sign-in's password check with the limiter's queries, an entry edit's and a library save's
 * answers read inside their transaction): every request was stuck until the pool's 5 s timeout, other readers too,
 * and some answered 503. Without Redis (the embedded default of `npm start`): the limits' counts live in PostgreSQL.
 */
describe('pool-bursts', () => {
  let t: TestApp;
  let member: Identity;
  const BURST = 16;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process', env: { LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_CLIENT: '10' } });
    member = await registerMember(t, 'burst@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (password: string, ip: string) =>
    request(t.server).post('/api/community/auth/login').set('X-Forwarded-For', ip).send({ email: member.email, password });

  describe('bursts larger than the database pool', () => {
    it('sign-ins all succeed, and a reader meanwhile is answered', async () => {
      const [statuses, health] = await Promise.all([
        Promise.all(Array.from({ length: 2 * BURST }, (_, i) => login(PASSWORD, `198.51.100.${i + 1}`).then((res) => res.status))),
        new Promise((r) => setTimeout(r, 50)).then(() => request(t.server).get('/api/publisher/articles')),
      ]);
      expect(statuses).toEqual(Array(2 * BURST).fill(200));
      expect(health.status).toBe(200);
    });

    it('wrong passwords from one client for one address: no more are checked than the limit allows, even at once', async () => {
      const statuses = await Promise.all(Array.from({ length: BURST }, () => login('wrong-password', '203.0.113.50').then((res) => res.status)));
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - 5);
    });

    it("edits of a member's own entry all succeed", async () => {
      const created = await request(t.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content: 'Easy ten kilometres by the river.' });
      expect(created.status).toBe(201);
      const statuses = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          request(t.server).put(`/api/community/journal/${created.body.id}`).set('Cookie', member.cookie).send({ content: `Easy ten kilometres by the river, edit ${i}.` }).then((res) => res.status),
        ),
      );
      expect(statuses).toEqual(Array(BURST).fill(200));
    });
  });
});
