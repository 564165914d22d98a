// `npm run db:backup` and `npm run db:restore FILE` (scripts/db-backup.mjs, db-restore.mjs) on real processes:
// a round trip through a pg_dump archive on fresh databases of the PostgreSQL at DATABASE_URL, compared row by
// row and file by file, the refusals, and the embedded PostgreSQL's backup.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { jpegWithGps } from '../support/images.js';
import { PASSWORD, ROOT, client, freePort, removeTempFolders, runScript, startBuilt, tempFolder } from './built-app.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const BACKUP = join(ROOT, 'scripts/db-backup.mjs');
const RESTORE = join(ROOT, 'scripts/db-restore.mjs');
const suffix = randomBytes(4).toString('hex');
const SOURCE = `f50_ops_backup_src_${suffix}`;
const TARGET = `f50_ops_backup_dst_${suffix}`;
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const folder = () => tempFolder(0o755, 'f50-backup-');

beforeAll(async () => {
  for (const name of [SOURCE, TARGET]) await sql(ADMIN_URL, `create database ${name}`);
});
afterAll(async () => {
  for (const name of [SOURCE, TARGET]) await sql(ADMIN_URL, `drop database if exists ${name} with (force)`).catch(() => undefined);
  removeTempFolders();
});

/** Every public table as JSON (rows in a stable order), and every sequence's position. */
async function contents(url: string) {
  const tables = await sql<{ tablename: string }>(url, `select tablename from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [{ rows }] = await sql<{ rows: string }>(url, `select coalesce(json_agg(t order by t::text), '[]')::text as rows from "${tablename}" t`);
    out[tablename] = rows;
  }
  out['(sequences)'] = JSON.stringify(await sql(url, `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`));
  return out;
}

function files(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir).sort().map((name) => [name, createHash('sha256').update(readFileSync(join(dir, name))).digest('hex')]));
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('db:backup and db:restore with DATABASE_URL', () => {
  it('round trip: a member, entries and an uploaded photo come back identical in an empty database, and the app serves them', async () => {
    const sourceDir = join(folder(), 'data');
    const env = { DATABASE_URL: urlOf(SOURCE), DATA_DIR: sourceDir, NODE_ENV: 'development' };
    const app = await startBuilt({ ...env, PORT: String(await freePort()) });
    const member = client(app.url);
    expect((await member.post('/api/community/auth/register', { email: 'kept@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat' })).status).toBe(200);
    const photo = await member.post('/api/community/journal', { title: 'Photo', content: 'Coastal ride', image_url: dataUrl(await jpegWithGps()), is_private: true });
    expect(photo.status).toBe(201);
    expect((await member.post('/api/community/journal', { title: 'Plain', content: 'Rest day' })).status).toBe(201);

    // Backed up while the app runs.
    const backup = await runScript(BACKUP, [], env);
    expect(backup.output).toMatch(/Backup written to .*flying50-\d{8}T\d{6}Z\.tar: .* and 1 upload\(s\)\./);
    expect(backup.code).toBe(0);
    expect(await app.stop()).toBe(0);
    const [archive] = readdirSync(join(sourceDir, 'backups'));
    expect(archive).toMatch(/^flying50-\d{8}T\d{6}Z\.tar$/);
    const file = join(sourceDir, 'backups', archive);
    const listed = spawnSync('tar', ['-tf', file], { encoding: 'utf8' }).stdout.split('\n');
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.dump', `uploads/${photo.body.image_url.split('/').pop()}`]));

    const targetDir = join(folder(), 'data');
    const restore = await runScript(RESTORE, [file], { ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: targetDir });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    expect(await contents(urlOf(TARGET))).toEqual(await contents(urlOf(SOURCE)));
    expect(Object.keys(files(join(targetDir, 'uploads')))).toHaveLength(1);
    expect(files(join(targetDir, 'uploads'))).toEqual(files(join(sourceDir, 'uploads')));

    // Never into a database or an uploads folder that holds something: one sentence, nothing changed.
    const before = await contents(urlOf(TARGET));
    const again = await runScript(RESTORE, [file], { ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: join(folder(), 'data') });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^The database in use \(DATABASE_URL postgresql:\/\/\S+\) is not empty \(\d+ tables, sequences or views\); restore only into an empty one: create a new database and point DATABASE_URL at it; nothing was changed\.\n$/);
    const intoUploads = await runScript(RESTORE, [file], { ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: targetDir });
    expect(intoUploads.code).toBe(1);
    expect(intoUploads.output).toContain('uploads is not empty');
    noStackTrace(again.output + intoUploads.output);
    expect(await contents(urlOf(TARGET))).toEqual(before);
    const notABackup = await runScript(RESTORE, [join(ROOT, 'package.json')], { ...env, DATABASE_URL: urlOf(TARGET) });
    expect(notABackup.output).toContain('is not a Flying@50 backup');

    // The restored copy is a working site: the member signs in and sees the private photo.
    const restored = await startBuilt({ ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: targetDir, PORT: String(await freePort()) });
    try {
      const again = client(restored.url);
      expect((await again.post('/api/community/auth/login', { email: 'kept@example.com', password: PASSWORD })).status).toBe(200);
      const entries = await again.get('/api/community/journal');
      expect(JSON.stringify(entries.body)).toContain('Coastal ride');
      const bytes = await again.bytes(photo.body.image_url);
      expect(bytes.equals(readFileSync(join(sourceDir, 'uploads', photo.body.image_url.split('/').pop())))).toBe(true);
    } finally {
      await restored.stop();
    }
  }, 120_000);
});

describe('db:backup with the embedded PostgreSQL', () => {
  it('starts the cluster itself when the app is not running, and either backs it up or says in one sentence which pg_dump it needs', async () => {
    const dataDir = join(folder(), 'data');
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development' };
    const { findTools } = (await import('../../scripts/db-tools.mjs' as string)) as { findTools: (tool: string) => Promise<Array<{ major: number }>> };
    const has18 = (await findTools('pg_dump')).some((t) => t.major >= 18);
    const backup = await runScript(BACKUP, [], env);
    if (has18) {
      expect(backup.output).toMatch(/Backup written to .*flying50-\d{8}T\d{6}Z\.tar/);
      expect(backup.code).toBe(0);
    } else {
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(/^Backing up PostgreSQL 18\.\d+ \(the embedded PostgreSQL in .*\) needs pg_dump of PostgreSQL 18 or newer, but [^\n]+ installed; install the PostgreSQL 18 client tools \(e\.g\. the postgresql-client-18 package\) or set PG_BIN_DIR to their bin folder, then run the command again\.\n$/);
      noStackTrace(backup.output);
    }
    // The cluster is in DATA_DIR (not moved away), and the server it started for the backup is stopped again.
    expect(lstatSync(join(dataDir, 'postgres')).isDirectory()).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
