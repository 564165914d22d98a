import type { RedisOptions } from 'ioredis';

/**
 * Reconnects quickly after an outage (every second at most), where ioredis under Bull would wait up to 20 s
 * between tries (Bull's default strategy, e^n ms): jobs and the outbox catch up about a second after Redis is back.
 */
export const reconnectSoon = (times: number): number => Math.min(times * 100, 1000);

/** ioredis options from a redis:// or rediss:// URL (Bull takes options, not a URL, when other options are set). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  const db = Number(u.pathname.replace(/^\//, '') || 0);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(Number.isFinite(db) && db > 0 ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    retryStrategy: reconnectSoon,
  };
}

/**
 * The name a connection gives itself (CLIENT SETNAME, shown by CLIENT LIST): `<QUEUE_PREFIX>:<what>`, so an operator (and
 * the operations tests) can tell the app's connections, and what each is for, from other clients of the same Redis.
 */
export const connectionName = (queuePrefix: string, what: string): string => `${queuePrefix}:${what}`.replace(/\s/g, '_');
