import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.js';

/**
 * The password of the embedded PostgreSQL's superuser (`postgres`). Each cluster has its own random one, made when the
 * cluster is initialised and kept in the cluster's own folder (DATA_DIR/postgres, 0700, owned by the server's user)
 * as `flying50-password`, 0600: only the app's user (and root) can read it, so no other local account can connect,
 * though the server listens on 127.0.0.1. The app, `npm run db:backup`/`db:restore`, `seed:demo` and `migrate.js` all
 * find it through resolveDatabaseUrl.
 *
 * Clusters made before (2026-11-29) were given the fixed password `postgres`, which any local account could use: the
 * next start finds that out and changes it to a random one (rotate below).
 */
export const PASSWORD_FILE = 'flying50-password';
/** What clusters initialised before random passwords were given; never given to a new one. */
export const OLD_FIXED_PASSWORD = 'postgres';
/** A rotation under way: the new password is saved here before the server is told, and renamed into place after. */
const PENDING_SUFFIX = '.new';

export interface Ids {
  uid: number;
  gid: number;
}

export const newPassword = (): string => randomBytes(24).toString('hex');

/** The file holding the cluster's password. */
export const passwordFile = (clusterDir: string): string => join(clusterDir, PASSWORD_FILE);

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Writes `password` to `file`, 0600, owned by the server's user (as root) like the rest of the cluster. */
function writeSecret(file: string, password: string, ids: Ids | undefined): void {
  rmSync(file, { force: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  if (ids) chownSync(file, ids.uid, ids.gid);
}

/** Saves the password of a freshly initialised cluster. */
export function savePassword(clusterDir: string, password: string, ids: Ids | undefined): void {
  writeSecret(passwordFile(clusterDir), password, ids);
}

/** A password that may be the cluster's, and where it comes from. */
export interface Candidate {
  password: string;
  source: 'saved' | 'pending' | 'old';
}

/** The passwords to try, in order: the saved one, one a rotation was setting when it stopped, the old fixed one. */
export function candidates(clusterDir: string): Candidate[] {
  const saved = readIfThere(passwordFile(clusterDir));
  if (saved) return [{ password: saved, source: 'saved' }];
  const pending = readIfThere(passwordFile(clusterDir) + PENDING_SUFFIX);
  return [...(pending ? [{ password: pending, source: 'pending' as const }] : []), { password: OLD_FIXED_PASSWORD, source: 'old' as const }];
}

/** The client of the pg driver (comes with MikroORM's PostgreSQL driver; it ships no types of its own). */
export type PgClient = { connect(): Promise<void>; query(sql: string, params?: unknown[]): Promise<{ rowCount: number | null }>; end(): Promise<void> };

/**
 * Makes the working password `found` the cluster's saved one: a pending rotation's is renamed into place; the old fixed
 * password is replaced by a random one (saved first under the pending name, then set with ALTER ROLE, then renamed,
 * so a crash at any point leaves a password the next start tries). Answers the password to use from now on.
 */
export async function keepPassword(client: PgClient, clusterDir: string, found: Candidate, user: string, ids: Ids | undefined): Promise<string> {
  const file = passwordFile(clusterDir);
  if (found.source === 'saved') return found.password;
  if (found.source === 'pending') {
    renameSync(file + PENDING_SUFFIX, file);
    return found.password;
  }
  const password = newPassword();
  writeSecret(file + PENDING_SUFFIX, password, ids);
  // A hex string: nothing to escape (ALTER ROLE takes no bind parameters).
  await client.query(`alter role ${user} password '${password}'`);
  renameSync(file + PENDING_SUFFIX, file);
  return password;
}

/**
 * A cluster initialised with `--auth=password` (before 2026-11-29) sends its password in clear text; new ones use
 * scram-sha-256. Rewrites pg_hba.conf's `password` methods to scram-sha-256 (the stored passwords are SCRAM already,
 * PostgreSQL 14 and later), before the server reads it. Answers whether anything changed.
 */
export function upgradeHbaMethods(clusterDir: string): boolean {
  const hba = join(clusterDir, 'pg_hba.conf');
  if (!existsSync(hba)) return false;
  const text = readFileSync(hba, 'utf8');
  const upgraded = text.replace(/^(\s*(?:local|host)\s[^#\n]*\s)password(\s*)$/gm, '$1scram-sha-256$2');
  if (upgraded === text) return false;
  writeFileSync(hba, upgraded); // the file keeps its owner (the server's user) and mode
  return true;
}

async function connect(user: string, port: number, password: string, database: string): Promise<PgClient> {
  const { default: pg } = (await import('pg' as string)) as { default: { Client: new (options: object) => PgClient } };
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database });
  await client.connect();
  return client;
}

const wrongPassword = (error: unknown) => ['28P01', '28000'].includes((error as { code?: string }).code ?? '');

/** The first of the cluster's candidate passwords the server accepts, with a connection made with it. */
export async function signIn(user: string, port: number, dir: string, database: string): Promise<{ found: Candidate; client: PgClient }> {
  for (const found of candidates(dir)) {
    try {
      return { found, client: await connect(user, port, found.password, database) };
    } catch (error) {
      if (!wrongPassword(error)) throw error;
    }
  }
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL in ${dir} refuses the password in ${passwordFile(dir)} (or there is none); if the file was lost, set the postgres role's password by hand and write it there (one line, mode 0600), or move the folder away to start with an empty database (npm run db:restore can then load a backup).`,
  );
}

/** The password of a server another process (the app) runs: tried, never changed under it. */
export async function runningPassword(user: string, port: number, dir: string, database: string): Promise<string> {
  const { found, client } = await signIn(user, port, dir, database);
  await client.end();
  return found.password;
}
