// Shared by `npm run db:backup` and `npm run db:restore`: settings, the database in use (DATABASE_URL or the
// embedded PostgreSQL of DATA_DIR, started for the duration when the app is not running), and the PostgreSQL
// client tools (pg_dump, pg_restore) that fit a server's major version.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

/** A problem the operator can fix: printed as its one-sentence message, never as a stack trace. */
export class Refusal extends Error {}

/** Runs main(); any failure ends the process with one sentence (a Refusal's, or the error's message), never a stack trace. */
export async function run(main) {
  try {
    await main();
  } catch (error) {
    const oneSentence = error instanceof Refusal || error?.name === 'EmbeddedDatabaseError' || error?.name === 'ConfigError';
    const message = String(error?.message ?? error).split('\n')[0];
    console.error(oneSentence ? error.message : `Failed: ${message}`);
    process.exit(1);
  }
}

/** The app's validated settings (from the environment and .env, as `npm start` reads them). */
export async function appConfig() {
  const envFile = join(ROOT, '.env');
  try {
    if (existsSync(envFile)) process.loadEnvFile(envFile);
  } catch (error) {
    throw new Refusal(`${envFile} could not be read (${error.message}); fix it (lines of NAME=value, see .env.example).`);
  }
  const dist = join(ROOT, 'backend/dist');
  if (!existsSync(join(dist, 'main.js'))) throw new Refusal('The backend is not built yet; run `npm run build` (or `npm start` once) first.');
  const { loadConfig } = await import(join(dist, 'config/app-config.js'));
  // The scripts never use the session secret, so production settings without it are fine here.
  return loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'unused-by-the-database-scripts-0000000000' });
}

/**
 * The database the app uses: { url, where, stop? }. For the embedded PostgreSQL, the running server of the
 * app is reused; otherwise it is started here (and `stop` stops it again).
 */
export async function openDatabase(config) {
  const { resolveDatabaseUrl } = await import(join(ROOT, 'backend/dist/infrastructure/database/embedded-postgres.js'));
  const db = await resolveDatabaseUrl(config, () => undefined, { reuseRunning: true });
  const where = config.databaseUrl ? `DATABASE_URL ${redact(config.databaseUrl)}` : `the embedded PostgreSQL in ${join(config.dataDir, 'postgres')}`;
  return { ...db, where };
}

export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** A connection URL without its password, and the environment that carries the password (not on the command line). */
export function connection(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function query(url, sql, params = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The server's version: { num: 150014, major: 15, text: '15.14' }. */
export async function serverVersion(url) {
  const [{ server_version_num: num }] = await query(url, 'show server_version_num');
  const major = Math.floor(Number(num) / 10000);
  return { num: Number(num), major, text: `${major}.${Number(num) % 10000}` };
}

/** Folders that may hold PostgreSQL client tools: PG_BIN_DIR alone when set, else the usual places. */
async function candidateDirs() {
  if (process.env.PG_BIN_DIR) return [process.env.PG_BIN_DIR]; // the operator's choice, and only that
  const dirs = [];
  try {
    // the embedded PostgreSQL's own package (future versions may ship the client tools)
    const pkg = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
    const { postgres } = await import(pkg);
    dirs.push(dirname(postgres));
  } catch {
    // no embedded binaries here
  }
  const versioned = (parent, pattern, sub = 'bin') => {
    if (!existsSync(parent)) return [];
    return readdirSync(parent)
      .filter((name) => pattern.test(name))
      .map((name) => join(parent, name, sub));
  };
  dirs.push(
    ...versioned('/usr/lib/postgresql', /^\d+$/), // Debian, Ubuntu
    ...versioned('/usr', /^pgsql-\d+$/), // RHEL, Fedora (PGDG)
    ...versioned('/opt/homebrew/opt', /^postgresql(@\d+)?$/), // Homebrew (Apple silicon)
    ...versioned('/usr/local/opt', /^postgresql(@\d+)?$/), // Homebrew (Intel)
    '/usr/local/pgsql/bin',
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  );
  return [...new Set(dirs)];
}

/** Every copy of `tool` found, with its major version: [{ path, major, text }]. */
export async function findTools(tool) {
  const found = [];
  for (const dir of await candidateDirs()) {
    const path = join(dir, tool);
    if (!existsSync(path)) continue;
    const out = spawnSync(path, ['--version'], { encoding: 'utf8' });
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(out.stdout ?? '');
    if (out.status === 0 && match) found.push({ path, major: Number(match[1]), text: `${match[1]}${match[2] ? `.${match[2]}` : ''}` });
  }
  return found;
}

/**
 * The copy of `tool` to use with a server (or archive) of major version `major`: the oldest one that is at
 * least that version (pg_dump cannot dump a newer server; pg_restore cannot read a newer archive).
 */
export async function chooseTool(tool, major, purpose) {
  const found = await findTools(tool);
  const fit = found.filter((t) => t.major >= major).sort((a, b) => a.major - b.major)[0];
  if (fit) return fit;
  const majors = new Map();
  for (const t of found) if (!majors.has(t.major)) majors.set(t.major, dirname(t.path));
  const list = [...majors].map(([m, dir]) => `version ${m} (${dir})`).join(', ');
  if (process.env.PG_BIN_DIR) {
    throw new Refusal(
      `${purpose} needs ${tool} of PostgreSQL ${major} or newer, but PG_BIN_DIR (${process.env.PG_BIN_DIR}) holds ${majors.size ? `only ${list}` : `no ${tool}`}; point PG_BIN_DIR at the PostgreSQL ${major} client tools (or unset it to search the usual places), then run the command again.`,
    );
  }
  const seen = majors.size ? `only ${list} ${majors.size > 1 ? 'are' : 'is'} installed` : 'none is installed';
  throw new Refusal(
    `${purpose} needs ${tool} of PostgreSQL ${major} or newer, but ${seen}; install the PostgreSQL ${major} client tools (e.g. the postgresql-client-${major} package) or set PG_BIN_DIR to their bin folder, then run the command again.`,
  );
}

/** Runs a tool; a failure becomes a Refusal quoting its last error line. */
export function runTool(path, args, env, what) {
  const result = spawnSync(path, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    const line = (result.stderr || result.error?.message || `exit code ${result.status}`).trim().split('\n').filter(Boolean).pop();
    throw new Refusal(`${what} failed: ${line}`);
  }
  return result.stdout;
}
