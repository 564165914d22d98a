/**
 * The cached journals (every page of every filtered journal under JOURNAL_KEY) changed in place: a saved, deleted or
 * answered entry shows at once, without reading the journal again.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { JournalFilters, JournalPage } from './member-shapes';
import type { JournalEntry } from './member-shapes';
import { JOURNAL_KEY, MOMENTUM_READS } from '../../lib/member-query-keys';
import { readAgain } from '../../lib/read-again';

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

/**
 * Marks the recommendations of one premium item (`contentId`) saved or not in every cached journal, after a save or a
 * removal from the Library, so each coach reply showing that report agrees without reading the journal again.
 */
export function markReportSaved(queryClient: QueryClient, contentId: number, saved: boolean) {
  const shows = (entry: JournalEntry) =>
    entry.aiResponses.some((reply) => reply.recommendations.some((rec) => rec.premiumContent.id === contentId && rec.saved !== saved));
  changeCachedEntries(queryClient, (entries) =>
    entries.some(shows)
      ? entries.map((entry) =>
          shows(entry)
            ? {
                ...entry,
                aiResponses: entry.aiResponses.map((reply) => ({
                  ...reply,
                  recommendations: reply.recommendations.map((rec) => (rec.premiumContent.id === contentId ? { ...rec, saved } : rec)),
                })),
              }
            : entry,
        )
      : entries,
  );
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
    /** Reads the journals again, and the momentum tab's figures and distances worked out from them. */
    refresh() {
      return readAgain(queryClient, JOURNAL_KEY, ...MOMENTUM_READS);
    },
  };
}

function loadedIds(queryClient: QueryClient): Set<number> {
  return new Set(cachedEntries(queryClient).map((entry) => entry.id));
}

/** Every entry of every cached journal page (an entry may be in several journals). */
export function cachedEntries(queryClient: QueryClient): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (const [, data] of queryClient.getQueriesData({ queryKey: JOURNAL_KEY })) {
    if (isPaged(data)) for (const page of data.pages) entries.push(...page.entries);
  }
  return entries;
}
