import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field's label: the native element, styled. (Radix's Label added only a guard against selecting its text on a
 * double click, for about 2 KB gzipped of script on every public page with the newsletter form.)
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-base font-semibold text-ink', className)} {...props} />;
}
