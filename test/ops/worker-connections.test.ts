// docs/operations.md "Redis": each process opens the Redis connections of what it does, each named
// `<QUEUE_PREFIX>:<what>` (CLIENT LIST). The BUILT worker serves no search, so it opens neither the search pages' store
// ('search-pages') nor the search answers' cache ('search-cache'), nor a member-stream subscriber; an API process opens
// the search cache with its first search. On the machine's PostgreSQL and Redis (names under this test's QUEUE_PREFIX).
import { afterAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { clearRedisPrefix, createDatabase, layoutEnv, startApi, startWorker, until, type AppProcess } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let env: Record<string, string> | undefined;
const processes: AppProcess[] = [];
const admin = new Redis(REDIS, { maxRetriesPerRequest: 1 });

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGTERM')));
  await db?.drop();
  if (env) {
    await clearRedisPrefix(REDIS, env.QUEUE_PREFIX);
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  admin.disconnect();
});

/**
 * What each named connection of this layout is for (the name after `<QUEUE_PREFIX>:`), one entry per connection. Bull
 * names each queue's blocking connection itself, with the queue's name in base64: those read `queue:<name>`.
 */
async function connections(prefix: string): Promise<string[]> {
  return ((await admin.client('LIST')) as string)
    .split('\n')
    .map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '')
    .filter((name) => name.startsWith(`${prefix}:`))
    .map((name) => name.slice(prefix.length + 1))
    .map((what) => (/^[A-Za-z0-9+/]+=*$/.test(what) && /^[a-z]+$/.test(atob(what)) ? `queue:${atob(what)}` : what))
    .sort();
}

describe("the worker's Redis connections", () => {
  it('are those of the queues and the caches it refreshes, none of the searches it never serves', async () => {
    db = await createDatabase(ADMIN_DB);
    env = layoutEnv({ databaseUrl: db.url, redisUrl: REDIS });
    const prefix = env.QUEUE_PREFIX;
    processes.push(await startWorker(env, 120_000));
    // Up (it says so once its queues run): each queue's blocking connection, and those of what its jobs use: the public
    // cache (it purges and warms it), the model budgets (coach replies) and the generations' progress.
    const expected = ['generation-progress', 'public-cache', 'queue:cache', 'queue:events', 'queue:generation', 'queue:insights', 'queue:maintenance', 'queue:newsletter', 'rate-limits'];
    const worker = (await until(async () => {
      const names = await connections(prefix);
      return expected.every((name) => names.includes(name)) && names;
    }, 20_000, "the worker's connections")).value;
    expect(worker).not.toContain('search-pages');
    expect(worker).not.toContain('search-cache');
    expect(worker).not.toContain('member-subscribe');
    expect(worker).toEqual(expected);

    // An API process opens the search cache when it answers its first search, not before.
    const api = await startApi(env, 120_000); // a busy machine: other test files run beside this one
    processes.push(api);
    expect(await connections(prefix)).not.toContain('search-cache');
    const search = await fetch(`${api.url}/api/publisher/search?q=strength`);
    expect(search.status).toBe(200);
    expect((await connections(prefix)).filter((name) => name === 'search-cache')).toHaveLength(1);
  }, 300_000);
});
