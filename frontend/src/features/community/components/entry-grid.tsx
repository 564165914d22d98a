import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePageTop } from '../../../lib/use-page-top';
import type { JournalEntry } from '../member-shapes';

/** Two cards a row from this width on (Tailwind's md). */
const TWO_COLUMNS = '(min-width: 768px)';
/** A first guess at a row's height (each is measured once drawn). */
const ESTIMATED_ROW_HEIGHT = 460;
/** The next page loads when the member scrolls to within this many rows of the end. */
const LOAD_WITHIN_ROWS = 2;

function useColumns(): number {
  return useMediaQuery(TWO_COLUMNS) ? 2 : 1;
}

/** The entries as rows of `columns` cards; the entry being edited gets a row of its own (its form is wide). */
export function gridRows(entries: readonly JournalEntry[], columns: number, editingId: number | null): JournalEntry[][] {
  const rows: JournalEntry[][] = [];
  let row: JournalEntry[] = [];
  for (const entry of entries) {
    if (entry.id === editingId) {
      if (row.length) rows.push(row);
      rows.push([entry]);
      row = [];
      continue;
    }
    row.push(entry);
    if (row.length === columns) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

export interface EntryGridProps {
  entries: readonly JournalEntry[];
  editingId: number | null;
  renderCard: (entry: JournalEntry) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onShowOlder: () => void;
}

/**
 * The classic journal's cards, newest first, one or two a row. Only the rows in and near view are in the page (the
 * window scrolls; @tanstack/react-virtual measures each row once drawn), so thousands of entries keep the page small.
 * The next, older page loads as the member nears the end.
 */
export function EntryGrid({ entries, editingId, renderCard, hasOlder, loadingOlder, onShowOlder }: EntryGridProps) {
  const columns = useColumns();
  const rows = useMemo(() => gridRows(entries, columns, editingId), [entries, columns, editingId]);
  const listRef = useRef<HTMLDivElement>(null);
  const top = usePageTop(listRef);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index].map((entry) => entry.id).join('-'),
    overscan: 2,
    scrollMargin: top,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : -1;

  useEffect(() => {
    if (hasOlder && !loadingOlder && rows.length && lastShown >= rows.length - LOAD_WITHIN_ROWS) onShowOlder();
  }, [hasOlder, loadingOlder, lastShown, rows.length, onShowOlder]);

  return (
    // Printed, the drawn rows follow one another in the flow (not where the screen measured them), as the conversation's.
    <div ref={listRef} className="relative w-full print:h-auto!" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full items-start gap-6 pb-6 md:grid-cols-2 print:static print:transform-none!"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {rows[item.index].map((entry) => renderCard(entry))}
        </div>
      ))}
    </div>
  );
}
