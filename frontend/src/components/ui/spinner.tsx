import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SpinnerProps {
  /** Read out by screen readers, and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />
      <span className={showLabel ? 'text-base' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} showLabel />
    </div>
  );
}
