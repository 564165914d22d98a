import { Printer } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/router-links';
import { cn } from '../../../lib/cn';

/**
 * 'Print a month': the journal's page for print (/journal/print), at `month` when one is chosen (the Classic Journal's
 * month filter). Its 'Back to the journal' returns to the view the member came from.
 */
export function PrintMonthLink({ month, className }: { month?: string; className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={month ? `/journal/print?month=${month}` : '/journal/print'}
      state={{ from: `${pathname}${search}` }}
      className={cn('inline-flex min-h-11 items-center gap-2 text-base font-semibold print:hidden', className)}
    >
      <Printer aria-hidden="true" className="size-5" />
      Print a month
    </Link>
  );
}
