import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

/**
 * The page numbers shown around `page` of `count`: the first, the current ±2 and the last, with null for a gap
 * ("…"). Numbers two away from the current are marked `far` (hidden on phones, so the row fits 390 px).
 */
export function pageNumbers(page: number, count: number): Array<{ n: number; far: boolean } | null> {
  const shown = new Set([1, count]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<{ n: number; far: boolean } | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push({ n, far: Math.abs(n - page) === 2 && n !== 1 && n !== count });
  });
  return out;
}

export interface PaginationProps {
  /** The navigation's name for screen readers ('Training pages'). */
  label: string;
  page: number;
  count: number;
  /** The address of page n. */
  hrefOf: (n: number) => string;
  /** Words of the previous and next links (newest first: 'Newer' and 'Older'). */
  previousText?: string;
  nextText?: string;
  className?: string;
}

const NUMBER = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-sans text-base font-semibold';

/**
 * Numbered pages as links (every page has its own address): previous and next, then first, current ±2 and last, the
 * current marked aria-current="page". Keyboard: plain links in order. On a phone the previous and next links share the
 * first row and the numbers (current ±1, first and last) the second.
 */
export function Pagination({ label, page, count, hrefOf, previousText = 'Newer', nextText = 'Older', className }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      <div className="flex w-full justify-between gap-3 sm:contents">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} rel="prev" className={buttonClasses('secondary', 'sm', 'sm:order-first')}>
            <ChevronLeft aria-hidden="true" />
            {previousText}
          </Link>
        ) : (
          <span aria-hidden="true" className="sm:hidden" />
        )}
        {page < count ? (
          <Link to={hrefOf(page + 1)} rel="next" className={buttonClasses('secondary', 'sm', 'sm:order-last')}>
            {nextText}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <ol className="flex flex-wrap items-center justify-center gap-1">
        {pageNumbers(page, count).map((item, i) =>
          item === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-base text-muted">
              …
            </li>
          ) : (
            <li key={item.n} className={cn(item.far && 'hidden sm:block')}>
              {item.n === page ? (
                <span aria-current="page" className={cn(NUMBER, 'bg-ink text-paper')}>
                  <span className="sr-only">Page </span>
                  {item.n}
                </span>
              ) : (
                <Link to={hrefOf(item.n)} className={cn(NUMBER, 'text-ink underline-offset-4 hover:bg-sunken hover:underline')}>
                  <span className="sr-only">Page </span>
                  {item.n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
