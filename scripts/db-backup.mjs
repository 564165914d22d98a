// `npm run db:backup [-- --format=pg_dump|copy]`: one archive of the database in use (DATABASE_URL, or the
// embedded PostgreSQL of DATA_DIR) and the uploads, written to DATA_DIR/backups/flying50-<UTC time, ISO 8601 basic>.tar:
//   manifest.json   what was backed up (format, tables and row counts, sequences, migrations), from which server
//   database.dump   format 'pg_dump': a pg_dump custom-format archive (--no-owner --no-privileges: restores under
//                   any user); pg_dump is the first choice, used whenever one fits the server's version
//   database/       format 'copy' (scripts/db-copy.mjs), when no pg_dump fits (or with --format=copy): every
//                   table's rows as COPY text, the schema coming from the app's migrations on restore
//   uploads/        the files of DATA_DIR/uploads
// Safe while the app runs: everything read from the database is one REPEATABLE READ snapshot (pg_dump runs on it
// too, --snapshot), and the uploads are hard-linked before the dump and again after it, so every file a row of
// the dump names is in the archive (files are written before their row commits, deleted after).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyOut, countRows, describeDatabase, openSnapshot } from './db-copy.mjs';
import { Refusal, appConfig, chooseTool, connection, openDatabase, run, runTool, serverVersion } from './db-tools.mjs';

/** Hard-links (or copies, across file systems) every file of `from` missing in `to`; returns how many. */
function snapshot(from, to) {
  let added = 0;
  if (!existsSync(from)) return added;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dest = join(to, entry.name);
    if (entry.isDirectory()) added += snapshot(src, dest);
    else if (entry.isFile() && !existsSync(dest)) {
      try {
        linkSync(src, dest);
      } catch (error) {
        if (error.code === 'ENOENT') continue; // deleted meanwhile
        copyFileSync(src, dest);
      }
      added++;
    }
  }
  return added;
}

/** Bytes of a file, or of every file in a folder. */
function sizeOf(path) {
  const st = statSync(path);
  return st.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0) : st.size;
}

function stamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'); // 20261122T193005Z
}

/** The --format option: 'auto' (pg_dump when one fits, else copy), 'pg_dump' or 'copy'. */
function formatOption(args) {
  let format = 'auto';
  for (const arg of args) {
    const match = /^--format=(pg_dump|copy|auto)$/.exec(arg);
    if (!match) throw new Refusal(`Unknown option ${arg}; use npm run db:backup, or npm run db:backup -- --format=pg_dump (or --format=copy) to choose the format.`);
    format = match[1];
  }
  return format;
}

/** The pg_dump to use, or why none is used ({ pgDump } or { reason }). */
async function choosePgDump(format, server, where) {
  if (format === 'copy') return { reason: 'as --format=copy asks' };
  try {
    return { pgDump: await chooseTool('pg_dump', server.major, `Backing up PostgreSQL ${server.text} (${where})`) };
  } catch (error) {
    if (format === 'pg_dump' || !(error instanceof Refusal)) throw error;
    return { reason: `as no pg_dump of PostgreSQL ${server.major} or newer was found` };
  }
}

await run(async () => {
  const format = formatOption(process.argv.slice(2));
  const config = await appConfig();
  const backups = join(config.dataDir, 'backups');
  mkdirSync(config.dataDir, { recursive: true }); // as the app makes it (the embedded database's user may need to enter it)
  mkdirSync(backups, { recursive: true, mode: 0o700 }); // backups hold personal data: owner only
  let file = join(backups, `flying50-${stamp()}.tar`);
  for (let n = 1; existsSync(file); n++) file = join(backups, `flying50-${stamp()}-${n}.tar`);

  const db = await openDatabase(config);
  const staging = mkdtempSync(join(backups, '.staging-'));
  try {
    const server = await serverVersion(db.url);
    const { pgDump, reason } = await choosePgDump(format, server, db.where);
    const uploads = join(config.dataDir, 'uploads');
    snapshot(uploads, join(staging, 'uploads'));
    const client = await openSnapshot(db.url);
    let contents;
    try {
      contents = await describeDatabase(client);
      if (pgDump) {
        const [{ id }] = (await client.query('select pg_export_snapshot() as id')).rows;
        const { url, env } = connection(db.url);
        const args = ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${id}`, `--file=${join(staging, 'database.dump')}`, `--dbname=${url}`];
        runTool(pgDump.path, args, env, `pg_dump (${pgDump.path})`);
        contents.tables = await countRows(client, contents.tables);
      } else {
        contents.tables = await copyOut(client, contents.tables, staging);
      }
      await client.query('commit');
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal(`Reading the database (${db.where}) failed (${error.message}); no backup was written.`);
    } finally {
      await client.end().catch(() => undefined);
    }
    snapshot(uploads, join(staging, 'uploads'));
    mkdirSync(join(staging, 'uploads'), { recursive: true });
    const files = readdirSync(join(staging, 'uploads'), { recursive: true }).filter((f) => statSync(join(staging, 'uploads', f)).isFile()).length;
    const manifest = {
      format: 'flying50-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: {
        source: config.databaseUrl ? 'DATABASE_URL' : 'embedded',
        server: server.text,
        serverVersionNum: server.num,
        format: pgDump ? 'pg_dump' : 'copy',
        ...(pgDump ? {} : { copyFormat: 'text', encoding: 'UTF8' }),
        ...contents,
      },
      ...(pgDump ? { pgDump: { version: pgDump.text, major: pgDump.major } } : {}),
      uploads: files,
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const part = pgDump ? 'database.dump' : 'database';
    const partial = `${file}.partial`;
    const tar = spawnSync('tar', ['-cf', partial, '-C', staging, 'manifest.json', part, 'uploads'], { encoding: 'utf8' });
    if (tar.status !== 0) {
      rmSync(partial, { force: true });
      throw new Refusal(`Writing ${file} failed (tar: ${(tar.stderr || tar.error?.message || '').trim()}); check the free space in ${backups}.`);
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    const size = sizeOf(join(staging, part));
    const rows = contents.tables.reduce((sum, t) => sum + t.rows, 0);
    const how = pgDump ? `pg_dump ${pgDump.text}` : `copied table by table ${reason}`;
    console.log(
      `Backup written to ${file}: database of ${(size / 1024).toFixed(0)} KB (${contents.tables.length} tables, ${rows} rows) from PostgreSQL ${server.text} (${db.where}, ${how}) and ${files} upload file(s).`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await db.stop?.();
  }
});
