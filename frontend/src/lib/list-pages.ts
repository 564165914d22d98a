/**
 * A staff list a page at a time (docs/api.md, "Paged lists"): the newest page first, the next one from the
 * X-Next-Cursor header of the page before; the first page's X-Total-Count says how many match. Filters and search run
 * on the server: they are part of the query key, so each search is its own list. The key starts with the route's path
 * (or the given key), so invalidating it refreshes every page of it. The route itself is the caller's typed call
 * (lib/api-client.ts), given the query of one page.
 */
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNextPage } from './next-page';

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  /** How many match (first page); null when unknown or more than `totalOver`. */
  total: number | null;
  /** Set when more than this many match: the server's count stops there (X-Total-Count-Over). */
  totalOver: number | null;
}

export type ListParams = Record<string, string | number | undefined>;

/** One page's query: the set params (search words trimmed, empty ones left out), then before. */
export function listPageQuery<Q extends ListParams>(params: Q, before?: string | null): Q & { before?: string } {
  const query: ListParams = {};
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') query[name] = text;
  }
  if (before) query.before = before;
  return query as Q & { before?: string };
}

/** A page as the client answers it: the body and the response (whose headers carry the cursor and the total). */
export interface PageAnswer<Page> {
  data?: Page;
  response: Response;
}

/** `items`: the list in the page when the page is an object ({users: [...]}); absent: the page is the array. */
export async function fetchListPage<Page, T>(answer: PageAnswer<Page>, items?: (page: Page) => T[]): Promise<ListPage<T>> {
  const { data, response } = answer;
  const total = response.headers.get('X-Total-Count');
  const over = response.headers.get('X-Total-Count-Over');
  const list = items ? items(data as Page) : (data as T[]);
  return { items: list, nextCursor: response.headers.get('X-Next-Cursor'), total: total === null ? null : Number(total), totalOver: over === null ? null : Number(over) };
}

export interface ListOptions<Page, T> {
  enabled?: boolean;
  refetchOnWindowFocus?: boolean | 'always';
  /** The list in each page when the page is an object (GET /api/admin/users answers {users: [...]}). */
  items?: (page: Page) => T[];
}

type ItemOf<Page> = Page extends readonly (infer Item)[] ? Item : never;

/**
 * The pages read so far of the list `call` reads (one page's query in, the client's answer out), flattened, with how
 * many match and a way to read the next page. `key` starts the query key (the route's path, or where the list lives).
 */
export function useListPages<Q extends ListParams, Page, T = ItemOf<Page>>(
  key: readonly string[],
  params: Q,
  call: (query: Q & { before?: string }) => Promise<PageAnswer<Page>>,
  options: ListOptions<Page, T> = {},
) {
  const queryKey = [...key, 'pages', params];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => fetchListPage<Page, T>(await call(listPageQuery(params, pageParam)), options.items),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled,
    refetchOnWindowFocus: options.refetchOnWindowFocus,
  });
  const pages = query.data?.pages;
  const loadMore = useNextPage(queryKey, query.fetchNextPage);
  return {
    items: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? undefined,
    /** Set instead of total when more than this many match (the server's count stops there). */
    totalOver: pages?.[0]?.totalOver ?? undefined,
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore,
    isError: query.isError,
    isPending: query.isPending,
    refetch: () => void query.refetch(),
    /** Reads the loaded pages again; true once they are read (false when the reading failed). */
    refresh: async () => !(await query.refetch()).isError,
    /** A refresh is on its way (not a next page). */
    refreshing: query.isRefetching && !query.isFetchingNextPage,
  };
}

/**
 * The same list one page at a time, Previous and Next (a long archive: the page in the DOM stays one page however far
 * the reader goes). The cursor of each page visited is kept, so Previous reads the page before again from its own
 * cursor; the first page's count (only its answer carries one) is kept while later pages are shown. New params (a
 * search, a filter) start again at page 1. While a page of the same list is on its way the one before stays shown.
 */
