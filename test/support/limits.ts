import { Redis } from 'ioredis';
import type { TestApp } from './test-app.js';

/** RateLimiter's live keys of one bucket ('*' for all) in the app's store: Redis with REDIS_URL, else the rate_limits table. */
export async function limitKeys(t: TestApp, bucket = '*'): Promise<string[]> {
  if (!t.config.redisUrl) {
    const rows = await t.sql<{ key: string }>(`select key from rate_limits where key like $1 and expire > $2`, [
      `limit:${bucket === '*' ? '%' : `${bucket}:%`}`,
      Date.now(),
    ]);
    return rows.map((r) => r.key);
  }
  return withRedis(t, (redis) => redis.keys(`${t.config.queuePrefix}:limit:${bucket}:*`));
}

/** Ends every window of a bucket now, as if its time had passed. */
export async function endLimitWindows(t: TestApp, bucket: string): Promise<void> {
  if (!t.config.redisUrl) {
    await t.sql(`update rate_limits set expire = $1 where key like $2`, [Date.now() - 1, `limit:${bucket}:%`]);
    return;
  }
  await withRedis(t, async (redis) => {
    for (const key of await redis.keys(`${t.config.queuePrefix}:limit:${bucket}:*`)) await redis.del(key);
  });
}

async function withRedis<T>(t: TestApp, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(t.config.redisUrl!, { maxRetriesPerRequest: 1 });
  try {
    return await use(redis);
  } finally {
    await redis.quit();
  }
}
