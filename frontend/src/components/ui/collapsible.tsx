import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleContent = CollapsiblePrimitive.Content;

/**
 * The button that opens and closes a Collapsible: at least 44px tall, with a chevron that turns
 * when the section is open. Radix sets aria-expanded and aria-controls.
 */
export function CollapsibleTrigger({ className, children, ...props }: ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return (
    <CollapsiblePrimitive.Trigger
      className={cn(
        'group inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-md text-left',
        className,
      )}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-6 shrink-0 text-muted transition-transform group-data-[state=closed]:-rotate-90" />
      {children}
    </CollapsiblePrimitive.Trigger>
  );
}
