import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native <select>: the most reliable choice list for keyboards, screen readers and phones. */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="min-h-12 w-full cursor-pointer appearance-none rounded-md border border-line-strong bg-surface py-2 pr-11 pl-4 text-base text-ink hover:border-ink"
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
    </div>
  );
}
