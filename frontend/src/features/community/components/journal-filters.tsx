import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { JournalMonth } from '../member-shapes';
import type { JournalTag } from '../journal-utils';
import { monthLabel, TAG_OPTIONS } from '../journal-utils';

/** What the classic journal's filter bar asks for ('all' where nothing is chosen). */
export interface JournalFilterValues {
  month: string;
  search: string;
  tag: JournalTag | 'all';
  privacy: 'all' | 'private' | 'public';
}

export const NO_FILTERS: JournalFilterValues = { month: 'all', search: '', tag: 'all', privacy: 'all' };

export interface JournalFiltersProps {
  values: JournalFilterValues;
  onChange: (values: JournalFilterValues) => void;
  months: readonly JournalMonth[];
  /** Every entry the member wrote (the months' counts added up). */
  total: number;
}

/** From Tailwind's sm on, the four filters are in a row (two rows up to lg); below it, a phone, see JournalFilters. */
const ALL_IN_VIEW = '(min-width: 640px)';

/** How many of the filters behind the phone's 'Filters' button (month, tag, privacy) narrow the entries. */
export function chosenBehindButton(values: JournalFilterValues): number {
  return [values.month, values.tag, values.privacy].filter((value) => value !== 'all').length;
}

/**
 * Month, search, tag and privacy: each runs on the server, over the whole journal. On a phone the four stacked took
 * about 450 px between the new-entry form and the entries: there the search stays in view and the other three go behind
 * a 'Filters' button (aria-expanded) that says how many of them are chosen ('Filters (2)'). It is open at first, and
 * opens again after any change, when one is chosen, so what narrows the entries stays in sight.
 */
export function JournalFilters({ values, onChange, months, total }: JournalFiltersProps) {
  const ids = { month: useId(), search: useId(), tag: useId(), privacy: useId(), more: useId() };
  const allInView = useMediaQuery(ALL_IN_VIEW);
  const chosen = chosenBehindButton(values);
  const [open, setOpen] = useState(chosen > 0);
  // Any change with one of them chosen opens them again, so what narrows the entries stays in sight.
  const asked = `${values.month}|${values.search}|${values.tag}|${values.privacy}`;
  const [openedFor, setOpenedFor] = useState(asked);
  if (openedFor !== asked) {
    setOpenedFor(asked);
    if (chosen > 0) setOpen(true);
  }
  const set = (change: Partial<JournalFilterValues>) => onChange({ ...values, ...change });
  // A month asked for (by the address) that has no entries (any longer) is still shown as the one chosen.
  const monthOptions = values.month === 'all' || months.some((option) => option.month === values.month) ? months : [{ month: values.month, count: 0 }, ...months];
  const month = (
    <div className="space-y-2">
      <Label htmlFor={ids.month}>Filter by month</Label>
      <NativeSelect id={ids.month} value={values.month} onChange={(event) => set({ month: event.target.value })}>
        <option value="all">All months ({total.toLocaleString('en-GB')})</option>
        {monthOptions.map((option) => (
          <option key={option.month} value={option.month}>
            {monthLabel(option.month)} ({option.count.toLocaleString('en-GB')})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const search = (
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
  );
  const tag = (
    <div className="space-y-2">
      <Label htmlFor={ids.tag}>Filter by tag</Label>
      <NativeSelect id={ids.tag} value={values.tag} onChange={(event) => set({ tag: event.target.value as JournalFilterValues['tag'] })}>
        <option value="all">All tags</option>
        {TAG_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const privacy = (
    <div className="space-y-2">
      <Label htmlFor={ids.privacy}>Filter by privacy</Label>
      <NativeSelect id={ids.privacy} value={values.privacy} onChange={(event) => set({ privacy: event.target.value as JournalFilterValues['privacy'] })}>
        <option value="all">Public and private</option>
        <option value="public">Public only</option>
        <option value="private">Private only</option>
      </NativeSelect>
    </div>
  );

  if (allInView) {
    return (
      <div role="search" aria-label="Journal filters" className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 md:p-5 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,12rem)_minmax(0,14rem)]">
        {month}
        {search}
        {tag}
        {privacy}
      </div>
    );
  }
  return (
    <div role="search" aria-label="Journal filters" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      {search}
      <Button variant="secondary" className="w-full" aria-expanded={open} aria-controls={ids.more} onClick={() => setOpen(!open)}>
        <SlidersHorizontal aria-hidden="true" />
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={ids.more} hidden={!open}>
        <div className="space-y-4 pt-1">
          {month}
          {tag}
          {privacy}
        </div>
      </div>
    </div>
  );
}
