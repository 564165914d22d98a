import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** What the section needs of a list read one page at a time (useListPage, lib/list-pages.ts). */
export interface PagedListState {
  page: number;
  loading: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
}

export interface ListPageSectionProps {
  list: PagedListState;
  /** The navigation's name for screen readers ('Pages of Gear & Tech articles'). */
  navLabel: string;
  /** Said after the last page ('That is every article.'). */
  endText: string;
  /** Said when a later page has emptied meanwhile (its articles deleted). */
  emptyText: string;
  /** Classes of the list (its height: it scrolls within the dialog). */
  listClassName?: string;
  /** The rows of this page (<li> elements); none: `emptyText`. */
  children: ReactNode[];
}

/**
 * One page of a staff list with Previous and Next (a long archive: the DOM holds one page however far the editor goes).
 * Its heading says which page ("Page N"); after Previous or Next, once the new page is in, the list starts at its top and
 * focus is on that heading, so a screen reader says where the editor is and Tab goes on into the new rows.
 */
export function ListPageSection({ list, navLabel, endText, emptyText, listClassName, children }: ListPageSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const listBox = useRef<HTMLUListElement>(null);
  const turned = useRef(false);

  useEffect(() => {
    if (!turned.current || list.loading) return;
    turned.current = false;
    listBox.current?.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [list.page, list.loading]);
  const turn = (to: () => void) => () => {
    turned.current = true;
    to();
  };

  return (
    <section aria-labelledby={headingId} aria-busy={list.loading || undefined} className="space-y-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold">
        Page {list.page.toLocaleString('en-GB')}
      </h3>
      {children.length ? (
        <ul ref={listBox} aria-labelledby={headingId} className={cn('overflow-y-auto pr-1', listClassName)}>
          {children}
        </ul>
      ) : (
        <p className="text-base text-muted">{emptyText}</p>
      )}
      <nav aria-label={navLabel} className="flex flex-wrap items-center justify-between gap-3">
        {list.hasPrevious ? (
          <Button variant="secondary" size="sm" onClick={turn(list.previous)} disabled={list.loading}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
        ) : (
          <span />
        )}
        {list.hasNext ? (
          <Button variant="secondary" size="sm" onClick={turn(list.next)} disabled={list.loading}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        ) : list.page > 1 ? (
          <p className="text-base text-muted">{endText}</p>
        ) : null}
      </nav>
    </section>
  );
}
