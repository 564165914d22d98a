import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import type { JournalMonth, JournalTag } from '../journal-pages';
import { monthLabel, TAG_OPTIONS } from '../journal-utils';

/** What the classic journal's filter bar asks for ('all' where nothing is chosen). */
export interface JournalFilterValues {
  month: string;
  search: string;
  tag: JournalTag | 'all';
  privacy: 'all' | 'private' | 'public';
}

export const NO_FILTERS: JournalFilterValues = { month: 'all', search: '', tag: 'all', privacy: 'all' };

/** The search is sent once typing pauses for this long. */
export const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface JournalFiltersProps {
  values: JournalFilterValues;
  onChange: (values: JournalFilterValues) => void;
  months: readonly JournalMonth[];
  /** Every entry the member wrote (the months' counts added up). */
  total: number;
}

/** Month, search, tag and privacy: each runs on the server, over the whole journal. */
export function JournalFilters({ values, onChange, months, total }: JournalFiltersProps) {
  const ids = { month: useId(), search: useId(), tag: useId(), privacy: useId() };
  const set = (change: Partial<JournalFilterValues>) => onChange({ ...values, ...change });
  return (
    <div className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 md:p-5 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,12rem)_minmax(0,14rem)]">
      <div className="space-y-2">
        <Label htmlFor={ids.month}>Filter by month</Label>
        <NativeSelect id={ids.month} value={values.month} onChange={(event) => set({ month: event.target.value })}>
          <option value="all">All months ({total.toLocaleString('en-GB')})</option>
          {months.map((option) => (
            <option key={option.month} value={option.month}>
              {monthLabel(option.month)} ({option.count.toLocaleString('en-GB')})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.search}>Search entries</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <Input
            id={ids.search}
            type="search"
            value={values.search}
            maxLength={100}
            placeholder="Title, text or tags"
            className="pl-11"
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.tag}>Filter by tag</Label>
        <NativeSelect id={ids.tag} value={values.tag} onChange={(event) => set({ tag: event.target.value as JournalFilterValues['tag'] })}>
          <option value="all">All tags</option>
          {TAG_OPTIONS.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.privacy}>Filter by privacy</Label>
        <NativeSelect id={ids.privacy} value={values.privacy} onChange={(event) => set({ privacy: event.target.value as JournalFilterValues['privacy'] })}>
          <option value="all">Public and private</option>
          <option value="public">Public only</option>
          <option value="private">Private only</option>
        </NativeSelect>
      </div>
    </div>
  );
}
