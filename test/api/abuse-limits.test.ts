import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startFakeOpenAI, startFakePexels, type FakeOpenAI, type FakePexels } from '../fakes/index.js';
import { cookieFrom, PASSWORD, registerMember, registerStaff, type Identity } from '../support/auth.js';
import { png } from '../support/images.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 7, "Low": password spraying, registration floods and generation floods are limited. */
describe('abuse-limits', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let editor: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: {
        LOGIN_MAX_FAILURES_PER_CLIENT: '10',
        REGISTRATIONS_PER_CLIENT: '8',
        PHOTOS_PER_HOUR: '3',
        GOALS_PER_HOUR: '3',
        PHOTOS_PER_HOUR_PER_CLIENT: '5',
        GENERATIONS_PER_EDITOR: '2',
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: openai.url,
        PEXELS_API_KEY: 'pexels-test-key',
        PEXELS_BASE_URL: pexels.url,
      },
    });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const login = (email: string, password: string, ip = '203.0.113.7') =>
    request(t.server).post('/api/community/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  describe('password spraying', () => {
    it('limits failed sign-ins from one client across different addresses (observed: 20 of 20 unlimited)', async () => {
      const member = await registerMember(t, 'sprayed@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(`victim${i}@example.com`, 'Summer2026!')).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // ...even for an address with the right password, while another client is not affected.
      expect((await login(member.email, PASSWORD)).status).toBe(429);
      expect((await login(member.email, PASSWORD, '198.51.100.9')).status).toBe(200);
    });
  });

  describe('password spraying from one IPv6 network', () => {
    it('counts every address of a /64 as one client (each IPv6 address a new client let it spray unlimited)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login(`v6-victim${i}@example.com`, 'Summer2026!', `2001:db8:7:7::${(i + 1).toString(16)}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // The next /64 is another client.
      expect((await login('v6-victim@example.com', 'Summer2026!', '2001:db8:7:8::1')).status).toBe(401);
    });
  });

  describe('password spraying in one burst', () => {
    it('checks no more passwords than the limit plus the attempts one client may have checked at once (observed: 40 of 40)', async () => {
      const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`burst${i}@example.com`, 'Summer2026!', '203.0.113.99').then((res) => res.status)));
      const checked = statuses.filter((s) => s === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(10 + 20); // LOGIN_MAX_FAILURES_PER_CLIENT here + CHECKING_PER_CLIENT
      expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    });
  });

  describe('people behind one address', () => {
    it('signing in at the same moment with the right passwords are not refused for each other (the spraying limit counts failures)', async () => {
      // (Each account made from an address of its own: this file allows 8 new accounts per address.)
      const emails = Array.from({ length: 14 }, (_, i) => `club-${i}@example.com`);
      for (const [i, email] of emails.entries()) {
        const made = await request(t.server).post('/api/community/auth/register').set('X-Forwarded-For', `198.18.0.${i + 1}`).send({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Club' });
        expect(made.status).toBe(200);
      }
      const statuses = await Promise.all(emails.map((email) => login(email, PASSWORD, '192.0.2.80').then((res) => res.status)));
      expect(statuses).toEqual(Array(14).fill(200));
    });
  });

  describe('registration flood', () => {
    it('limits new accounts per client address and writes nothing beyond the limit', async () => {
      const ip = '192.0.2.44';
      const register = (i: number) =>
        request(t.server)
          .post('/api/community/auth/register')
          .set('X-Forwarded-For', ip)
          .send({ email: `flood${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD, name: 'Flood' });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await register(i)).status);
      expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
      const refused = await register(99);
      expect(refused.body.error).toBe('Too many new accounts have been created from your network. Please try again in an hour.');
      expect(await t.sql(`select 1 from users where email like 'flood%'`)).toHaveLength(8);
    });
  });

  describe('photo flood', () => {
    it('limits the photos one member uploads per hour, whatever they are for, refused ones too (observed: 18 of 18 stored)', async () => {
      const member = await registerMember(t, 'photos@example.com');
      const photo = async (path: string, field: string, file: Buffer, name = 'p.png') =>
        request(t.server).post(path).set('Cookie', member.cookie).attach(field, file, name);
      expect((await photo('/api/community/journal/upload-image', 'image', Buffer.from('not a picture'), 'p.jpg')).status).toBe(400);
      const stored = await t.sql('select count(*)::int as n from uploads where user_id = $1', [member.id]);
      expect((await photo('/api/community/journal/upload-image', 'image', await png())).status).toBe(200);
      expect((await photo('/api/community/profile/upload-image', 'profile_image', await png())).status).toBe(200);
      const refused = await photo('/api/community/profile/upload-image', 'profile_image', await png());
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many photos uploaded in the last hour. Please try again later.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await t.sql('select count(*)::int as n from uploads where user_id = $1', [member.id])).toEqual([{ n: stored[0].n + 2 }]);
      // Another member's budget is their own.
      const other = await registerMember(t, 'other-photos@example.com');
      expect((await request(t.server).post('/api/community/journal/upload-image').set('Cookie', other.cookie).attach('image', await png(), 'p.png')).status).toBe(200);
    });
  });

  describe('goal flood', () => {
    it('limits the new goals one member sets per hour, both ways of setting one (observed: 300 of 300 stored in 22 s, each kept in the history)', async () => {
      const member = await registerMember(t, 'goals@example.com');
      const set = (path: string, body: object) => request(t.server).post(path).set('Cookie', member.cookie).send(body);
      const key = randomUUID();
      expect((await set('/api/community/goals', { goal: 'Run a sub-50 10K', client_key: key })).status).toBe(201);
      expect((await set('/api/community/goals/archive', { newGoal: 'Swim a mile' })).status).toBe(200);
      expect((await set('/api/community/goals', { goal: 'Ride 100 miles' })).status).toBe(201);
      for (const [path, body] of [['/api/community/goals', { goal: 'One more' }], ['/api/community/goals/archive', { newGoal: 'And another' }]] as const) {
        const refused = await set(path, body);
        expect([path, refused.status, refused.body.error]).toEqual([path, 429, 'You have set 3 new goals in the last hour, the most we take. Please try again later; nothing was saved.']);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await t.sql('select count(*)::int as n from goals where user_id = $1', [member.id])).toEqual([{ n: 3 }]);
      // A repeat of a goal already set (its client_key) stores nothing and is still answered.
      const repeat = await set('/api/community/goals', { goal: 'Run a sub-50 10K', client_key: key });
      expect([repeat.status, repeat.body.goal.goal]).toEqual([201, 'Run a sub-50 10K']);
      // Another member's budget is their own.
      const other = await registerMember(t, 'other-goals@example.com');
      expect((await request(t.server).post('/api/community/goals').set('Cookie', other.cookie).send({ goal: 'Walk daily' })).status).toBe(201);
    });
  });

  describe('photo flood from throwaway accounts', () => {
    it('limits the photos uploaded from one client address, all its accounts together (observed: one budget per sign-up)', async () => {
      const ip = '198.51.100.9';
      const signUp = async (i: number) =>
        cookieFrom(
          await request(t.server)
            .post('/api/community/auth/register')
            .set('X-Forwarded-For', ip)
            .send({ email: `thrown${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD, name: 'Thrown' }),
        );
      const upload = async (cookie: string, from = ip) =>
        request(t.server).post('/api/community/journal/upload-image').set('Cookie', cookie).set('X-Forwarded-For', from).attach('image', await png(), 'p.png');
      // PHOTOS_PER_HOUR 3 per account, PHOTOS_PER_HOUR_PER_CLIENT 5: normal photos are stored until the address's 5 are spent.
      const [first, second] = [await signUp(1), await signUp(2)];
      const statuses: number[] = [];
      for (const cookie of [first, second, first, second, first]) statuses.push((await upload(cookie)).status);
      expect(statuses).toEqual(Array(5).fill(200));
      const refused = await upload(await signUp(3));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many photos uploaded from your network in the last hour. Please try again later.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await t.sql(`select count(*)::int as n from uploads join users on users.id = uploads.user_id where users.email like 'thrown%'`)).toEqual([{ n: 5 }]);
      // From another address the same account uploads again.
      expect((await upload(second, '198.51.100.77')).status).toBe(200);
    });
  });

  describe('generation flood', () => {
    it('lets an editor run at most GENERATIONS_PER_EDITOR generations at once, with a clear 429', async () => {
      openai.delayMs = 5000; // both generations stay in their model call while the third is asked
      const running = [0, 1].map(() =>
        request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'Hill repeats after 50', requestId: randomUUID() }),
      );
      const started = running.map((r) => r.then((res) => res)); // start both requests now
      await eventually(async () => openai.requests.length >= 2); // both are running (however busy the machine is)
      const thirdId = randomUUID();
      const third = await request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'One too many', requestId: thirdId });
      expect(third.status).toBe(429);
      expect(third.body.error).toBe('You already have 2 generations running. Please wait for one to finish before starting another.');
      expect(third.headers['retry-after']).toBe('30'); // as the document declares: about when one of the two is done
      expect(JSON.stringify(openai.requests)).not.toContain('One too many'); // refused before any model call
      const finished = await Promise.all(started);
      expect(finished.map((r) => r.status)).toEqual([200, 200]);
      openai.delayMs = 0;
      expect(await t.sql('select 1 from generation_slots')).toHaveLength(0);
      // Nothing was started: the refused request, sent again with its requestId (as Retry-After invites), runs.
      const again = await request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'One too many', requestId: thirdId });
      expect(again.status).toBe(200);
    }, 30_000);
  });
});
