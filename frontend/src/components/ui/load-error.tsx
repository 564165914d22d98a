import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface LoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** What could not be loaded, e.g. 'Your goal could not be loaded.' */
  message: ReactNode;
  /** Run by the Try Again button, usually `() => void query.refetch()`. */
  onRetry: () => void;
}

/** An alert that something failed to load, with a Try Again button. */
export function LoadError({ message, onRetry, className, ...props }: LoadErrorProps) {
  return (
    <div role="alert" className={cn('space-y-3 rounded-lg border border-danger bg-danger-soft p-6', className)} {...props}>
      <p className="text-lg font-semibold text-danger">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
