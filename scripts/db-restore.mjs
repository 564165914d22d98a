// `npm run db:restore FILE`: loads an archive of `npm run db:backup` into the database in use (DATABASE_URL, or
// the embedded PostgreSQL of DATA_DIR, created when there is none yet) and its uploads into DATA_DIR/uploads.
// Only into an empty database and an empty uploads folder: it never overwrites or merges. The database is
// restored in one transaction (all or nothing), before the uploads are copied: a 'pg_dump' backup with
// pg_restore --single-transaction, a 'copy' backup (scripts/db-copy.mjs) by the app's own migrations and COPY FROM.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCopy, unknownMigrations } from './db-copy.mjs';
import { Refusal, appConfig, chooseTool, connection, openDatabase, query, run, runTool, serverVersion } from './db-tools.mjs';

function copyTree(from, to) {
  let copied = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copied += copyTree(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) {
      copyFileSync(join(from, entry.name), join(to, entry.name));
      copied++;
    }
  }
  return copied;
}

await run(async () => {
  const arg = process.argv[2];
  if (!arg) throw new Refusal('Name the backup to restore: npm run db:restore DATA_DIR/backups/flying50-<time>.tar');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!existsSync(file) || !statSync(file).isFile()) throw new Refusal(`${file} does not exist; name a file written by npm run db:backup (they are in DATA_DIR/backups).`);

  const config = await appConfig();
  const staging = mkdtempSync(join(tmpdir(), 'flying50-restore-'));
  let db;
  try {
    const tar = spawnSync('tar', ['-xf', file, '-C', staging], { encoding: 'utf8' });
    const manifestFile = join(staging, 'manifest.json');
    let manifest;
    try {
      manifest = tar.status === 0 ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
    } catch {
      // no manifest, or not JSON: not a backup
    }
    const format = manifest?.database?.format ?? 'pg_dump'; // backups of before the 'copy' format have none
    const part = format === 'copy' ? 'database' : 'database.dump';
    if (manifest?.format !== 'flying50-backup' || !['copy', 'pg_dump'].includes(format) || !existsSync(join(staging, part))) {
      throw new Refusal(`${file} is not a Flying@50 backup (no manifest.json and database part inside); name a file written by npm run db:backup.`);
    }
    if (format === 'copy') {
      const unknown = await unknownMigrations(manifest.database.migrations);
      if (unknown.length) {
        throw new Refusal(
          `${file} comes from a newer version of Flying@50 (its database has migration ${unknown.join(', ')}, which this code does not know); update the code (git pull, npm run build) and run the restore again; nothing was changed.`,
        );
      }
    }

    // Refuse before changing anything: the uploads folder and the database must both be empty.
    const uploads = join(config.dataDir, 'uploads');
    if (existsSync(uploads) && readdirSync(uploads).length > 0) {
      throw new Refusal(`${uploads} is not empty; restore only into a fresh DATA_DIR (move the old one away first); nothing was changed.`);
    }
    db = await openDatabase(config);
    const [{ count }] = await query(
      db.url,
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    if (count > 0) {
      const how = config.databaseUrl ? 'create a new database and point DATABASE_URL at it' : 'use a fresh DATA_DIR (move the old one away first)';
      throw new Refusal(`The database in use (${db.where}) is not empty (${count} tables, sequences or views); restore only into an empty one: ${how}; nothing was changed.`);
    }

    const server = await serverVersion(db.url);
    let how;
    if (format === 'copy') {
      const rows = await loadCopy(db.url, staging, manifest.database);
      how = `${rows} rows, the schema by the app's ${manifest.database.migrations.length} migrations`;
    } else {
      const pgRestore = await chooseTool('pg_restore', manifest.pgDump.major, `Restoring a backup made with pg_dump ${manifest.pgDump.version}`);
      const { url, env } = connection(db.url);
      runTool(
        pgRestore.path,
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, join(staging, 'database.dump')],
        env,
        `pg_restore ${pgRestore.text} into PostgreSQL ${server.text} (the database is unchanged)`,
      );
      how = `pg_restore ${pgRestore.text}`;
    }
    // The restored copy is another database than the one backed up: its id sequences go back to the backup's, while
    // Redis may still hold what that one made since (jobs by id, cached pages). A new identity tells them apart (a
    // backup from before infrastructure_settings gets one from the migration at the app's next start).
    const [{ present }] = await query(db.url, `select to_regclass('public.infrastructure_settings') is not null as present`);
    if (present) await query(db.url, `update infrastructure_settings set value = left(replace(gen_random_uuid()::text, '-', ''), 16) where name = 'database_id'`);
    const files = existsSync(join(staging, 'uploads')) ? copyTree(join(staging, 'uploads'), uploads) : 0;
    if (existsSync(uploads)) chmodSync(uploads, 0o700); // the app's user's alone, as the app makes it (members' private photos)
    const [{ tables }] = await query(db.url, `select count(*)::int as tables from pg_tables where schemaname = 'public'`);
    console.log(`Restored ${file} (made ${manifest.createdAt}): ${tables} tables (${how}) into ${db.where} (PostgreSQL ${server.text}) and ${files} upload file(s) into ${uploads}.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await db?.stop?.();
  }
});
