// docs/operations.md "Faults": what readers and members get while PostgreSQL or Redis is away, on the BUILT app (an API
// process with RUN_WORKERS=false and a worker) with a throwaway PostgreSQL cluster and a throwaway Redis (never the
// machine's shared servers):
//  - PostgreSQL stopped: sign-ins answered 503 do not count against the sign-in limit (no lockout once it is back);
//    /uploads/... answers 503 with Retry-After (never 500, logged as a warning); /article/{id} still answers its 301 and
//    the feeds and the sitemap index still answer, from the public cache (the worker renders them after a publish);
//  - Redis stopped: reads go to the database, and the API process says so once, and once when Redis is back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { startFakeSmtp, type FakeSmtp } from '../fakes/index.js';
import {
  createDatabase,
  layoutEnv,
  memberSession,
  PASSWORD,
  sleep,
  startApi,
  startPostgres,
  startRedis,
  startWorker,
  staffSession,
  until,
  type AppProcess,
  type PostgresServer,
  type RedisServer,
  type Session,
} from './support/processes.js';

const DATABASE_UNAVAILABLE = 'The database is unavailable for a moment. Please try again shortly.';

let mail: FakeSmtp;
let postgres: PostgresServer;
let redis: RedisServer;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
let api: AppProcess;
const processes: AppProcess[] = [];
let editor: Session;
let article: { id: number; slug: string; title: string };

/** A request with no cookie (a reader, a crawler, a sign-in form), redirects not followed. */
const get = async (path: string) => {
  const res = await fetch(`${api.url}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const signIn = async (email: string, password = PASSWORD) => {
  const res = await fetch(`${api.url}/api/community/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { error?: string } };
};
const cacheKeys = async (pattern: string) => {
  const r = new Redis(redis.url);
  try {
    return await r.keys(`${env.QUEUE_PREFIX}:public-cache:*${pattern}*`);
  } finally {
    r.disconnect();
  }
};

beforeAll(async () => {
  [mail, postgres, redis] = await Promise.all([startFakeSmtp(), startPostgres(), startRedis()]);
  db = await createDatabase(postgres.adminUrl);
  env = layoutEnv({ databaseUrl: db.url, redisUrl: redis.url, smtpUrl: mail.url });
  api = await startApi(env);
  processes.push(api, await startWorker(env));
  editor = await staffSession(api.url, mail, 'editor@flyingat50.test');
  const title = 'Hill repeats after fifty';
  const created = await editor.post(api.url, '/api/website-content', { title, long_form_article: 'Climb, recover, repeat. '.repeat(40), editorial_theme: 'Training & Performance' });
  expect(created.status).toBe(201);
  expect((await editor.post(api.url, `/api/website-content/${created.body.id}/publish`, {})).status).toBe(200);
  article = { id: created.body.id, slug: created.body.slug, title };
  // The worker handles the publish: it purges, then renders the hot reads again (the article's page among them). Nobody
  // reads the feeds, the sitemap or /article/{id} before the outage: only the worker may have put them in the cache.
  await until(async () => (await cacheKeys(`article-html:*${article.slug}`)).length > 0, 30_000, "the article's page warmed");
  await until(async () => (await cacheKeys('rss:all')).length > 0, 3000, 'the feed warmed').catch(() => undefined);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGKILL')));
  await mail?.close();
  await db?.drop().catch(() => undefined);
  await Promise.all([postgres?.close(), redis?.close()]);
  if (env) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

describe('PostgreSQL stopped', () => {
  it('sign-ins answered 503 do not count, uploads answer 503, and the magazine\'s links, feeds and sitemap answer from the cache', async () => {
    const email = 'outage-member@example.com';
    await memberSession(api.url, email);
    for (let i = 0; i < 3; i++) expect((await signIn(email)).status).toBe(200);

    // What each address answers during the outage, compared at once (so a failure shows every difference).
    const seen: Record<string, unknown> = {};
    await postgres.stop();
    try {
      // More sign-ins than the limit (5 per client and address in 15 minutes): each 503, none counted.
      const attempts = [];
      for (let i = 0; i < 7; i++) attempts.push(await signIn(email));
      seen.signIns = attempts;

      const upload = await get('/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp');
      seen.upload = { status: upload.status, retryAfter: upload.headers.get('retry-after'), body: JSON.parse(upload.text) };

      // The home page's links go to /article/{id}: the 301 to the slug, then the page, both from the cache.
      const moved = await get(`/article/${article.id}?utm_source=home`);
      seen.moved = { status: moved.status, location: moved.headers.get('location') };
      const page = await get(`/article/${article.slug}`);
      seen.page = { status: page.status, hasTitle: page.text.includes(article.title) };
      for (const path of ['/rss.xml', '/rss/training.xml', '/sitemap.xml']) {
        const res = await get(path);
        seen[path] = { status: res.status, hasArticle: res.text.includes(path === '/sitemap.xml' ? '<sitemapindex' : `/article/${article.slug}`) };
      }
    } finally {
      await postgres.start();
    }
    const unavailable = { status: 503, body: { success: false, statusCode: 503, error: DATABASE_UNAVAILABLE } };
    expect(seen).toEqual({
      signIns: Array(7).fill(unavailable),
      upload: { status: 503, retryAfter: '2', body: unavailable.body },
      moved: { status: 301, location: `/article/${article.slug}?utm_source=home` },
      page: { status: 200, hasTitle: true },
      '/rss.xml': { status: 200, hasArticle: true },
      '/rss/training.xml': { status: 200, hasArticle: true },
      '/sitemap.xml': { status: 200, hasArticle: true },
    });
    await until(async () => (await fetch(`${api.url}/api/health`)).status === 200, 20_000, 'healthy after the restart');
    // Not locked out: the outage's attempts were given back.
    expect((await signIn(email)).status).toBe(200);
    // The upload's 503 was a warning, not an error.
    const uploadLines = api.logs().filter((line) => String(line.msg ?? '').includes('Could not serve upload'));
    expect(uploadLines.length).toBeGreaterThan(0);
    expect(uploadLines.every((line) => line.level === 40)).toBe(true); // pino: 40 warn, 50 error
  }, 90_000);
});

describe('Redis stopped', () => {
  it('reads go to the database and the API process logs it once, then once when Redis is back', async () => {
    const said = (text: string) => api.logs().filter((line) => String(line.msg ?? '').includes(text)).length;
    const before = said('Cache unavailable');
    await redis.stop();
    try {
      // Cached reads, each of which used to log a line: the lists, the article, its page, the feed.
      for (let i = 0; i < 5; i++) {
        for (const path of ['/api/publisher/articles', `/api/website-content/${article.slug}`, `/article/${article.slug}`, '/rss.xml']) {
          expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
        }
      }
    } finally {
      await redis.start();
    }
    expect(said('Cache unavailable') - before).toBe(1);
    // Once a read reaches Redis again (the connection comes back within a second or so), one line says so.
    await until(async () => (await get('/api/publisher/articles')).status === 200 && said('Cache available again') === 1, 20_000, 'the cache back');
    await sleep(500);
    for (let i = 0; i < 3; i++) await get('/api/publisher/articles');
    expect(said('Cache unavailable') - before).toBe(1);
    expect(said('Cache available again')).toBe(1);
  }, 60_000);
});
