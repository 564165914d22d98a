import type { EntityManager } from '@mikro-orm/postgresql';

/** The part of pg's Pool used here (pg ships no type declarations in this project). */
interface NativePool {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

const pools = new WeakMap<object, Promise<NativePool>>();

/**
 * Runs one statement on MikroORM's own pg pool as a named prepared statement: PostgreSQL parses and plans it once
 * per connection, and no EntityManager is forked and no entity hydrated. For hot reads that answer plain rows
 * (the session lookup of every signed-in request, the journal list); `name` must be unique per statement text.
 * Timestamps come back as PostgreSQL's text (MikroORM's type parsers), not Date objects.
 */
export async function preparedQuery<R>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<R[]> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) {
    pool = connection.getNativeClient() as Promise<NativePool>;
    pools.set(connection, pool);
    pool.catch(() => pools.delete(connection));
  }
  const { rows } = await (await pool).query<R>({ name, text, values });
  return rows;
}
