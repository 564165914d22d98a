import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeCursor, COUNT_MAX, cursorAt, pageOf, textKey, type ListCursor, type ListPage } from '../http/list-paging.js';

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
  /** A date list read oldest first (the cursor then reads the rows after it); newest first when absent. */
  oldestFirst?: boolean;
  map: (row: R) => T;
  /** The first page's count when the list keeps one (e.g. a counts table), instead of a count query over the filter. */
  count?: () => Promise<number>;
}

/**
 * One page of a staff list newest first on (at, id) (or A to Z on (text, id)), read from the cursor with `limit + 1` rows (the extra row only
 * says that a next page exists), and on the first page the count of the filter (a count query, never the rows) up to
 * COUNT_MAX.
 */
export async function keysetPage<R extends { id: number | string }, T>(
  em: EntityManager,
  list: KeysetList<R, T>,
  limit: number,
  before: ListCursor | undefined,
): Promise<ListPage<T>> {
  const keyed = await keysetRows(em, list, limit + 1, before);
  if (before) return pageOf(keyed, limit, list.map, null);
  if (list.count) return pageOf(keyed, limit, list.map, await list.count());
  return { ...pageOf(keyed, limit, list.map, null), ...(await countUpTo(em, keysetFromWhere(list), list.where.flatMap((c) => c.params))) };
}

/** `from ... where ...` of a list's filter (no cursor). */
export const keysetFromWhere = (list: Pick<KeysetList<never, never>, 'from' | 'where'>) =>
  `${list.from}${list.where.length ? ` where ${list.where.map((c) => c.sql).join(' and ')}` : ''}`;

/** Up to `count` rows of a list in its order from the cursor on, each with its `cursor_at` (the page's cursor text). */
export async function keysetRows<R extends { id: number | string }, T>(
  em: EntityManager,
  list: KeysetList<R, T>,
  count: number,
  before: ListCursor | undefined,
): Promise<Array<R & { cursor_at: string }>> {
  const filter = list.where.map((c) => c.sql);
  const params = list.where.flatMap((c) => c.params);
  const ascending = list.text || list.oldestFirst;
  const cursor = list.text
    ? before
      ? { sql: `(${list.at}, ${list.id}) > (?, ?)`, params: [before.at, before.id] }
      : null
    : list.oldestFirst
      ? before
        ? { sql: `(${list.at}, ${list.id}) > (?::timestamptz, ?)`, params: [before.at, before.id] }
        : null
      : beforeCursor(list.at, list.id, before);
  const order = ascending ? 'asc' : 'desc';
  const where = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
  const rows = await em.execute<Array<R & { cursor_at: string }>>(
    `select ${list.select}, ${list.text ? list.at : cursorAt(list.at)} as cursor_at ${list.from} ${where(cursor ? [...filter, cursor.sql] : filter)}
      order by ${list.at} ${order}, ${list.id} ${order} limit ?`,
    [...params, ...(cursor?.params ?? []), count],
  );
  return list.text ? rows.map((row) => ({ ...row, cursor_at: textKey(row.cursor_at) })) : rows;
}

/**
 * How many rows `fromWhere` ('from t where ...') finds, counted up to COUNT_MAX: `{total}`, or `{total: null,
 * total_over: COUNT_MAX}` past it. The count stops at COUNT_MAX + 1 rows, so a first page costs the same in a list of
 * ten thousand or ten million.
 */
export async function countUpTo(
  em: EntityManager,
  fromWhere: string,
  params: unknown[],
  { throughIndex = false }: { throughIndex?: boolean } = {},
): Promise<Pick<ListPage<never>, 'total' | 'total_over'>> {
  const sql = `select count(*) as n from (select 1 ${fromWhere} limit ${COUNT_MAX + 1}) counted`;
  // A full-text match over long texts: PostgreSQL prices a row's match as one operator call, not the reading of its
  // TOASTed vector, so for a common word it scans the table and reads a vector per row until COUNT_MAX + 1 match
  // ('recovery' in 100,000 articles: 530-620 ms); its GIN index finds them at once (84-138 ms).
  const rows = throughIndex
    ? await em.transactional(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        return tx.execute<Array<{ n: string }>>(sql, params);
      })
    : await em.execute<Array<{ n: string }>>(sql, params);
  const n = Number(rows[0].n);
  return n > COUNT_MAX ? { total: null, total_over: COUNT_MAX } : { total: n };
}
