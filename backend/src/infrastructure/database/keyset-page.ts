import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeCursor, cursorAt, pageOf, textKey, type ListCursor, type ListPage } from '../http/list-paging.js';

/** A staff list's SQL: what it selects, from where, the filter's conditions and the (date, id) columns it is ordered by. */
export interface KeysetList<R, T> {
  select: string;
  /** `from ...` with its joins. */
  from: string;
  /** Conditions joined by `and`, with their parameters in order. */
  where: Array<{ sql: string; params: unknown[] }>;
  at: string;
  id: string;
  /** `at` is text, read A to Z (the cursor is then a text cursor: list-paging.s textKey); otherwise a date, newest first. */
  text?: boolean;
  map: (row: R) => T;
  /** The first page's count when the list keeps one (e.g. a counts table), instead of a count query over the filter. */
  count?: () => Promise<number>;
}

/**
 * One page of a staff list newest first on (at, id) (or A to Z on (text, id)), read from the cursor with `limit + 1` rows (the extra row only
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
  const cursor = list.text ? (before ? { sql: `(${list.at}, ${list.id}) > (?, ?)`, params: [before.at, before.id] } : null) : beforeCursor(list.at, list.id, before);
  const order = list.text ? 'asc' : 'desc';
  const where = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
  const rows = await em.execute<Array<R & { cursor_at: string }>>(
    `select ${list.select}, ${list.text ? list.at : cursorAt(list.at)} as cursor_at ${list.from} ${where(cursor ? [...filter, cursor.sql] : filter)}
      order by ${list.at} ${order}, ${list.id} ${order} limit ?`,
    [...params, ...(cursor?.params ?? []), limit + 1],
  );
  let total: number | null = null;
  if (!before) total = list.count ? await list.count() : Number((await em.execute<Array<{ n: string }>>(`select count(*) as n ${list.from} ${where(filter)}`, params))[0].n);
  const keyed = list.text ? rows.map((row) => ({ ...row, cursor_at: textKey(row.cursor_at) })) : rows;
  return pageOf(keyed, limit, list.map, total);
}
