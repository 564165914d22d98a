/**
 * The Classic Journal's filters kept in its address (/journal-old?month=2026-03&q=hills&tag=Race+Day&privacy=private),
 * so a reload keeps the filtered view, a copied link opens it, and Back and Forward step through the filter changes.
 * The search is written as it is typed: the first key after a pause (SEARCH_PAUSE_MS) adds a history entry, the rest
 * replace it, so Back undoes a search, not one letter. A value the page does not know (a mistyped tag, a month like
 * 2026-13) is ignored: that filter is 'all'. No filters: the bare /journal-old.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, SEARCH_PAUSE_MS, type JournalFilterValues } from './components/journal-filters';
import { TAG_OPTIONS } from './journal-utils';
import { KEEP_SCROLL } from '../../lib/history-entry';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PRIVACY = ['private', 'public'] as const;
/** As the search box allows. */
const SEARCH_MAX = 100;

/** The filters an address asks for ('all' for each one absent or unknown). */
export function filtersFromAddress(params: URLSearchParams): JournalFilterValues {
  const month = params.get('month') ?? '';
  const tag = params.get('tag') ?? '';
  const privacy = params.get('privacy') ?? '';
  return {
    month: MONTH.test(month) ? month : NO_FILTERS.month,
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    tag: TAG_OPTIONS.find((option) => option === tag) ?? NO_FILTERS.tag,
    privacy: PRIVACY.find((option) => option === privacy) ?? NO_FILTERS.privacy,
  };
}

/** The address's query for `filters`: only the chosen ones, in a fixed order. */
export function addressOfFilters(filters: JournalFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.month !== 'all') params.set('month', filters.month);
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.tag !== 'all') params.set('tag', filters.tag);
  if (filters.privacy !== 'all') params.set('privacy', filters.privacy);
  return params;
}

/** The filters the address holds, and how to change them (the page keeps its scroll position). */
export function useFilterAddress(): [JournalFilterValues, (next: JournalFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromAddress(params);
  /** When the search was last typed in (0: another filter changed since). */
  const lastTyped = useRef(0);
  const change = (next: JournalFilterValues) => {
    const typing = next.search !== filters.search && next.month === filters.month && next.tag === filters.tag && next.privacy === filters.privacy;
    const now = Date.now();
    const replace = typing && now - lastTyped.current < SEARCH_PAUSE_MS;
    lastTyped.current = typing ? now : 0;
    setParams(addressOfFilters(next), { replace, state: KEEP_SCROLL });
  };
  return [filters, change];
}
