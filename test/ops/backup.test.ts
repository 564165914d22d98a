// `npm run db:backup` and `npm run db:restore FILE` (scripts/db-backup.mjs, db-restore.mjs, db-copy.mjs) on real
// processes, each a round trip compared row by row, sequence by sequence and file by file, then served by the app:
// a pg_dump archive on fresh databases of the PostgreSQL at DATABASE_URL (with the refusals); the 'copy' format
// (--format=copy) there too, with its own refusals and an all-or-nothing load; and the embedded PostgreSQL 18,
// backed up with whichever format fits this machine (here, without a pg_dump 18: 'copy').
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { jpegWithGps } from '../support/images.js';
import { PASSWORD, ROOT, client, freePort, removeTempFolders, runScript, startBuilt, tempFolder } from './built-app.js';
import { until } from './support/processes.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const BACKUP = join(ROOT, 'scripts/db-backup.mjs');
const RESTORE = join(ROOT, 'scripts/db-restore.mjs');
const suffix = randomBytes(4).toString('hex');
const SOURCE = `f50_ops_backup_src_${suffix}`;
const TARGET = `f50_ops_backup_dst_${suffix}`;
const COPY_SOURCE = `f50_ops_backup_copy_src_${suffix}`;
const COPY_TARGET = `f50_ops_backup_copy_dst_${suffix}`;
const COPY_EMPTY = `f50_ops_backup_copy_empty_${suffix}`;
const FROM_EMBEDDED = `f50_ops_backup_from_embedded_${suffix}`;
const DATABASES = [SOURCE, TARGET, COPY_SOURCE, COPY_TARGET, COPY_EMPTY, FROM_EMBEDDED];
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
  for (const name of DATABASES) await sql(ADMIN_URL, `create database ${name}`);
});
afterAll(async () => {
  for (const name of DATABASES) await sql(ADMIN_URL, `drop database if exists ${name} with (force)`).catch(() => undefined);
  removeTempFolders();
});

/**
 * Every public table as JSON (rows in a stable order), and every sequence's position; but the database's identity,
 * which a restore makes anew (a restored copy is another database to Redis: docs/operations.md "Backups").
 */
