import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeCursor, cursorAt, pageOf, type ListCursor, type ListPage } from '../http/list-paging.js';

/** A staff list's SQL: what it selects, from where, the filter's conditions and the (date, id) columns it is ordered by. */
export interface KeysetList<R, T> {
  select: string;
  /** `from ...` with its joins. */
  from: string;
  /** Conditions joined by `and`, with their parameters in order. */
  where: Array<{ sql: string; params: unknown[] }>;
  at: string;
  id: string;
  map: (row: R) => T;
}

/**
 * One page of a staff list newest first on (at, id), read from the cursor with `limit + 1` rows (the extra row only
 * says that a next page exists), and on the first page the count of the filter (a count query, never the rows).
 */
export async function keysetPage<R extends { id: number | string }, T>(
  em: EntityManager,
  list: KeysetList<R, T>,
  limit: number,
  before: ListCursor | undefined,
): Promise<ListPage<T>> {
  const filter = list.where.map((c) => c.sql);
  const params = list.where.flatMap((c) => c.params);
  const cursor = beforeCursor(list.at, list.id, before);
  const where = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
  const rows = await em.execute<Array<R & { cursor_at: string }>>(
    `select ${list.select}, ${cursorAt(list.at)} as cursor_at ${list.from} ${where(cursor ? [...filter, cursor.sql] : filter)}
      order by ${list.at} desc, ${list.id} desc limit ?`,
    [...params, ...(cursor?.params ?? []), limit + 1],
  );
  let total: number | null = null;
  if (!before) total = Number((await em.execute<Array<{ n: string }>>(`select count(*) as n ${list.from} ${where(filter)}`, params))[0].n);
  return pageOf(rows, limit, list.map, total);
}
