/**
 * The Classic Journal's filters kept in its address (/journal-old?month=2026-03&q=hills&tag=Race+Day&privacy=private),
 * so a reload keeps the filtered view, a copied link opens it, and Back and Forward step through the filter changes.
 * The search is written once typing pauses (SEARCH_PAUSE_MS, when it is sent), each time a history entry, so Back
 * undoes a search, not one letter. A value the page does not know (a mistyped tag, a month like
 * 2026-13) is ignored: that filter is 'all'. No filters: the bare /journal-old.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, type JournalFilterValues } from './components/journal-filters';
import { SEARCH_PAUSE_MS } from '../../lib/use-settled-value';
import { TAG_OPTIONS } from './journal-utils';
import { KEEP_SCROLL } from '../../lib/history-entry';

/** A calendar month as the journal's addresses write it: 2026-03. */
export const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;
const PRIVACY = ['private', 'public'] as const;
/** As the search box allows. */
const SEARCH_MAX = 100;

/** The filters an address asks for ('all' for each one absent or unknown). */
export function filtersFromAddress(params: URLSearchParams): JournalFilterValues {
  const month = params.get('month') ?? '';
  const tag = params.get('tag') ?? '';
  const privacy = params.get('privacy') ?? '';
  return {
    month: MONTH_KEY.test(month) ? month : NO_FILTERS.month,
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

export interface FilterAddress {
  /** What the filter bar shows: the address's filters, with the search as typed. */
  shown: JournalFilterValues;
  /** What the address asks for (the search once typing paused): what the page reads. */
  asked: JournalFilterValues;
  change: (next: JournalFilterValues) => void;
  /** Every filter 'all' at once: the bare address. */
  clear: () => void;
}

/**
 * The filters the address holds, and how to change them (the page keeps its scroll position). The search box keeps
 * its own text while the member types (the address catches up a moment later: a box drawn from it lost letters); a
 * search Back, Forward or 'Clear Filters' puts in the address replaces it.
 */
export function useFilterAddress(): FilterAddress {
  const [params, setParams] = useSearchParams();
  const asked = filtersFromAddress(params);
  const [typed, setTyped] = useState(asked.search);
  /** The search last written to the address by typing (the address reaching it leaves the box alone). */
  const [written, setWritten] = useState(asked.search);
  const [seen, setSeen] = useState(asked.search);
  if (seen !== asked.search) {
    setSeen(asked.search);
    if (asked.search !== written) {
      setWritten(asked.search);
      setTyped(asked.search);
    }
  }
  /**
   * The filters last written, shown until the address has them: the address changes a moment after a choice, and a
   * select drawn from the old address in between lost the next step of a member arrowing through its options (three
   * quick Down presses on 'All tags' ended on 'Training', not 'Nutrition').
   */
  const [chosen, setChosen] = useState<JournalFilterValues | null>(null);
  if (chosen && addressOfFilters(chosen).toString() === addressOfFilters(asked).toString()) setChosen(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const write = (next: JournalFilterValues) => {
    setWritten(next.search);
    // The same address again (a letter typed and taken back) is no step of the history: compared with the address
    // last asked for, which the one shown may not have reached yet.
    const latest = chosen ? addressOfFilters(chosen).toString() : params.toString();
    setChosen(next);
    if (addressOfFilters(next).toString() === latest) return;
    setParams(addressOfFilters(next), { state: KEEP_SCROLL });
  };
  const change = (next: JournalFilterValues) => {
    window.clearTimeout(timer.current);
    setTyped(next.search);
    const from = chosen ?? asked;
    const typing = next.search !== typed && next.month === from.month && next.tag === from.tag && next.privacy === from.privacy;
    if (typing) timer.current = window.setTimeout(() => write(next), SEARCH_PAUSE_MS);
    else write(next);
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setTyped(NO_FILTERS.search);
    write(NO_FILTERS);
  };
  return { shown: { ...(chosen ?? asked), search: typed }, asked, change, clear };
}
