import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
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
});
