import type { InvalidateQueryFilters, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** A query key, or filters (a key and a predicate) naming the answers to read again. */
export type ReadAgainTarget = QueryKey | Pick<InvalidateQueryFilters, 'queryKey' | 'predicate'>;

/** A paged list whose next (older) page is on its way: "Show older", or scrolling, asked for it. */
const nextPageOnItsWay = (query: Query) => query.state.fetchStatus === 'fetching' && Boolean((query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore);

/**
 * After a change, the answers under these keys are read again. A read already on its way began before the change (a
 * list opened or searched at that moment): it is cancelled and made again, because invalidateQueries alone joins such
 * a read when its query has no answer yet, and the list then showed the state from before the change. The one way the
 * frontend reads answers again (`npm run lint` refuses invalidateQueries elsewhere).
 *
 * A paged list's next page on its way is not cancelled: cancelled, the page the member asked for never came (the
 * conversation read again when its reply stream opened dropped the older messages "Show older messages" was loading,
 * and the button came back to be pressed again). The list is read again, every page of it, once that page is in.
 */
export async function readAgain(client: QueryClient, ...targets: ReadAgainTarget[]): Promise<void> {
  const filters = targets.map((target) => (Array.isArray(target) ? { queryKey: target as QueryKey } : (target as InvalidateQueryFilters)));
  const paging = new Set(filters.flatMap((filter) => client.getQueryCache().findAll(filter)).filter(nextPageOnItsWay));
  const now = filters.map((filter) => ({ ...filter, predicate: (query: Query) => !paging.has(query) && (filter.predicate?.(query) ?? true) }));
  await Promise.all(now.map((filter) => client.cancelQueries(filter)));
  await Promise.all([
    ...now.map((filter) => client.invalidateQueries(filter)),
    ...[...paging].map(async (query) => {
      await query.promise?.catch(() => undefined);
      await client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }),
  ]);
}
