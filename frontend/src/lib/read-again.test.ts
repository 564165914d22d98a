import { describe, expect, it } from '@jest/globals';
import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { readAgain } from './read-again';

describe('readAgain', () => {
  it('makes again a first read that began before the change, so the list shows the state after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let status = 'draft';
    const reads: string[] = [];
    // The server answers with the state at the moment the read arrives, after 50 ms on the way.
    const queryFn = async () => {
      const seen = status;
      reads.push(seen);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return seen;
    };
    const observer = new QueryObserver(client, { queryKey: ['/api/website-content', 'pages', { q: 'every' }], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    // The search's first read is on its way when the publish commits and the list is refreshed.
    status = 'published';
    await readAgain(client, ['/api/website-content']);
    expect(client.getQueryData(['/api/website-content', 'pages', { q: 'every' }])).toBe('published');
    expect(reads).toEqual(['draft', 'published']);
    unsubscribe();
    client.clear();
  });

  it('takes filters: only the answers the predicate names are read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const reads: string[] = [];
    const observe = (filter: string) => {
      const observer = new QueryObserver(client, { queryKey: ['/api/community/journal', { filter }], queryFn: async () => (reads.push(filter), filter) });
      return observer.subscribe(() => {});
    };
    const stops = [observe('pinned'), observe('all')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    reads.length = 0;
    await readAgain(client, { queryKey: ['/api/community/journal'], predicate: (query) => (query.queryKey[1] as { filter: string }).filter === 'pinned' });
    expect(reads).toEqual(['pinned']);
    for (const stop of stops) stop();
    client.clear();
  });
  it('lets the next page on its way come, then reads every page again (the page asked for is not dropped)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const reads: string[] = [];
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['/api/community/journal', {}],
      initialPageParam: 'first',
      getNextPageParam: (last: string) => (last === 'first' ? 'older' : undefined),
      queryFn: async ({ pageParam }: { pageParam: string }) => {
        reads.push(pageParam);
        await new Promise((resolve) => setTimeout(resolve, 30));
        return pageParam;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    // "Show older" asked for the older page; the journal is read again while it is on its way.
    const older = observer.fetchNextPage();
    await readAgain(client, ['/api/community/journal']);
    await older;
    expect(client.getQueryData<{ pages: string[] }>(['/api/community/journal', {}])?.pages).toEqual(['first', 'older']);
    expect(reads).toEqual(['first', 'older', 'first', 'older']);
    unsubscribe();
    client.clear();
  });
});
