// The embedded PostgreSQL's superuser password (docs/operations.md "Running"): each cluster has a random one, kept 0600
// in its own folder, and no other local account can connect; a cluster made by an earlier version with the fixed
// password `postgres` gets a random one at its next start. The built app and `npm run db:backup` keep working.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PASSWORD, ROOT, client, freePort, removeTempFolders, runScript, startBuilt, tempFolder } from './built-app.js';

const isRoot = process.getuid?.() === 0;
const BACKUP = join(ROOT, 'scripts/db-backup.mjs');
afterAll(removeTempFolders);

type Resolve = (config: object, log: (msg: string) => void) => Promise<{ url: string; stop?: () => Promise<void> }>;
const embedded = async () =>
  ((await import('../../backend/dist/infrastructure/database/embedded-postgres.js' as string)) as { resolveDatabaseUrl: Resolve }).resolveDatabaseUrl;

/** Connects as postgres with `password`: null when it works, else the server's error code (28P01: wrong password). */
async function signInCode(port: number, password: string): Promise<string | null> {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'flying50' });
  try {
    await c.connect();
    await c.end();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** As the unprivileged `nobody` account (root only): the exit status of a shell command. */
const asNobody = (command: string) => spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' });

describe("the embedded PostgreSQL's password", () => {
  it('is random per cluster and private; a cluster still on the old fixed password gets a random one at start; the app and db:backup work', async () => {
    const dataDir = join(tempFolder(0o755, 'f50-pgpass-'), 'data');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(port), NODE_ENV: 'development' };
    const cluster = join(dataDir, 'postgres');
    const file = join(cluster, 'flying50-password');

    // A fresh cluster: a random password in a 0600 file; `postgres` is refused.
    const db = await (await embedded())({ dataDir, embeddedDbPort: port }, () => undefined);
    const fresh = readFileSync(file, 'utf8').trim();
    expect(fresh).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(db.url).password).toBe(fresh);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await signInCode(port, 'postgres')).toBe('28P01');
    expect(await signInCode(port, fresh)).toBeNull();
    // TCP on 127.0.0.1 only: no Unix socket in /tmp for other accounts.
    expect(existsSync(`/tmp/.s.PGSQL.${port}`)).toBe(false);

    // Made an old cluster again, as versions before 2026-11-29 left it: the fixed password, checked in clear text, no file.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`alter role postgres password 'postgres'`);
    await admin.end();
    await db.stop?.();
    rmSync(file);
    const hba = join(cluster, 'pg_hba.conf');
    writeFileSync(hba, readFileSync(hba, 'utf8').replace(/scram-sha-256$/gm, 'password'));

    const app = await startBuilt({ ...env, PORT: String(await freePort()) });
    expect(app.output()).toContain('The embedded PostgreSQL had the old fixed password; it now has a random one');
    const rotated = readFileSync(file, 'utf8').trim();
    expect(rotated).toMatch(/^[0-9a-f]{48}$/);
    expect(rotated).not.toBe(fresh);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(hba, 'utf8')).not.toMatch(/\spassword\s*$/m);
    expect(await signInCode(port, 'postgres')).toBe('28P01');
    if (isRoot) {
      // The reviewer's check: another local account can neither read the password nor sign in with the old one.
      expect(asNobody(`cat ${file}`).status).not.toBe(0);
      if (spawnSync('psql', ['--version']).status === 0) {
        const tried = asNobody(`PGPASSWORD=postgres psql -h 127.0.0.1 -p ${port} -U postgres -d flying50 -c 'select email from users'`);
        expect(tried.status).not.toBe(0);
        expect(tried.stderr).toContain('password authentication failed');
      }
    }

    // The app works on it, and db:backup finds the password (the app's running server, then one it starts itself).
    const member = client(app.url);
    expect((await member.post('/api/community/auth/register', { email: 'rotated@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat' })).status).toBe(200);
    const running = await runScript(BACKUP, ['--format=copy'], env);
    expect(running.output).toContain('Backup written to');
    expect(running.code).toBe(0);
    expect(await app.stop()).toBe(0);
    const stopped = await runScript(BACKUP, ['--format=copy'], env);
    expect(stopped.output).toContain('Backup written to');
    expect(stopped.code).toBe(0);

    // The next start keeps the password it saved.
    const again = await startBuilt({ ...env, PORT: String(await freePort()) });
    expect(again.output()).not.toContain('old fixed password');
    expect(readFileSync(file, 'utf8').trim()).toBe(rotated);
    expect((await client(again.url).post('/api/community/auth/login', { email: 'rotated@example.com', password: PASSWORD })).status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 180_000);
});
