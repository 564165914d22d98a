/**
 * The journal a page at a time (GET /api/community/journal, docs/members-api.md): the newest page first, older pages
 * from the X-Next-Cursor of the page before; search and filters run on the server. Every journal read is an infinite
 * query under JOURNAL_KEY plus its filters, so one invalidation refreshes them all.
 */
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import type { Answer, Query } from '../../lib/api-types';
import { anyInsightPending, PENDING_POLL_MS } from './insights';
import type { JournalTag } from './journal-utils';
import type { JournalEntry } from './members-api';
import { JOURNAL_KEY, MOMENTUM_KEY } from './query-keys';

export type { JournalTag };
export type JournalMonth = Answer<'/api/community/journal/months', 'get'>[number];

/** What a journal screen asks the server for (all optional: the member's newest entries). */
export interface JournalFilters {
  /** Search words (every word must start a word of the title, text or tags). */
  q?: string;
  tag?: JournalTag;
  privacy?: 'private' | 'public';
  /** Only entries whose coach reply is pinned. */
  pinned?: boolean;
  /** 'YYYY-MM' in the browser's time zone. */
  month?: string;
  /** false: weekly summaries left out (the classic journal and the Journey page list what the member wrote). */
  summaries?: boolean;
  /** Entries per page (the server's default is 20, its maximum 50). */
  limit?: number;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** The before of the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** How many entries match (the first page carries it). */
  total: number | null;
}

/** The browser's time zone, which month filters and month counts use. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

type JournalQuery = Query<'/api/community/journal', 'get'>;

/** The query of one page (filters left out when not set, so the plain first page is /api/community/journal). */
export function journalPageQuery(filters: JournalFilters, before?: string | null): JournalQuery {
  const query: JournalQuery = {};
  const q = filters.q?.trim();
  if (filters.limit) query.limit = filters.limit;
  if (q) query.q = q;
  if (filters.tag) query.tag = filters.tag;
  if (filters.privacy) query.privacy = filters.privacy;
  if (filters.pinned) query.pinned = true;
  if (filters.month) {
    query.month = filters.month;
    query.tz = browserTimeZone();
  }
  if (filters.summaries === false) query.summaries = false;
  if (before) query.before = before;
  return query;
}

export async function fetchJournalPage(filters: JournalFilters, before?: string | null): Promise<JournalPage> {
  const { data, response } = await api.GET('/api/community/journal', { params: { query: journalPageQuery(filters, before) } });
  const total = response.headers.get('X-Total-Count');
  return { entries: data ?? [], nextCursor: response.headers.get('X-Next-Cursor'), total: total === null ? null : Number(total) };
}

/** The query key of a filtered journal: JOURNAL_KEY, then the filters (so JOURNAL_KEY refreshes every journal). */
export const journalKey = (filters: JournalFilters) => [...JOURNAL_KEY, filters] as const;

/** Every entry loaded so far, newest first (each once, should an entry move between pages meanwhile). */
export function loadedEntries(data: InfiniteData<JournalPage> | undefined): JournalEntry[] {
  const seen = new Set<number>();
  const entries: JournalEntry[] = [];
  for (const page of data?.pages ?? []) {
    for (const entry of page.entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * A journal a page at a time. While a coach reply is being written (insight_pending) the loaded pages are read again
 * every PENDING_POLL_MS, so the reply replaces the 'Creating Insights' placeholder live.
 */
export function useJournalPages(filters: JournalFilters = {}, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: journalKey(filters),
    queryFn: ({ pageParam }) => fetchJournalPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => (anyInsightPending(loadedEntries(q.state.data)) ? PENDING_POLL_MS : false),
    enabled,
  });
  const entries = loadedEntries(query.data);
  return { ...query, entries, total: query.data?.pages[0]?.total ?? null };
}

/** The months with entries and their counts, in the browser's time zone (the classic journal's month filter). */
export function useJournalMonths(summaries: boolean) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: [...JOURNAL_KEY, 'months', { tz, summaries }],
    queryFn: () => answer(api.GET('/api/community/journal/months', { params: { query: { tz, summaries } } })),
  });
}

const isPaged = (data: unknown): data is InfiniteData<JournalPage> =>
  typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<JournalPage>).pages);

/** Changes the entries of every cached journal (each page, each filter) with `change`. */
export function changeCachedEntries(queryClient: QueryClient, change: (entries: JournalEntry[], filters: JournalFilters, first: boolean) => JournalEntry[]) {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: JOURNAL_KEY })) {
    if (!isPaged(data)) continue;
    const filters = (key[1] ?? {}) as JournalFilters;
    queryClient.setQueryData<InfiniteData<JournalPage>>(key, {
      ...data,
      pages: data.pages.map((page, i) => ({ ...page, entries: change(page.entries, filters, i === 0) })),
    });
  }
}

/** Whether a journal without search or filters (other than leaving out weekly summaries) shows this entry. */
const showsEveryEntry = (filters: JournalFilters) => !filters.q && !filters.tag && !filters.privacy && !filters.pinned && !filters.month;

/** Puts a saved entry into the cached journals (at the top of the newest page when new) and refreshes them. */
export function useJournalCache() {
  const queryClient = useQueryClient();
  return {
    put(entry: JournalEntry) {
      const known = loadedIds(queryClient).has(entry.id);
      changeCachedEntries(queryClient, (entries, filters, first) => {
        if (entries.some((item) => item.id === entry.id)) return entries.map((item) => (item.id === entry.id ? entry : item));
        return !known && first && showsEveryEntry(filters) ? [entry, ...entries] : entries;
      });
    },
    drop(id: number) {
      changeCachedEntries(queryClient, (entries) => entries.filter((item) => item.id !== id));
    },
    /** Reads the journals again, and the momentum figures worked out from them. */
    refresh() {
      return Promise.all([queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }), queryClient.invalidateQueries({ queryKey: MOMENTUM_KEY })]);
    },
  };
}

function loadedIds(queryClient: QueryClient): Set<number> {
  const ids = new Set<number>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: JOURNAL_KEY })) {
    if (isPaged(data)) for (const page of data.pages) for (const entry of page.entries) ids.add(entry.id);
  }
  return ids;
}
