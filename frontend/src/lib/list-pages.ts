/**
 * A staff list a page at a time (docs/api.md, "Paged lists"): the newest page first, the next one from the
 * X-Next-Cursor header of the page before; the first page's X-Total-Count says how many match. Filters and search run
 * on the server: they are part of the query key, so each search is its own list. The key starts with the route's path
 * (or the given key), so invalidating it refreshes every page of it.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}

export type ListParams = Record<string, string | number | undefined>;

/** The address of one page: the set params, then before. */
export function listPageUrl(path: string, params: ListParams, before?: string | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') query.set(name, String(text));
  }
  if (before) query.set('before', before);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** `field`: the list's field when the page is an object ({users: [...]}); absent: the page is the array. */
export async function fetchListPage<T>(path: string, params: ListParams, before?: string | null, field?: string): Promise<ListPage<T>> {
  const res = await apiRequest('GET', listPageUrl(path, params, before));
  const total = res.headers.get('X-Total-Count');
  const body = (await res.json()) as unknown;
  const items = (field ? (body as Record<string, unknown>)[field] : body) as T[];
  return { items, nextCursor: res.headers.get('X-Next-Cursor'), total: total === null ? null : Number(total) };
}

export interface ListOptions {
  enabled?: boolean;
  refetchOnWindowFocus?: boolean | 'always';
  /** The list's field when each page is an object (GET /api/admin/users answers {users: [...]}). */
  field?: string;
  /** The start of the query key when it is not [path] (the generations' archive: ['/api/content/generations', 'archived']). */
  key?: readonly string[];
}

/** The pages of `path` with `params` read so far, flattened, with how many match and a way to read the next page. */
export function useListPages<T>(path: string, params: ListParams = {}, options: ListOptions = {}) {
  const query = useInfiniteQuery({
    queryKey: [...(options.key ?? [path]), 'pages', params],
    queryFn: ({ pageParam }) => fetchListPage<T>(path, params, pageParam, options.field),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled,
    refetchOnWindowFocus: options.refetchOnWindowFocus,
  });
  const pages = query.data?.pages;
  return {
    items: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? undefined,
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    isError: query.isError,
    isPending: query.isPending,
    refetch: () => void query.refetch(),
  };
}
