// Real processes for the scale-out and fault tests: throwaway Redis and PostgreSQL servers on free ports (never the
// machine's shared ones, which other tests use), API processes and workers of the BUILT app, and an HTTP client whose
// one session cookie works against every API process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { tokenFrom, type FakeSmtp } from '../../fakes/fake-smtp.js';
import { MAIN, PASSWORD, ROOT, childEnv, freePort } from '../built-app.js';
import { sessionCookieSet } from '../../../scripts/session-cookie.mjs';

export { freePort, PASSWORD };
/** The worker beside the app under test (OPS_MAIN points both at another build, e.g. an older one to see a test fail). */
export const WORKER = join(dirname(MAIN), 'worker.js');
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The app's processes still running, with a label, so a wait that times out shows what each was doing. */
const running = new Map<ChildProcess, { label: string; output: () => string }>();
const LOG_LINES_ON_TIMEOUT = 30;

function runningLogs(): string {
  return [...running.values()]
    .map(({ label, output }) => {
      const lines = output().trimEnd().split('\n');
      return `--- ${label}, its last ${Math.min(lines.length, LOG_LINES_ON_TIMEOUT)} log lines:\n${lines.slice(-LOG_LINES_ON_TIMEOUT).join('\n')}`;
    })
    .join('\n');
}

/**
 * Polls until `check` returns something truthy; returns it with the time it took. On a timeout the error carries the
 * last log lines of every app process still running (a CI log then shows why a job never ran, not only that it did not).
 */
export async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs: number, what: string): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms${running.size ? `\n${runningLogs()}` : ''}`);
    await sleep(25);
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// ---------------------------------------------------------------------------------------------------------------
// Redis

export interface RedisServer {
  url: string;
  port: number;
  /** SIGTERM (Redis writes its append-only file and exits), resolved when it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A redis-server child on a free port with an append-only file in a temp folder, as in docker-compose.yml
 * (`--appendonly yes`): what Redis held before a stop is there again after the start.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'f50-redis-'));
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir], { stdio: 'ignore' });
    await until(async () => {
      const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      r.on('error', () => undefined);
      try {
        await r.connect();
        return (await r.ping()) === 'PONG';
      } finally {
        r.disconnect();
      }
    }, 10_000, `redis-server on ${port}`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = exited(child);
    child.kill('SIGTERM');
    await gone;
  };
  await start();
  return {
    url,
    port,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  port: number;
  /** `pg_ctl stop -m fast` (sessions are ended, as in a restart). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster (initdb in a temp folder, trust authentication) on a free port, run as the
 * postgres user when the tests run as root (PostgreSQL refuses to run as root).
 */
export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 binaries are missing in ${PG_BIN}: apt-get install -y postgresql-15`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'f50-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const command = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]] : [join(PG_BIN, bin), args];
  // pg_ctl runs asynchronously, so a test's requests go on while the server stops and starts.
  const run = (bin: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [cmd, full] = command(bin, args);
      const child = spawn(cmd, full, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited ${code}`))));
    });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  execFileSync(...command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']), { stdio: 'pipe', timeout: 60_000 });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(() => undefined);
  await start();
  return {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}


/** A fresh database on the server of `adminUrl`; `drop()` removes it (with force). */
export async function createDatabase(adminUrl: string): Promise<{ url: string; sql: <T = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<T[]>; drop(): Promise<void> }> {
  const name = `f50_ops_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    sql: async (q, p = []) => (await pool.query(q, p)).rows,
    drop: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The app's processes

export interface AppProcess {
  /** http://127.0.0.1:<port> (API processes only). */
  url: string;
  child: ChildProcess;
  output(): string;
  /** Parsed JSON log lines so far (pino). */
  logs(): { msg?: string; time?: number; context?: string; [key: string]: unknown }[];
  /** Sends the signal and resolves with the exit code (null when killed). */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  exited(): Promise<number | null>;
}

function track(child: ChildProcess, url: string): AppProcess {
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  running.set(child, { label: url ? `the API process at ${url}` : `the worker process ${child.pid}`, output: () => output });
  const done = exited(child);
  void done.then(() => running.delete(child));
  return {
    url,
    child,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => {
          try {
            return JSON.parse(line);
          } catch {
            return {};
          }
        }),
    signal: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return done;
    },
    exited: () => done,
  };
}

/** The settings every process of one test layout shares. */
export function layoutEnv(values: { databaseUrl: string; redisUrl: string; smtpUrl?: string; extra?: Record<string, string> }): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: values.databaseUrl,
    REDIS_URL: values.redisUrl,
    QUEUE_PREFIX: `f50ops:${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: 'admin@flyingat50.test',
    STAFF_EMAILS: 'editor@flyingat50.test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'f50-ops-data-')),
    ...(values.smtpUrl ? { SMTP_URL: values.smtpUrl } : {}),
    ...values.extra,
  };
}

/** An API process (RUN_WORKERS=false unless `env` says otherwise), resolved once /api/health answers 200. */
export async function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: childEnv({ RUN_WORKERS: 'false', ...env, PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
  const app = track(child, `http://127.0.0.1:${port}`);
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it was healthy:\n${app.output()}`);
      return (await fetch(`${app.url}/api/health`)).status === 200;
    },
    timeoutMs,
    'API process healthy',
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${app.output()}`);
  });
  return app;
}

/** A worker process (backend/dist/worker.js), resolved once it says it is processing the queues. */
export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const child = spawn(process.execPath, [WORKER], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const worker = track(child, '');
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}):\n${worker.output()}`);
      return worker.output().includes('worker is processing');
    },
    timeoutMs,
    'worker ready',
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${worker.output()}`);
  });
  return worker;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** One signed-in person: the session cookie goes to whichever API process a call is sent to. */
export function session() {
  let cookie = '';
  const call = async (base: string, method: string, path: string, body?: unknown, timeoutMs = 60_000): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    cookie = sessionCookieSet(res) ?? cookie;
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    /** The session cookie (`f50_session=...`, `__Host-f50_session=...` over https), for requests made without this helper (an event stream). */
    cookie: () => cookie,
    get: (base: string, path: string) => call(base, 'GET', path),
    post: (base: string, path: string, body: unknown = {}, timeoutMs?: number) => call(base, 'POST', path, body, timeoutMs),
    put: (base: string, path: string, body: unknown = {}) => call(base, 'PUT', path, body),
    delete: (base: string, path: string) => call(base, 'DELETE', path),
  };
}
export type Session = ReturnType<typeof session>;

/** Opens the invitation the settings mailed to an address at start (ADMIN_EMAILS / STAFF_EMAILS), as its owner would: signed in on `base`. */
export async function staffSession(base: string, mail: FakeSmtp, email: string): Promise<Session> {
  const s = session();
  const message = await mail.waitFor((m) => m.to.includes(email) && /invited to the Flying@50 editorial team/.test(m.subject), 30_000);
  const token = tokenFrom(message, '/accept-invitation');
  const accepted = await s.post(base, '/api/auth/invitations/accept', { token, name: 'Eddie Editor', password: PASSWORD, confirmPassword: PASSWORD });
  if (accepted.status !== 200) throw new Error(`accept the invitation of ${email}: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return s;
}

/** A member account registered on `base`. */
export async function memberSession(base: string, email: string): Promise<Session & { id: number }> {
  const s = session();
  const registered = await s.post(base, '/api/community/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat Runner' });
  if (registered.status !== 200) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  return Object.assign(s, { id: registered.body.user.id as number });
}

/** Deletes every Redis key of a test's queue prefix (for the shared Redis). */
export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
