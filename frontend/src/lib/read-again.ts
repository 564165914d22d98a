import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';

/** A query key, or filters (a key and a predicate) naming the answers to read again. */
export type ReadAgainTarget = QueryKey | Pick<InvalidateQueryFilters, 'queryKey' | 'predicate'>;

/**
 * After a change, the answers under these keys are read again. A read already on its way began before the change (a
 * list opened or searched at that moment): it is cancelled and made again, because invalidateQueries alone joins such
 * a read when its query has no answer yet, and the list then showed the state from before the change. The one way the
 * frontend reads answers again (`npm run lint` refuses invalidateQueries elsewhere).
 */
export async function readAgain(client: QueryClient, ...targets: ReadAgainTarget[]): Promise<void> {
  const filters = targets.map((target) => (Array.isArray(target) ? { queryKey: target as QueryKey } : (target as InvalidateQueryFilters)));
  await Promise.all(filters.map((filter) => client.cancelQueries(filter)));
  await Promise.all(filters.map((filter) => client.invalidateQueries(filter)));
}
