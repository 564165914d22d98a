// The start paths of docs/operations.md "Running", on the BUILT app in real processes:
//  - no DATABASE_URL / REDIS_URL: the embedded PostgreSQL in a fresh DATA_DIR, data kept across a restart;
//  - as root with DATA_DIR inside a private (0700) folder, like a clone under /root;
//  - NODE_ENV=production: the start script's decisions (install with the build tools, refuse without
//    SESSION_SECRET in one sentence) and the app serving in production mode on the embedded database.
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, mkdirSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { MAIN, ROOT, PASSWORD, client, freePort, removeTempFolders, runScript, startBuilt, tempFolder, type RunningApp } from './built-app.js';

const isRoot = process.getuid?.() === 0;
afterAll(removeTempFolders);
const folder = (mode: number) => tempFolder(mode);

const ONE_SENTENCE = /^[^\n]+\n?$/;
const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

async function writeSomething(app: RunningApp, email: string) {
  const member = client(app.url);
  const registered = await member.post('/api/community/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat Runner' });
  expect(registered.status).toBe(200);
  const entry = await member.post('/api/community/journal', { title: 'Hill reps', content: 'Six hill repeats, felt strong.' });
  expect(entry.status).toBe(201);
  return entry.body.id as number;
}

async function findItKept(app: RunningApp, email: string, entryId: number) {
  const member = client(app.url);
  expect((await member.post('/api/community/auth/login', { email, password: PASSWORD })).status).toBe(200);
  const entries = await member.get('/api/community/journal');
  expect(entries.status).toBe(200);
  expect(JSON.stringify(entries.body)).toContain('Six hill repeats, felt strong.');
  expect(JSON.stringify(entries.body)).toContain(`"id":${entryId}`);
}

