// Runs the BUILT app (backend/dist) in a real process for the operations tests, and talks to it over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieSet } from '../../scripts/session-cookie.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
/** The app under test (OPS_MAIN points the tests at another build, e.g. an older one to see a test fail). */
export const MAIN = process.env.OPS_MAIN ?? join(ROOT, 'backend/dist/main.js');

/**
 * A TCP port nothing listens on right now, taken below the kernel's ephemeral range (Linux: 32768 and up). A port
 * from `listen(0)` comes from that range, where every outgoing connection and every `listen(0)` of the processes
 * beside these tests (supertest starts one per request in the API tests) take theirs: between this test closing it and
 * the app it starts binding it, another process had it, and answered the health check in its place (2026-12-05).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The environment of a test child: none of the runner's DATABASE_URL/REDIS_URL/NODE_ENV, plus `env`. */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SESSION_SECRET', 'LOG_LEVEL', 'PORT', 'EMBEDDED_DB_PORT', 'DATA_DIR', 'RUN_WORKERS', 'SMTP_URL']) delete base[key];
  return { ...base, LOG_LEVEL: 'info', ...env };
}

export interface RunningApp {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Milliseconds from spawn to the first healthy /api/health. */
  startedInMs: number;
  /** SIGTERM, then the exit code (the app stops its embedded PostgreSQL on the way out). */
  stop: () => Promise<number | null>;
}

/** Spawns `node <script>` and resolves once GET /api/health answers 200 (rejects with the output if it exits). */
export async function startBuilt(env: Record<string, string | undefined>, { script = MAIN, timeoutMs = 150_000 } = {}): Promise<RunningApp> {
  if (!existsSync(MAIN)) throw new Error('backend/dist/main.js is missing: run `npm run build -w backend` (npm run test:ops does it)');
  const started = Date.now();
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) before it was healthy:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the app was not healthy within ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const startedInMs = Date.now() - started;
  return {
    url,
    child,
    output: () => output,
    startedInMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs `node <script> args` to the end: exit code and everything it printed. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => (clearTimeout(timer), resolve({ code, output })));
  });
}

/** Kills a PostgreSQL left running on a cluster (a test that failed half-way), so nothing outlives the run. */
export function killLeftoverPostgres(clusterDir: string): void {
  try {
    const pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // not running
  }
}

const folders: string[] = [];
/** A fresh folder under the system temp dir with the given mode, for removeTempFolders() to delete. */
export function tempFolder(mode: number, prefix = 'f50-ops-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, mode);
  folders.push(dir);
  return dir;
}

/** Deletes the temp folders with their clusters (also one that DATA_DIR/postgres links to), stopping leftovers. */
export function removeTempFolders(): void {
  for (const dir of folders.splice(0)) {
    const cluster = join(dir, 'data', 'postgres');
    const link = existsSync(cluster) && lstatSync(cluster).isSymbolicLink() ? readlinkSync(cluster) : undefined;
    killLeftoverPostgres(link ?? cluster);
    if (link) rmSync(link, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A small HTTP client with one session cookie. */
export function client(url: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie = sessionCookieSet(res) ?? cookie;
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: json as any };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    bytes: async (path: string) => Buffer.from(await (await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })).arrayBuffer()),
  };
}

export const PASSWORD = 'correct-horse-battery';
