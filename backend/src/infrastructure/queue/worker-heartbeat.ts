import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queue } from 'bull';
import type { WorkersHealth } from './job-queue.js';

/** How often a process running workers says so, and how long a word of it counts. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_LIFE_MS = 15_000;

type Client = Queue['client'];

// KEYS: the workers set. ARGV: member (or '' to only count), life ms. Scores are Redis's clock (ms), so the
// processes' own clocks do not matter. Drops the members whose word is older than the life, adds or refreshes ARGV[1],
// answers how many are left.
const BEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
if ARGV[1] ~= '' then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return redis.call('ZCARD', KEYS[1])`;

/**
 * The heartbeat of a process that runs workers: its member (`<host>:<pid>:<random>`) in the sorted set
 * `<QUEUE_PREFIX>:workers`, refreshed every HEARTBEAT_MS, counted while under HEARTBEAT_LIFE_MS old. A set, not a key
 * per worker, so /api/health counts them without scanning Redis's keys. Stopped (the member removed) when the process
 * stops taking jobs; a process that dies drops out within HEARTBEAT_LIFE_MS.
 */
export class WorkerHeartbeat {
  private timer?: NodeJS.Timeout;
  private readonly member = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(private readonly client: Client, private readonly key: string) {}

  start(): void {
    if (this.timer) return;
    const beat = () => void this.client.eval(BEAT, 1, this.key, this.member, String(HEARTBEAT_LIFE_MS)).catch(() => undefined); // Redis away: the next beat
    beat();
    this.timer = setInterval(beat, HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.client.zrem(this.key, this.member).catch(() => undefined);
  }
}

/** Bull scores a delayed job by its due time (ms) times 0x1000 plus a counter. */
const DELAY_SCORE = 0x1000;

/**
 * How many processes run workers (live heartbeats in `key`), and how long the oldest job ready to run in `queues` has
 * waited: the head of each wait list (Bull adds at the left, workers take from the right) and each delayed job whose
 * time has come (only a worker moves it on).
 */
export async function workersHealth(client: Client, key: string, queues: Queue[]): Promise<WorkersHealth> {
  const count = Number(await client.eval(BEAT, 1, key, '', String(HEARTBEAT_LIFE_MS)));
  const heads = client.pipeline();
  for (const q of queues) heads.lindex(q.toKey('wait'), -1).zrange(q.toKey('delayed'), 0, 0, 'WITHSCORES');
  const replies = (await heads.exec()) ?? [];
  const now = Date.now();
  const since: number[] = [];
  const jobs = client.pipeline();
  queues.forEach((q, i) => {
    const id = replies[2 * i]?.[1] as string | null;
    if (id) jobs.hmget(q.toKey(id), 'timestamp', 'delay', 'processedOn');
    const [, score] = (replies[2 * i + 1]?.[1] as string[] | undefined) ?? [];
    const due = score === undefined ? undefined : Math.floor(Number(score) / DELAY_SCORE);
    if (due !== undefined && due <= now) since.push(due);
  });
  for (const [, fields] of (jobs.length ? await jobs.exec() : null) ?? []) {
    const [timestamp, delay, processedOn] = (fields as (string | null)[]).map(Number);
    if (timestamp) since.push(Math.max(timestamp + (delay || 0), processedOn || 0)); // a retry waits since its last try
  }
  return { count, oldest_waiting_seconds: since.length ? Math.max(0, Math.floor((now - Math.min(...since)) / 1000)) : null };
}
