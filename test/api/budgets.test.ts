// Issue 18 ("Trust", medium): per-identity budgets shared by every process: journal entries per member an hour (429),
// model calls for coach replies per member a day (then the labelled rule-based reply), image searches per user a
// minute (429, no Pexels request), and one counted article view per client and article an hour. Real PostgreSQL and
// Redis, the fake model and the fake Pexels over HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApp } from '../../backend/src/bootstrap.js';
import { RateLimiter } from '../../backend/src/infrastructure/limits/rate-limiter.js';
import { startFakeOpenAI, startFakePexels, type FakeOpenAI, type FakePexels } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { limitKeys } from '../support/limits.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

describe('budgets', () => {
  const ENTRIES_PER_HOUR = 5;
  const MODEL_CALLS_PER_DAY = 3;
  const SEARCHES_PER_MINUTE = 5;
  const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let t: TestApp;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-key' });
    t = await startTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: openai.url,
        PEXELS_API_KEY: 'pexels-key',
        PEXELS_BASE_URL: pexels.url,
        JOURNAL_ENTRIES_PER_HOUR: String(ENTRIES_PER_HOUR),
        COACH_MODEL_CALLS_PER_DAY: String(MODEL_CALLS_PER_DAY),
        IMAGE_SEARCHES_PER_MINUTE: String(SEARCHES_PER_MINUTE),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const write = (server: TestApp['server'], who: Identity, title: string) =>
    request(server).post('/api/community/journal').set('Cookie', who.cookie).send({ title, content: `${title}: forty minutes easy by the river, legs fine.` });
  const coachCalls = () => openai.chatBodies().filter((b) => b.response_format?.json_schema?.name === 'coach_reply').length;
  type Reply = { source: string; rules_reason: string | null };
  /** The member's entries once every one has its coach reply. */
  const repliesOf = (who: Identity, count: number) =>
    eventually(async () => {
      const entries = (await request(t.server).get('/api/community/journal').set('Cookie', who.cookie)).body as Array<{ aiResponses: Reply[] }>;
      return entries.length === count && entries.every((e) => e.aiResponses.length === 1) ? entries.map((e) => e.aiResponses[0]) : undefined;
    }, 20_000);

  const expectRetryAfter = (res: request.Response, maxSeconds: number) => {
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(maxSeconds);
  };

  describe('journal entries per member (JOURNAL_ENTRIES_PER_HOUR)', () => {
    it('takes only the budget of 60 parallel entries, answers the rest 429 with Retry-After and stores nothing for them', async () => {
      openai.reset();
      const member = await registerMember(t, 'flood@example.com', 'Flo');
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => write(t.server, member, `Flood ${i}`)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(ENTRIES_PER_HOUR);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(60 - ENTRIES_PER_HOUR);
      for (const res of refused) {
        expect(res.body.error).toBe(`You have written ${ENTRIES_PER_HOUR} journal entries in the last hour, the most we take. Please try again later; nothing was saved.`);
        expectRetryAfter(res, 3600);
      }
      expect(await t.sql('select 1 from journal_entries where user_id = $1', [member.id])).toHaveLength(ENTRIES_PER_HOUR);

      // The accepted entries all get a reply; the model was asked at most COACH_MODEL_CALLS_PER_DAY times.
      const replies = await repliesOf(member, ENTRIES_PER_HOUR);
      expect(coachCalls()).toBe(MODEL_CALLS_PER_DAY);
      expect(replies.filter((r) => r.source === 'model')).toHaveLength(MODEL_CALLS_PER_DAY);
      expect(replies.filter((r) => r.source === 'rules' && r.rules_reason === 'daily_limit')).toHaveLength(ENTRIES_PER_HOUR - MODEL_CALLS_PER_DAY);
      // Another member has a budget of their own.
      const calm = await registerMember(t, 'calm@example.com', 'Cal');
      expect((await write(t.server, calm, 'Calm')).status).toBe(201);
      await repliesOf(calm, 1); // (its model call is made before the next test counts calls)
    });

    it('does not count an entry that was refused', async () => {
      const member = await registerMember(t, 'careful@example.com', 'Cara');
      for (let i = 0; i < 3; i++) {
        const refused = await request(t.server)
          .post('/api/community/journal')
          .set('Cookie', member.cookie)
          .send({ title: 'Borrowed photo', content: 'Easy miles.', image_url: '/uploads/journal/someone-else.webp' });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatch(/not one of your uploads/); // refused by the handler, after the budget was taken
      }
      const statuses: number[] = [];
      for (let i = 0; i <= ENTRIES_PER_HOUR; i++) statuses.push((await write(t.server, member, `Careful ${i}`)).status);
      expect(statuses).toEqual([...Array(ENTRIES_PER_HOUR).fill(201), 429]);
      await repliesOf(member, ENTRIES_PER_HOUR);
    });
  });

  describe('model calls per member and day (COACH_MODEL_CALLS_PER_DAY)', () => {
    it('counts a reply and its repair, then writes the rule-based reply labelled as the day’s budget used up', async () => {
      const member = await registerMember(t, 'chatty@example.com', 'Chris');
      openai.reset();
      // First entry: an answer that breaks the rules, then its repair (2 calls).
      openai.enqueue({ kind: 'json', content: { reply: 'Amazing job, you are crushing it! Keep going! Your color-coded program is perfect.', recommendations: [] } });
      expect((await write(t.server, member, 'Intervals')).status).toBe(201);
      expect((await repliesOf(member, 1))[0]).toMatchObject({ source: 'model', rules_reason: null });
      expect(coachCalls()).toBe(2);
      // Second entry: one call, the last of the day's three.
      expect((await write(t.server, member, 'Tempo')).status).toBe(201);
      expect((await repliesOf(member, 2))[0]).toMatchObject({ source: 'model', rules_reason: null });
      expect(coachCalls()).toBe(3);
      // Third: no model call; the rule-based reply, saying why.
      expect((await write(t.server, member, 'Hill repeats')).status).toBe(201);
      const [newest] = await repliesOf(member, 3);
      expect(newest).toMatchObject({ source: 'rules', rules_reason: 'daily_limit' });
      expect(coachCalls()).toBe(3);
      expect(await t.sql(`select source, rules_reason from ai_responses where user_id = $1 order by id`, [member.id])).toEqual([
        { source: 'model', rules_reason: null },
        { source: 'model', rules_reason: null },
        { source: 'rules', rules_reason: 'daily_limit' },
      ]);
    });
  });

  describe('image searches per user (IMAGE_SEARCHES_PER_MINUTE)', () => {
    it('sends at most the budget of 30 parallel searches to Pexels and answers the rest 429 with Retry-After', async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Pia');
      pexels.reset();
      const search = (who: Identity, i: number) => request(t.server).get(`/api/pexels/search?query=rowing%20${i}`).set('Cookie', who.cookie);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => search(editor, i)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(SEARCHES_PER_MINUTE);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused).toHaveLength(30 - SEARCHES_PER_MINUTE);
      for (const res of refused) {
        expect(res.body.error).toBe(`You have searched for images ${SEARCHES_PER_MINUTE} times in the last minute, the most we allow. Please wait a moment and try again.`);
        expectRetryAfter(res, 60);
      }
      expect(pexels.requests.filter((r) => r.path === '/v1/search')).toHaveLength(SEARCHES_PER_MINUTE);
      // Another user is not affected.
      expect((await search(await registerStaff(t, ADMIN_EMAIL, 'Olu'), 99)).status).toBe(200);
    });
  });

  describe('article views (one per client and article an hour)', () => {
    it('counts 500 view posts from one client once, limits the route per client, and counts another client', async () => {
      const article = await insertWebsite(t, { title: 'Rigged piece' });
      const view = (ip: string) =>
        request(t.server).post('/api/analytics/article-views').set('User-Agent', READER).set('X-Forwarded-For', ip).send({ article_id: article });
      const statuses: number[] = [];
      let refused: request.Response | undefined;
      for (let batch = 0; batch < 10; batch++) {
        for (const res of await Promise.all(Array.from({ length: 50 }, () => view('203.0.113.50')))) {
          statuses.push(res.status);
          if (res.status === 429) refused = res;
        }
      }
      // Repeats answer 204 like the first view; past 120 posts a minute the client gets 429.
      expect(statuses.filter((s) => s === 204)).toHaveLength(120);
      expect(statuses.filter((s) => s === 429)).toHaveLength(380);
      expect(refused!.body.error).toBe('Too many article views from your network. Please wait a minute and try again.');
      expectRetryAfter(refused!, 60);
      const views = async () => (await t.sql<{ n: number }>('select coalesce(sum(views), 0)::int as n from article_views where article_id = $1', [article]))[0].n;
      expect(await views()).toBe(1);
      // Another client (another address) counts once too.
      expect((await view('198.51.100.77')).status).toBe(204);
      expect((await view('198.51.100.77')).status).toBe(204);
      expect(await views()).toBe(2);
      // Neither store holds the address.
      const keys = await limitKeys(t);
      expect(keys.some((key) => key.includes('203.0.113') || key.includes('198.51.100'))).toBe(false);
    });
  });

  describe('where the budgets live', () => {
    it('shares them between two API processes on the same Redis', async () => {
      expect(t.app.get(RateLimiter).storeKind).toBe('redis');
      const member = await registerMember(t, 'two-doors@example.com', 'Tam');
      const second = await createApp(t.config);
      await second.init();
      try {
        const servers = [t.server, second.getHttpServer()];
        const statuses: number[] = [];
        for (let i = 0; i < ENTRIES_PER_HOUR + 2; i++) statuses.push((await write(servers[i % 2], member, `Door ${i}`)).status);
        expect(statuses).toEqual([...Array(ENTRIES_PER_HOUR).fill(201), 429, 429]);
      } finally {
        await second.close();
      }
      expect(await limitKeys(t, 'journal-entries')).not.toHaveLength(0);
    });

    it('counts in PostgreSQL while Redis does not answer', async () => {
      // A limiter whose Redis is unreachable (nothing listens on port 1): its counts go to the rate_limits table.
      const limiter = new RateLimiter(t.app.get(EntityManager), t.config.with({ redisUrl: 'redis://127.0.0.1:1' }));
      try {
        const limit = { bucket: 'outage-check', subject: 'member-1', max: 2, windowMinutes: 1, message: 'Too many.' };
        await limiter.consume(limit);
        await limiter.consume(limit);
        await expect(limiter.consume(limit)).rejects.toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
        expect(await t.sql(`select points from rate_limits where key like 'limit:outage-check:%'`)).toEqual([{ points: 3 }]);
      } finally {
        await limiter.onApplicationShutdown();
      }
    });

    it('keeps them in PostgreSQL without REDIS_URL, shared by two processes on the same database', async () => {
      const local = await startTestApp({ queue: 'in-process', env: { JOURNAL_ENTRIES_PER_HOUR: '2' } });
      try {
        expect(local.app.get(RateLimiter).storeKind).toBe('postgres');
        const member = await registerMember(local, 'embedded@example.com', 'Em');
        expect((await write(local.server, member, 'One')).status).toBe(201);
        const second = await createApp(local.config);
        await second.init();
        try {
          expect((await write(second.getHttpServer(), member, 'Two')).status).toBe(201);
          const third = await write(second.getHttpServer(), member, 'Three');
          expect(third.status).toBe(429);
          expectRetryAfter(third, 3600);
        } finally {
          await second.close();
        }
        expect((await write(local.server, member, 'Four')).status).toBe(429);
        expect(await local.sql('select 1 from journal_entries where user_id = $1', [member.id])).toHaveLength(2);
        // The rows are keyed by an HMAC: no user id, no address.
        const rows = await local.sql<{ key: string; points: number }>(`select key, points from rate_limits where key like 'limit:journal-entries:%'`);
        expect(rows).toEqual([{ key: expect.stringMatching(/^limit:journal-entries:[0-9a-f]{64}$/), points: 4 }]);
      } finally {
        await local.close();
      }
    }, 90_000); // a second application on a database of its own
  });
});