describe('npm start without DATABASE_URL and REDIS_URL (embedded PostgreSQL, in-process queues)', () => {
  it('starts on a fresh DATA_DIR, keeps a member and a journal entry across restarts (also after kill -9), and names a busy port or a shared DATA_DIR in one sentence', async () => {
    const dataDir = join(folder(0o755), 'data');
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development' };

    const first = await startBuilt(env);
    expect(first.output()).toContain('Initialising the embedded PostgreSQL');
    const entryId = await writeSomething(first, 'kept@example.com');
    expect(await first.stop()).toBe(0);
    // The cluster is where DATA_DIR says, and its server stopped with the app.
    expect(lstatSync(join(dataDir, 'postgres')).isDirectory()).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startBuilt(env);
    expect(second.output()).not.toContain('Initialising');
    await findItKept(second, 'kept@example.com', entryId);
    expect(await second.stop()).toBe(0);

    // EMBEDDED_DB_PORT taken by something else: one sentence naming the setting, no stack trace.
    const blocker = net.createServer().listen(Number(env.EMBEDDED_DB_PORT), '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const busy = await runScript(MAIN, [], { ...env, LOG_LEVEL: 'silent' });
      expect(busy.code).toBe(1);
      expect(busy.output).toMatch(ONE_SENTENCE);
      expect(busy.output).toContain(`Port ${env.EMBEDDED_DB_PORT} (EMBEDDED_DB_PORT) is already in use`);
      noStackTrace(busy.output);
    } finally {
      blocker.close();
    }

    // Killed outright (kill -9, the OOM killer): the next start stops the server it left behind and carries on.
    const killed = await startBuilt(env);
    killed.child.kill('SIGKILL');
    await killed.stop();
    const recovered = await startBuilt(env);
    expect(recovered.output()).toContain('Stopping the embedded PostgreSQL');
    await findItKept(recovered, 'kept@example.com', entryId);
    // A second app on the same DATA_DIR meanwhile: one sentence, and the first one keeps its database.
    const twice = await runScript(MAIN, [], { ...env, PORT: String(await freePort()), LOG_LEVEL: 'silent' });
    expect(twice.code).toBe(1);
    expect(twice.output).toMatch(ONE_SENTENCE);
    expect(twice.output).toContain('is already running on');
    expect((await fetch(`${recovered.url}/api/health`)).status).toBe(200);
    expect(await recovered.stop()).toBe(0);
  }, 600_000);

  it('as root, starts with DATA_DIR inside a private 0700 folder (a clone under /root) and keeps data across a restart in production mode', async () => {
    const privateDir = folder(0o700);
    const dataDir = join(privateDir, 'data');
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()) };

    const first = await startBuilt({ ...env, NODE_ENV: 'development' });
    const entryId = await writeSomething(first, 'private@example.com');
    expect(await first.stop()).toBe(0);

    if (isRoot) {
      // The postgres user cannot enter the private folder, and we did not open it up: the cluster lives in
      // /var/lib/flying50/clusters, owned by postgres with 0700, and DATA_DIR/postgres links there.
      expect(statSync(privateDir).mode & 0o777).toBe(0o700);
      const link = join(dataDir, 'postgres');
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      const cluster = readlinkSync(link);
      expect(cluster).toMatch(/^\/var\/lib\/flying50\/clusters\//);
      expect(statSync(cluster).mode & 0o777).toBe(0o700);
      expect(statSync(cluster).uid).not.toBe(0);
      expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
    }

    const second = await startBuilt({ ...env, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    await findItKept(second, 'private@example.com', entryId);
    // Production without SMTP_URL: said at start, once, that reset and invitation links go to the log (not in development).
    expect(second.output().match(/SMTP_URL is not set, so no e-mail is sent: password-reset, invitation/g)).toHaveLength(1);
    expect(first.output()).not.toContain('so no e-mail is sent');
    expect(await second.stop()).toBe(0);
  }, 300_000);
});

describe('NODE_ENV=production', () => {
  it('npm start refuses without SESSION_SECRET in one sentence, before installing or building; so does the built app', async () => {
    const started = Date.now();
    const script = await runScript(join(ROOT, 'scripts/start.mjs'), [], { NODE_ENV: 'production' });
    expect(script.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(script.output).toMatch(ONE_SENTENCE);
    expect(script.output).toContain('SESSION_SECRET is required when NODE_ENV=production');

    const app = await runScript(MAIN, [], { NODE_ENV: 'production' });
    expect(app.code).toBe(1);
    expect(app.output).toContain('SESSION_SECRET is required when NODE_ENV=production');
    noStackTrace(app.output);
  }, 300_000);

  it('the start script installs the build tools (--include=dev) when an install under NODE_ENV=production left them out, then builds', async () => {
    const { plan, INSTALL } = (await import('../../scripts/prepare.mjs' as string)) as {
      plan: (root: string) => Array<{ step: string; reason: string; command: string }>;
      INSTALL: string;
    };
    expect(INSTALL).toContain('--include=dev');

    // A clone as `NODE_ENV=production npm install` leaves it: dependencies installed, devDependencies not.
    const root = folder(0o755);
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('package.json', JSON.stringify({ devDependencies: { typescript: '~6.0.3' } }));
    write('package-lock.json', '{}');
    write('backend/package.json', JSON.stringify({ dependencies: { 'cookie-parser': '^1' }, devDependencies: { '@types/cookie-parser': '^1' } }));
    write('frontend/package.json', JSON.stringify({ devDependencies: { vite: '8' } }));
    write('backend/src/main.ts', '');
    write('frontend/src/main.tsx', '');
    write('node_modules/cookie-parser/package.json', '{}');
    write('node_modules/.package-lock.json', '{}');
    const past = new Date(Date.now() - 60_000);
    for (const path of ['package.json', 'package-lock.json', 'backend/src/main.ts', 'frontend/src/main.tsx']) utimesSync(join(root, path), past, past);

    {
      const steps = plan(root);
      expect(steps.map((s) => s.step)).toEqual(['install', 'build-backend', 'build-frontend']);
      expect(steps[0].command).toBe(INSTALL);
      expect(steps[0].reason).toContain('@types/cookie-parser');

      // Once the build tools are there, only the builds remain; once built, nothing.
      for (const name of ['typescript', '@types/cookie-parser', 'vite']) write(`node_modules/${name}/package.json`, '{}');
      expect(plan(root).map((s) => s.step)).toEqual(['build-backend', 'build-frontend']);
      write('backend/dist/main.js', '');
      write('frontend/dist/index.html', '');
      write('frontend/dist-ssr/entry-server.js', ''); // the article page's server renderer
      expect(plan(root)).toEqual([]);
      // Built and then run with production-only dependencies: nothing to install either.
      rmSync(join(root, 'node_modules/typescript'), { recursive: true });
      expect(plan(root)).toEqual([]);
    }
  }, 300_000);
});
