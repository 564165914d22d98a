import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { StaffPage } from './newsletter-api';

/* The Newsletter tab's two lists (sends, subscribers): cursor paging, and a table from tablet width up with cards on phones. */

/** Cursor paging of a staff list: the cursors of the pages before, to go back. */
export function usePager() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    before: cursors[cursors.length - 1],
    page: cursors.length + 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

export function Pager({ pager, data, label }: { pager: ReturnType<typeof usePager>; data?: StaffPage<unknown>; label: string }) {
  if (pager.page === 1 && !data?.nextCursor) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={pager.previous} disabled={pager.page === 1}>
        Previous page
      </Button>
      <span className="text-lg">Page {pager.page}</span>
      <Button variant="secondary" size="sm" onClick={() => data?.nextCursor && pager.next(data.nextCursor)} disabled={!data?.nextCursor}>
        Next page
      </Button>
    </nav>
  );
}

/** A list as a table from tablet width up; phones get the same rows as cards (PhoneList). */
export function Table({ caption, heads, children }: { caption: string; heads: string[]; children: ReactNode }) {
  return (
    <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-surface md:block">
      <table className="w-full text-left text-lg">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-sunken">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The rows of a list as cards, for phones (the table is hidden there). */
export function PhoneList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}
