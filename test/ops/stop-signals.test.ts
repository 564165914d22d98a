// How the app's processes stop (docs/operations.md "Running" and "Faults"), on the BUILT app in real processes:
//  - SIGTERM to an API process holding a member's open reply stream (Server-Sent Events): the stream ends at once and
//    the process exits in its usual time, not after SHUTDOWN_GRACE_MS;
//  - SIGTERM to the `npm start` and `npm run worker` processes (as a supervisor sends it) and Ctrl-C (SIGINT to the
//    terminal's process group): the app stops, and with it its embedded PostgreSQL; nothing is left running.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PASSWORD, ROOT, childEnv, freePort, removeTempFolders, startBuilt, tempFolder } from './built-app.js';
import { clearRedisPrefix, createDatabase, layoutEnv, until } from './support/processes.js';
import { sessionCookie } from '../../scripts/session-cookie.mjs';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

afterAll(removeTempFolders);

/** Registers a member on the app and answers their session cookie. */
async function memberCookie(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/community/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat Runner' }),
  });
  expect(res.status).toBe(200);
  // Idle connections are kept 65 s, longer than a proxy in front keeps its own (api-process.ts): a client reusing one
  // is not cut off as it sends (this test's own fetch met 'other side closed' at Node's 5 s on a busy machine).
  expect(res.headers.get('keep-alive')).toBe('timeout=65');
  return sessionCookie(res);
}

describe('SIGTERM to an API process', () => {
  it('ends the open reply streams first and exits in its usual time, not after SHUTDOWN_GRACE_MS', async () => {
    const dataDir = join(tempFolder(0o755, 'f50-stop-'), 'data');
    const app = await startBuilt({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development', SHUTDOWN_GRACE_MS: '10000' });
    const cookie = await memberCookie(app.url, 'streaming@example.com');
    const stream = await fetch(`${app.url}/api/community/insights/stream`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let received = '';
    while (!received.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before it was ready: ${received}`);
      received += Buffer.from(value).toString();
    }

    const termAt = Date.now();
    const exit = app.stop();
    // The stream ends (its browser would reconnect to another process) ...
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    const streamEndedMs = Date.now() - termAt;
    // ... and the process exits as it does without one (docs: 1.7-2.5 s with a request in flight), far from the 10 s grace.
    expect(await exit).toBe(0);
    const exitMs = Date.now() - termAt;
    expect(streamEndedMs).toBeLessThan(2000);
    expect(exitMs).toBeLessThan(6000);
    expect(app.output()).toMatch(/SIGTERM: shutting down; no new connections, 0 request\(s\) in flight, 1 event stream\(s\) ended/);
    expect(app.output()).not.toContain('still running after');
    // Started as `node backend/dist/main.js`, without the memory limits: it says so (docs/operations.md "Memory").
    expect(app.output()).toContain('This process runs without the memory limits of docs/operations.md');
    console.log(`SIGTERM with an open reply stream: the stream ended after ${streamEndedMs} ms, the process exited after ${exitMs} ms`);
  }, 120_000);
});

/** Whether a process runs (a zombie, exited but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * A copy of the project to run npm's scripts in: its own package.json (dated in the past, so the start's install check
 * finds the dependencies up to date and never installs) and scripts, this checkout's built backend and node_modules
 * linked, and a frontend whose build looks current (the app serves this checkout's frontend/dist, found from
 * backend/dist). Nothing in the checkout changes.
 */
async function projectCopy(): Promise<string> {
  const root = tempFolder(0o755, 'f50-npm-');
  const past = new Date(Date.now() - 24 * 3_600_000);
  cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  utimesSync(join(root, 'package.json'), past, past);
  symlinkSync(join(ROOT, 'backend'), join(root, 'backend'));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  for (const file of ['frontend/src/main.tsx', 'frontend/dist/index.html', 'frontend/dist-ssr/entry-server.js']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  utimesSync(join(root, 'frontend/src/main.tsx'), past, past);
  const { plan } = (await import(join(root, 'scripts/prepare.mjs'))) as { plan: (root: string) => unknown[] };
  expect(plan(root)).toEqual([]); // npm start will neither install nor build
  return root;
}

interface NpmRun {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm <args>` in `root`, in a process group of its own (as a terminal or a supervisor starts it). */
function npm(root: string, args: string[], env: Record<string, string>): NpmRun {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...childEnv(env), PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { npm: child, output: () => output, exited };
}

/** The app's node process under npm, checked to run with the memory limits of docs/operations.md "Memory". */
function appProcessOf(run: NpmRun): number {
  const [pid] = childrenOf(run.npm.pid!);
  expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--max-old-space-size=256', '--max-semi-space-size=16']));
  expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
  return pid;
}

describe('npm start and npm run worker', () => {
  it('npm start: SIGTERM to the npm process, and Ctrl-C, stop the app and then its embedded PostgreSQL', async () => {
    const root = await projectCopy();
    const dataDir = join(root, 'data');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development' };
    const healthy = async (run: NpmRun) => {
      await until(async () => {
        if (run.npm.exitCode !== null) throw new Error(`npm start exited (${run.npm.exitCode}):\n${run.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
      }, 90_000, `npm start healthy\n${run.output()}`);
      return { app: appProcessOf(run), database: Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) };
    };
    const allGone = (pids: number[], run: NpmRun) => until(async () => pids.every((pid) => !alive(pid)), 30_000, `every process stopped\n${run.output()}`);

    // A supervisor (systemd, a process manager) sends SIGTERM to the process it started: npm.
    const first = npm(root, ['start'], env);
    const { app, database } = await healthy(first);
    process.kill(first.npm.pid!, 'SIGTERM');
    await first.exited;
    await allGone([app, database], first);
    expect(first.output()).toMatch(/SIGTERM: stopped in \d+ ms/);
    expect(first.output()).not.toContain('without the memory limits');

    // Ctrl-C: the terminal sends SIGINT to the whole process group (npm passes it on too: the app hears it twice).
    const second = npm(root, ['start'], env);
    const again = await healthy(second);
    process.kill(-second.npm.pid!, 'SIGINT');
    await second.exited;
    await allGone([again.app, again.database], second);
    expect(second.output()).toMatch(/SIGINT: stopped in \d+ ms/);
    expect(second.output().match(/SIGINT: shutting down/g)).toHaveLength(1);
  }, 240_000);

  it('npm run worker: SIGTERM to the npm process stops the worker', async () => {
    const root = await projectCopy();
    const db = await createDatabase(ADMIN_DB);
    const env = layoutEnv({ databaseUrl: db.url, redisUrl: REDIS });
    try {
      const run = npm(root, ['run', 'worker'], env);
      await until(async () => {
        if (run.npm.exitCode !== null) throw new Error(`npm run worker exited (${run.npm.exitCode}):\n${run.output()}`);
        return run.output().includes('worker is processing');
      }, 90_000, `worker ready\n${run.output()}`);
      const worker = appProcessOf(run);
      process.kill(run.npm.pid!, 'SIGTERM');
      await run.exited;
      await until(async () => !alive(worker), 30_000, `the worker stopped\n${run.output()}`);
      expect(run.output()).toMatch(/SIGTERM: worker stopped in \d+ ms/);
      expect(run.output()).not.toContain('without the memory limits');
    } finally {
      await db.drop();
      await clearRedisPrefix(REDIS, env.QUEUE_PREFIX);
    }
  }, 120_000);
});
