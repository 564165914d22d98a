import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from './config/app-config.js';
import { EmbeddedDatabaseError, resolveDatabaseUrl } from './infrastructure/database/embedded-postgres.js';
import { migrateUnderLock } from './infrastructure/database/migrate-under-lock.js';
import { migrationsList } from './infrastructure/database/migrations/index.js';
import { DatabaseUnreachableError, waitForDatabase } from './infrastructure/database/wait-for-database.js';

/**
 * One-shot migration step (`node backend/dist/migrate.js`, the `migrate` service of docker-compose.yml): applies
 * the committed migrations (all-or-nothing, in one transaction) and exits. The API and worker processes apply
 * them at start too, one process at a time under an advisory lock (migrateUnderLock): running this first means the
 * processes find nothing left to apply, and started together they wait for each other instead of racing.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.databaseWaitSeconds, (msg) => console.log(msg));
  const database = await resolveDatabaseUrl(config, (msg) => console.log(msg));
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: database.url,
    entities: [],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    debug: false,
    colors: false,
  });
  try {
    const applied = await migrateUnderLock(orm, (message) => console.log(message));
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date (no migration to apply)');
  } finally {
    await orm.close();
    await database.stop?.();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError || error instanceof DatabaseUnreachableError) console.error(error.message);
  else console.error(`Migrating the database failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
