import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL advisory lock the migrations are applied under: 0x46403530, "F@50" in ASCII. Only this code takes it.
 */
export const MIGRATION_LOCK_KEY = 0x46403530;

/**
 * Applies the committed migrations that are not applied yet, one process at a time: API processes, workers and the
 * migration step started together would otherwise each create the same tables at once, and all but one stop
 * ("duplicate key value violates unique constraint pg_type_typname_nsp_index"). A process that waits for the lock then
 * finds nothing left to apply. The lock is a session lock on one connection of the pool, held for the whole of
 * `migrator.up()` (which runs on other connections) and released on that connection before it goes back to the pool;
 * if the process dies meanwhile, its connection closes and PostgreSQL releases the lock with it.
 * Answers the names of the migrations this process applied.
 */
export async function migrateUnderLock(orm: MikroORM, log: (message: string) => void): Promise<string[]> {
  const connection = orm.em.getConnection() as AbstractSqlConnection;
  return connection
    .getClient()
    .connection()
    .execute(async (pinned) => {
      const [free] = await connection.execute<{ locked: boolean }[]>('select pg_try_advisory_lock(?) as locked', [MIGRATION_LOCK_KEY], 'all', pinned);
      if (!free?.locked) {
        log('Another process is applying the migrations: waiting for it to finish');
        await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY], 'run', pinned);
      }
      const unlock = () => connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY], 'run', pinned);
      let applied: string[];
      try {
        applied = (await orm.migrator.up()).map((m) => m.name);
      } catch (error) {
        await unlock().catch(() => undefined); // the migration's error is the one to report
        throw error;
      }
      await unlock();
      return applied;
    });
}