async function contents(url: string) {
  const tables = await sql<{ tablename: string }>(url, `select tablename from pg_tables where schemaname = 'public' and tablename <> 'infrastructure_settings' order by 1`);
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

/**
 * On the running app: a member with a private entry holding a photo and a plain entry, each with its coach reply (written
 * after the answer, so waited for: a backup taken before then would rightly miss them); returns the photo's URL.
 */
async function writeMember(appUrl: string): Promise<string> {
  const member = client(appUrl);
  expect((await member.post('/api/community/auth/register', { email: 'kept@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat' })).status).toBe(200);
  const photo = await member.post('/api/community/journal', { title: 'Photo', content: 'Coastal ride', image_url: dataUrl(await jpegWithGps()), is_private: true });
  expect(photo.status).toBe(201);
  expect((await member.post('/api/community/journal', { title: 'Plain', content: 'Rest day' })).status).toBe(201);
  await until(
    async () => {
      const list = await member.get('/api/community/journal');
      return list.body.length === 2 && list.body.every((e: { insight_pending: boolean; aiResponses: unknown[] }) => !e.insight_pending && e.aiResponses.length === 1);
    },
    60_000,
    'both coach replies',
  );
  return photo.body.image_url;
}

/** Starts the app on a restored copy: the member signs in, sees the entry, and gets the photo's bytes. */
async function readBack(env: Record<string, string>, photoUrl: string, sourceDir: string): Promise<void> {
  const restored = await startBuilt({ ...env, PORT: String(await freePort()) });
  try {
    const again = client(restored.url);
    expect((await again.post('/api/community/auth/login', { email: 'kept@example.com', password: PASSWORD })).status).toBe(200);
    const entries = await again.get('/api/community/journal');
    expect(JSON.stringify(entries.body)).toContain('Coastal ride');
    const bytes = await again.bytes(photoUrl);
    expect(bytes.equals(readFileSync(join(sourceDir, 'uploads', photoUrl.split('/').pop()!)))).toBe(true);
  } finally {
    await restored.stop();
  }
}

/** The archives in DATA_DIR/backups, oldest first. */
const archives = (dataDir: string) =>
  readdirSync(join(dataDir, 'backups'))
    .sort()
    .map((name) => join(dataDir, 'backups', name));
const manifestOf = (file: string) => JSON.parse(spawnSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' }).stdout);
const listing = (file: string) => spawnSync('tar', ['-tf', file], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** Runs fn with the URL of the embedded PostgreSQL of dataDir, started here on a free port and stopped again. */
async function withEmbedded<T>(dataDir: string, fn: (url: string) => Promise<T>): Promise<T> {
  const { resolveDatabaseUrl } = (await import('../../backend/dist/infrastructure/database/embedded-postgres.js' as string)) as {
    resolveDatabaseUrl: (config: object, log: (msg: string) => void) => Promise<{ url: string; stop?: () => Promise<void> }>;
  };
  const db = await resolveDatabaseUrl({ dataDir, embeddedDbPort: await freePort() }, () => undefined);
  try {
    return await fn(db.url);
  } finally {
    await db.stop?.();
  }
}

describe('db:backup and db:restore with DATABASE_URL', () => {
  it('round trip: a member, entries and an uploaded photo come back identical in an empty database, and the app serves them', async () => {
    const sourceDir = join(folder(), 'data');
    const env = { DATABASE_URL: urlOf(SOURCE), DATA_DIR: sourceDir, NODE_ENV: 'development' };
    const app = await startBuilt({ ...env, PORT: String(await freePort()) });
    const photoUrl = await writeMember(app.url);

    // Backed up while the app runs.
    const backup = await runScript(BACKUP, [], env);
    expect(backup.output).toMatch(/Backup written to .*flying50-\d{8}T\d{6}Z\.tar: .* and 3 upload file\(s\)\./);
    expect(backup.code).toBe(0);
    expect(await app.stop()).toBe(0);
    const [archive] = readdirSync(join(sourceDir, 'backups'));
    expect(archive).toMatch(/^flying50-\d{8}T\d{6}Z\.tar$/);
    const file = join(sourceDir, 'backups', archive);
    const listed = spawnSync('tar', ['-tf', file], { encoding: 'utf8' }).stdout.split('\n');
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.dump', `uploads/${photoUrl.split('/').pop()}`]));
    expect(manifestOf(file).database).toMatchObject({ source: 'DATABASE_URL', format: 'pg_dump', migrations: expect.arrayContaining(['Migration20261122000000_foundation']) });

    const targetDir = join(folder(), 'data');
    const restore = await runScript(RESTORE, [file], { ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: targetDir });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    expect(await contents(urlOf(TARGET))).toEqual(await contents(urlOf(SOURCE)));
    const identity = `select value from infrastructure_settings where name = 'database_id'`;
    const [[restoredId], [sourceId]] = await Promise.all([sql<{ value: string }>(urlOf(TARGET), identity), sql<{ value: string }>(urlOf(SOURCE), identity)]);
    expect(restoredId.value).toMatch(/^[0-9a-f]{16}$/);
    expect(restoredId.value).not.toBe(sourceId.value);
    expect(Object.keys(files(join(targetDir, 'uploads')))).toHaveLength(3); // the photo and its 480 and 960 px copies
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
    await readBack({ ...env, DATABASE_URL: urlOf(TARGET), DATA_DIR: targetDir }, photoUrl, sourceDir);
  }, 300_000);
});

describe("the 'copy' format (no pg_dump needed) with DATABASE_URL", () => {
  it('round trip with --format=copy: the schema from the migrations, every row, sequence and file identical, and the app serves them', async () => {
    const sourceDir = join(folder(), 'data');
    const env = { DATABASE_URL: urlOf(COPY_SOURCE), DATA_DIR: sourceDir, NODE_ENV: 'development' };
    const app = await startBuilt({ ...env, PORT: String(await freePort()) });
    const photoUrl = await writeMember(app.url);
    const backup = await runScript(BACKUP, ['--format=copy'], env);
    expect(backup.output).toMatch(/^Backup written to .*flying50-\d{8}T\d{6}Z\.tar: database of \d+ KB \(\d+ tables, \d+ rows\) from PostgreSQL [\d.]+ \(DATABASE_URL \S+, copied table by table as --format=copy asks\) and 3 upload file\(s\)\.\n$/);
    expect(backup.code).toBe(0);
    expect(await app.stop()).toBe(0);

    const [file] = archives(sourceDir);
    const manifest = manifestOf(file);
    expect(manifest.database).toMatchObject({ source: 'DATABASE_URL', format: 'copy', copyFormat: 'text', encoding: 'UTF8' });
    expect(manifest.pgDump).toBeUndefined();
    const users = manifest.database.tables.find((t: { name: string }) => t.name === 'users');
    expect(users).toMatchObject({ rows: 1, file: expect.stringMatching(/^database\/\d+-users\.copy$/), columns: expect.arrayContaining(['email', 'password_hash']) });
    expect(manifest.database.tables.find((t: { name: string }) => t.name === 'journal_entries').rows).toBe(2);
    expect(manifest.database.migrations).toEqual((await sql<{ name: string }>(urlOf(COPY_SOURCE), 'select name from mikro_orm_migrations order by id')).map((r) => r.name));
    expect(manifest.database.sequences).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'users_id_seq', lastValue: '1', isCalled: true })]));
    const listed = listing(file);
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', users.file, `uploads/${photoUrl.split('/').pop()}`]));
    expect(listed).not.toContain('database.dump');

    const targetDir = join(folder(), 'data');
    const target = { ...env, DATABASE_URL: urlOf(COPY_TARGET), DATA_DIR: targetDir };
    const restore = await runScript(RESTORE, [file], target);
    expect(restore.output).toMatch(/^Restored .* \(made .*\): \d+ tables \(\d+ rows, the schema by the app's \d+ migrations\) into DATABASE_URL .* and 3 upload file\(s\) into .*\.\n$/);
    expect(restore.code).toBe(0);
    expect(await contents(urlOf(COPY_TARGET))).toEqual(await contents(urlOf(COPY_SOURCE)));
    expect(files(join(targetDir, 'uploads'))).toEqual(files(join(sourceDir, 'uploads')));
    await readBack(target, photoUrl, sourceDir);
  }, 300_000);

  it('refuses a backup from a newer version, and loads all or nothing: a damaged table leaves the database empty', async () => {
    // A backup of the database the round trip above filled (a member, two entries).
    const sourceDir = join(folder(), 'data');
    const backup = await runScript(BACKUP, ['--format=copy'], { DATABASE_URL: urlOf(COPY_SOURCE), DATA_DIR: sourceDir });
    expect(backup.code).toBe(0);
    const [file] = archives(sourceDir);
    const edit = (change: (dir: string) => void) => {
      const dir = folder();
      spawnSync('tar', ['-xf', file, '-C', dir]);
      change(dir);
      const out = join(folder(), 'edited.tar');
      spawnSync('tar', ['-cf', out, '-C', dir, '.']);
      return out;
    };
    const targetDir = join(folder(), 'data');
    const env = { DATABASE_URL: urlOf(COPY_EMPTY), DATA_DIR: targetDir };
    const tables = async () => (await sql(urlOf(COPY_EMPTY), `select tablename from pg_tables where schemaname = 'public'`)).length;

    // A migration this code does not have: one sentence, before anything is touched.
    const future = edit((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      manifest.database.migrations.push('Migration29991231000000_from_the_future');
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    const newer = await runScript(RESTORE, [future], env);
    expect(newer.code).toBe(1);
    expect(newer.output).toMatch(
      /^\S+edited\.tar comes from a newer version of Flying@50 \(its database has migration Migration29991231000000_from_the_future, which this code does not know\); update the code \(git pull, npm run build\) and run the restore again; nothing was changed\.\n$/,
    );
    expect(existsSync(targetDir)).toBe(false);

    // A table with a row missing: the migrations and the tables loaded before it are rolled back with it.
    const damaged = edit((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      const entries = manifest.database.tables.find((t: { name: string }) => t.name === 'journal_entries');
      const path = join(dir, entries.file);
      writeFileSync(path, readFileSync(path, 'utf8').split('\n').slice(1).join('\n'));
    });
    const partial = await runScript(RESTORE, [damaged], env);
    expect(partial.code).toBe(1);
    expect(partial.output).toMatch(/^The backup's journal_entries holds 1 rows instead of 2; the archive is damaged; nothing was changed\.\n$/);
    noStackTrace(newer.output + partial.output);
    expect(await tables()).toBe(0);
    expect(existsSync(join(targetDir, 'uploads'))).toBe(false);
  }, 300_000);
});

describe('db:backup and db:restore with the embedded PostgreSQL', () => {
  it('round trip from a running app to a fresh DATA_DIR, with pg_dump when one fits PostgreSQL 18, else the copy format', async () => {
    const { findTools } = (await import('../../scripts/db-tools.mjs' as string)) as { findTools: (tool: string) => Promise<Array<{ major: number }>> };
    const has18 = (await findTools('pg_dump')).some((t) => t.major >= 18);
    const sourceDir = join(folder(), 'data');
    const env = { DATA_DIR: sourceDir, EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development' };
    const app = await startBuilt({ ...env, PORT: String(await freePort()) });
    const photoUrl = await writeMember(app.url);

    // While the app runs, its server is used.
    const backup = await runScript(BACKUP, [], env);
    expect(backup.output).toMatch(/^Backup written to .*flying50-\d{8}T\d{6}Z\.tar: .* from PostgreSQL 18\.\d+ \(the embedded PostgreSQL in \S+, .*\) and 3 upload file\(s\)\.\n$/);
    if (!has18) expect(backup.output).toContain('copied table by table as no pg_dump of PostgreSQL 18 or newer was found');
    expect(backup.code).toBe(0);
    expect(await app.stop()).toBe(0);
    const [file] = archives(sourceDir);
    expect(manifestOf(file).database).toMatchObject({ source: 'embedded', format: has18 ? 'pg_dump' : 'copy', server: expect.stringMatching(/^18\./) });

    // With the app stopped, the script starts the cluster itself and stops it again; the cluster stays in DATA_DIR.
    const offline = await runScript(BACKUP, ['--format=copy'], env);
    expect(offline.code).toBe(0);
    expect(archives(sourceDir)).toHaveLength(2);
    expect(lstatSync(join(sourceDir, 'postgres')).isDirectory()).toBe(true);
    expect(existsSync(join(sourceDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(sourceDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const source = await withEmbedded(sourceDir, contents);

    // The copy format also moves the embedded PostgreSQL 18's data to the older PostgreSQL at DATABASE_URL.
    const moved = await runScript(RESTORE, [archives(sourceDir)[1]], { DATABASE_URL: urlOf(FROM_EMBEDDED), DATA_DIR: join(folder(), 'data') });
    expect(moved.output).toContain('Restored');
    expect(moved.code).toBe(0);
    expect(await contents(urlOf(FROM_EMBEDDED))).toEqual(source);

    const targetDir = join(folder(), 'data');
    const target = { DATA_DIR: targetDir, EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development' };
    const restore = await runScript(RESTORE, [file], target);
    expect(restore.output).toMatch(/^Restored .* into the embedded PostgreSQL in \S+ \(PostgreSQL 18\.\d+\) and 3 upload file\(s\) into .*\.\n$/);
    expect(restore.code).toBe(0);
    expect(existsSync(join(targetDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await withEmbedded(targetDir, contents)).toEqual(source);
    expect(Object.keys(files(join(targetDir, 'uploads')))).toHaveLength(3); // the photo and its 480 and 960 px copies
    expect(files(join(targetDir, 'uploads'))).toEqual(files(join(sourceDir, 'uploads')));

    // Not twice into the same cluster.
    const again = await runScript(RESTORE, [file], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain('uploads is not empty');
    noStackTrace(backup.output + offline.output + moved.output + restore.output + again.output);

    await readBack(target, photoUrl, sourceDir);
    // Six embedded PostgreSQL starts and an app's: 170 s on a busy CI machine (2026-12-05), over 180 s once (2026-12-06).
  }, 360_000);
});
