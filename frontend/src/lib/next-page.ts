import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

type FetchNextPage = (options: { cancelRefetch: boolean }) => Promise<unknown>;

/**
 * The one way "Show older" and scrolling ask for a list's next page. A next page already on its way is not asked for
 * again (React Query's default cancels it and sends the same request anew); a refresh of the loaded pages (read again
 * after a change) is cancelled for it, so a press always loads the next page instead of doing nothing. Judged from the
 * query's state now, not from the last render: a press can come before the button says it is loading.
 */
export function useNextPage(key: QueryKey, fetchNextPage: FetchNextPage): () => void {
  const client = useQueryClient();
  const current = useRef(key);
  current.current = key;
  // Stable while the query is the same (a memoised list is not drawn again for it).
  return useCallback(() => {
    const state = client.getQueryState(current.current);
    const nextOnItsWay = state?.fetchStatus === 'fetching' && state.fetchMeta?.fetchMore?.direction === 'forward';
    void fetchNextPage({ cancelRefetch: !nextOnItsWay });
  }, [client, fetchNextPage]);
}
