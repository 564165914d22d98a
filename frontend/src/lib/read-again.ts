import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change, the answers under these keys are read again. A read already on its way began before the change (a
 * list opened or searched at that moment): it is cancelled and made again, because invalidateQueries alone joins such
 * a read when its query has no answer yet, and the list then showed the state from before the change.
 */
export async function readAgain(client: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
