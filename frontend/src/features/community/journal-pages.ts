/**
 * The journal a page at a time (GET /api/community/journal, docs/members-api.md): the newest page first, older pages
 * from the X-Next-Cursor of the page before; search and filters run on the server. Every journal read is an infinite
 * query under JOURNAL_KEY plus its filters, so one invalidation refreshes them all.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { answer, api } from '../../lib/api-client';
import type { Query } from '../../lib/api-types';
import { anyInsightPending, PENDING_POLL_MS } from './insights';
import type { JournalEntry, JournalFilters, JournalPage } from './member-shapes';
import { JOURNAL_KEY } from '../../lib/member-query-keys';
import { useReplyStream } from './reply-stream';
import { browserTimeZone } from '../../lib/time-zone';
import { useNextPage } from '../../lib/next-page';

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
 * A journal a page at a time. A coach reply being written (insight_pending) replaces the 'Creating Insights' placeholder
 * when it is pushed (reply-stream.ts); only while the stream is not open are the loaded pages read again every
 * PENDING_POLL_MS instead.
 */
export function useJournalPages(filters: JournalFilters = {}, enabled = true) {
  const live = useReplyStream(enabled);
  const key = journalKey(filters);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchJournalPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => (!live && anyInsightPending(loadedEntries(q.state.data)) ? PENDING_POLL_MS : false),
    enabled,
  });
  // The same list while the data is the same (a new one at each render re-drew the memoised conversation).
  const entries = useMemo(() => loadedEntries(query.data), [query.data]);
  /** "Show older" and scrolling: the next page, asked for once (lib/next-page.ts); stable while the filters are. */
  const showOlder = useNextPage(key, query.fetchNextPage);
  return { ...query, entries, total: query.data?.pages[0]?.total ?? null, showOlder };
}

/** The months with entries and their counts, in the browser's time zone (the classic journal's month filter). */
export function useJournalMonths(summaries: boolean) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: [...JOURNAL_KEY, 'months', { tz, summaries }],
    queryFn: () => answer(api.GET('/api/community/journal/months', { params: { query: { tz, summaries } } })),
  });
}
