import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof DropdownPrimitive.Content>) {
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn('z-50 min-w-56 rounded-lg border border-line bg-surface p-1.5 shadow-float', className)}
        {...props}
      />
    </DropdownPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-base text-ink outline-none select-none',
        // The highlighted item (keyboard or pointer) is ringed in the focus colour (6.4:1 on white), not only tinted.
        'data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-hover [&_svg]:size-5',
        'data-[highlighted]:outline-3 data-[highlighted]:-outline-offset-3 data-[highlighted]:outline-focus data-[highlighted]:outline-solid',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return <DropdownPrimitive.Label className={cn('px-3 py-2 text-xs font-bold tracking-wider text-muted uppercase', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
