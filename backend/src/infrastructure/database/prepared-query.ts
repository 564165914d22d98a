import type { EntityManager } from '@mikro-orm/postgresql';

/** The part of pg's Pool used here (pg ships no type declarations in this project). */
interface NativePool {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * Runs one statement on MikroORM's own pg pool as a named prepared statement: PostgreSQL parses and plans it once
 * per connection, and no EntityManager is forked and no entity hydrated. For hot reads that answer plain rows
 * (the session lookup of every signed-in request, the journal list); `name` must be unique per statement text.
 * Timestamps come back as PostgreSQL's text (MikroORM's type parsers), not Date objects.
 */
export async function preparedQuery<R>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<R[]> {
  // Asked every time (it is cheap): after the connection is closed and opened again the pool is a new one.
  const pool = (await em.getConnection().getNativeClient()) as NativePool;
  const { rows } = await pool.query<R>({ name, text, values });
  return rows;
}
