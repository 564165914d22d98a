// `npm run db:backup`: one archive of the database in use (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR)
// and the uploads, written to DATA_DIR/backups/flying50-<UTC time, ISO 8601 basic>.tar:
//   manifest.json   what was backed up, from which server, with which pg_dump
//   database.dump   pg_dump custom-format archive (--no-owner --no-privileges: restores under any user)
//   uploads/        the files of DATA_DIR/uploads
// Safe while the app runs: the uploads are hard-linked before the dump and again after it, so every file a
// row of the dump names is in the archive (files are written before their row commits, deleted after).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

function stamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'); // 20261122T193005Z
}

await run(async () => {
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
    const pgDump = await chooseTool('pg_dump', server.major, `Backing up PostgreSQL ${server.text} (${db.where})`);
    const uploads = join(config.dataDir, 'uploads');
    snapshot(uploads, join(staging, 'uploads'));
    const { url, env } = connection(db.url);
    runTool(pgDump.path, ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(staging, 'database.dump')}`, `--dbname=${url}`], env, `pg_dump (${pgDump.path})`);
    snapshot(uploads, join(staging, 'uploads'));
    mkdirSync(join(staging, 'uploads'), { recursive: true });
    const files = readdirSync(join(staging, 'uploads'), { recursive: true }).filter((f) => statSync(join(staging, 'uploads', f)).isFile()).length;
    const manifest = {
      format: 'flying50-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { source: config.databaseUrl ? 'DATABASE_URL' : 'embedded', server: server.text, serverVersionNum: server.num },
      pgDump: { version: pgDump.text, major: pgDump.major },
      uploads: files,
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${file}.partial`;
    const tar = spawnSync('tar', ['-cf', partial, '-C', staging, 'manifest.json', 'database.dump', 'uploads'], { encoding: 'utf8' });
    if (tar.status !== 0) {
      rmSync(partial, { force: true });
      throw new Refusal(`Writing ${file} failed (tar: ${(tar.stderr || tar.error?.message || '').trim()}); check the free space in ${backups}.`);
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    const size = statSync(join(staging, 'database.dump')).size;
    console.log(`Backup written to ${file}: database of ${(size / 1024).toFixed(0)} KB from PostgreSQL ${server.text} (${db.where}, pg_dump ${pgDump.text}) and ${files} upload(s).`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await db.stop?.();
  }
});