export function useListPage<Q extends ListParams, Page, T = ItemOf<Page>>(
  key: readonly string[],
  params: Q,
  call: (query: Q & { before?: string }) => Promise<PageAnswer<Page>>,
  options: ListOptions<Page, T> = {},
) {
  const of = JSON.stringify(params);
  const [trail, setTrail] = useState<{ of: string; cursors: Array<string | null> }>({ of, cursors: [null] });
  const cursors = trail.of === of ? trail.cursors : [null];
  const before = cursors[cursors.length - 1];
  const read = async (cursor: string | null) => fetchListPage<Page, T>(await call(listPageQuery(params, cursor)), options.items);
  const current = useQuery({
    queryKey: [...key, 'page', params, before],
    queryFn: () => read(before),
    enabled: options.enabled,
    refetchOnWindowFocus: options.refetchOnWindowFocus,
    // Another page of the same list stays shown while this one loads; another list (a new search) does not.
    placeholderData: (previous, previousQuery) => (previousQuery && JSON.stringify(previousQuery.queryKey[key.length + 1]) === of ? previous : undefined),
  });
  // The first page holds the count: read from the cache (it is never fetched from here).
  const first = useQuery({ queryKey: [...key, 'page', params, null], queryFn: () => read(null), enabled: false });
  const counted = before === null ? current.data : first.data;
  const loading = current.isPlaceholderData;
  const nextCursor = loading ? null : (current.data?.nextCursor ?? null);
  return {
    /** The page asked for, or while it loads (`loading`) the page shown before it. */
    items: current.data?.items,
    total: counted?.total ?? undefined,
    totalOver: counted?.totalOver ?? undefined,
    /** 1 for the first page. */
    page: cursors.length,
    hasNext: nextCursor !== null,
    hasPrevious: cursors.length > 1,
    loading,
    next: () => {
      if (nextCursor !== null) setTrail({ of, cursors: [...cursors, nextCursor] });
    },
    previous: () => setTrail({ of, cursors: cursors.slice(0, -1) }),
    isError: current.isError,
    isPending: current.isPending,
    refetch: () => void current.refetch(),
  };
}

/**
 * How many a list holds, in words with its noun: '1 change', '6,582 changes', 'Over 10,000 changes' (the server stopped
 * counting there); undefined while the first page is on its way.
 */
export function countText(list: { total?: number; totalOver?: number }, one: string, many: string): string | undefined {
  if (list.totalOver !== undefined) return `Over ${list.totalOver.toLocaleString('en-GB')} ${many}`;
  if (list.total === undefined) return undefined;
  return list.total === 1 ? `1 ${one}` : `${list.total.toLocaleString('en-GB')} ${many}`;
}

/**
 * The status line of a list read a page at a time: how many match and, when there is more than one page, which of them
 * this page shows ('45 articles match, 21–40 shown'); 'Loading…' while the first page is on its way.
 */
export function pageCountText(
  list: { total?: number; totalOver?: number; page: number; hasNext: boolean; items?: readonly unknown[] },
  pageSize: number,
  words: { one: string; many: string; filtered: boolean },
): string {
  const count = countText(list, words.one, words.many);
  if (count === undefined) return 'Loading…';
  const shown = list.items?.length ?? 0;
  const from = (list.page - 1) * pageSize + 1;
  const range = (list.page > 1 || list.hasNext) && shown ? `, ${from.toLocaleString('en-GB')}–${(from + shown - 1).toLocaleString('en-GB')} shown` : '';
  return `${count}${words.filtered ? (list.total === 1 ? ' matches' : ' match') : ''}${range}`;
}

/**
 * Takes items out of the loaded pages of a list read with useListPages (every params of `key`) at once, after the
 * server removed them (the first page's count goes down with them); read the list again after it (lib/read-again.ts).
 */
export function dropFromListPages<T>(client: QueryClient, key: readonly string[], drop: (item: T) => boolean): void {
  client.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey: [...key, 'pages'] }, (data) => {
    if (!data) return data;
    const dropped = data.pages.reduce((sum, page) => sum + page.items.filter(drop).length, 0);
    const pages = data.pages.map((page, at) => ({
      ...page,
      items: page.items.filter((item) => !drop(item)),
      total: at === 0 && page.total !== null ? Math.max(0, page.total - dropped) : page.total,
    }));
    return { ...data, pages };
  });
}
