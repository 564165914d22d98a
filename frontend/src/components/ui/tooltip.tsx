import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tooltip timings from the spec: open after 700 ms, 300 ms grace between neighbouring tooltips.
 * Each lazily loaded area (staff screens, member wrapper) mounts one TooltipProvider at its root,
 * so the public entry chunk does not carry the tooltip positioning code.
 */
export const TOOLTIP_DELAY_DURATION = 700;
export const TOOLTIP_SKIP_DELAY_DURATION = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_DURATION} skipDelayDuration={TOOLTIP_SKIP_DELAY_DURATION}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-md bg-ink px-3 py-2 text-sm text-paper shadow-float', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
