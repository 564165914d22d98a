// What the BUILT app says when it starts (docs/operations.md "Running" and "Logs"), in real processes:
//  - NODE_ENV=production without PUBLIC_URL: it starts (a warning, not a refusal) and warns in one JSON line naming
//    PUBLIC_URL and what it affects; the start line names the port it listens on beside the public address;
//    the log (the migrations of a fresh database included) holds no terminal colour escapes;
//  - DATABASE_URL pointing at a closed port: one JSON warning per attempt naming host:port (never the password), then
//    an exit with code 1 and one sentence, no stack trace (API process, worker and migration step alike).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, dirname } from 'node:path';
import { MAIN, freePort, removeTempFolders, runScript, tempFolder } from './built-app.js';
import { WORKER, createDatabase, startApi, until, type AppProcess } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const MIGRATE = join(dirname(MAIN), 'migrate.js');
const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

let db: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  db = await createDatabase(ADMIN_DB);
});
afterAll(async () => {
  await db?.drop();
  removeTempFolders();
});

describe('a production start without PUBLIC_URL', () => {
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.signal('SIGTERM');
  });

  it('starts, warns once naming PUBLIC_URL and what it affects, names its port, and logs no colour escapes', async () => {
    app = await startApi({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'p'.repeat(40),
      DATABASE_URL: db.url, // a fresh database: the migrations run and log
      DATA_DIR: join(tempFolder(0o755), 'data'),
    });
    const port = new URL(app.url).port;
    // The start line is written once listening; under load it may reach the log just after the first answer.
    const listening = `Flying@50 is listening on port ${port}, public address http://localhost:${port} `;
    await until(async () => app!.logs().some((line) => String(line.msg).includes(listening)), 10_000, 'the start line');
    const logs = app.logs();
    // MikroORM's migration messages, plain (they carried "\u001b[90m[migrator] \u001b[39m" before colors: false).
    expect(logs.filter((line) => line.context === 'MikroORM' && String(line.msg).startsWith('[migrator] Applied ')).length).toBeGreaterThan(0);
    expect(app.output()).not.toContain('\u001b');
    expect(app.output()).not.toContain('\\u001b');
    expect(logs.map((line) => line.msg)).toContainEqual(expect.stringContaining(listening));
    const warnings = logs.filter((line) => line.level === 40 && String(line.msg).startsWith('PUBLIC_URL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toContain(`http://localhost:${port}`);
    expect(warnings[0].msg).toMatch(/invitation, password-reset/);
    expect(warnings[0].msg).toMatch(/Secure/);
  });
});

describe('DATABASE_URL pointing at a port nothing listens on', () => {
  it.each([
    ['the API process', MAIN],
    ['a worker', WORKER],
    ['the migration step', MIGRATE],
  ])('%s tries again for DATABASE_WAIT_SECONDS, one line per attempt naming host:port, then exits 1 with one sentence', async (_name, script) => {
    const port = await freePort();
    const started = Date.now();
    const { code, output } = await runScript(script, [], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(await freePort()),
      DATABASE_URL: `postgresql://flying:s3cret-db-pass@127.0.0.1:${port}/flying50`,
      // 5 s: attempts at about 0, 2 and 4 s, so at least two warnings even when a loaded machine slows the first.
      DATABASE_WAIT_SECONDS: '5',
      DATA_DIR: join(tempFolder(0o755), 'data'),
    });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    expect(output).not.toContain('s3cret-db-pass');
    expect(output).not.toContain('flying:');
    noStackTrace(output);
    const attempts = output.split('\n').filter((line) => line.includes(`PostgreSQL at 127.0.0.1:${port} (DATABASE_URL) does not answer`));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    if (script !== MIGRATE) for (const line of attempts) expect(JSON.parse(line)).toMatchObject({ level: 40 });
    expect(output).toContain(`PostgreSQL at 127.0.0.1:${port} (DATABASE_URL) did not answer within 5 s (ECONNREFUSED): start it or fix DATABASE_URL, then start Flying@50 again.`);
    expect(output.split('\n').filter((line) => line && !line.startsWith('{') && !attempts.includes(line))).toHaveLength(1);
  });
});
