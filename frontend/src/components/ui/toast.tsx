import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { closeDialogForEscape } from './dialog-escape';
import type { ToastSide } from './toast-side';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Along the bottom of the screen, or its top while the control in use is in the lower half (toast-side.ts): at the top
 * of a phone toasts covered an open dialog's Close button, at its bottom the message box a member sends again from.
 */
export function ToastViewport({ className, side = 'bottom', ...props }: ComponentProps<typeof ToastPrimitive.Viewport> & { side?: ToastSide }) {
  return (
    <ToastPrimitive.Viewport
      data-toast-side={side}
      className={cn(
        'fixed right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-2 outline-none md:max-w-[420px] md:gap-3 md:p-4 print:hidden',
        side === 'top' ? 'top-0' : 'bottom-0',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger-soft text-danger',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', onEscapeKeyDown, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      // Escape in a dialog closes the dialog, not the toast that appeared above it (dialog-escape.ts).
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented && closeDialogForEscape(event.target)) event.preventDefault();
      }}
      // Failures interrupt the screen reader; other news waits its turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        // On a phone, compact: the screen's width but low (its padding and line spacing tighter, the text as large), so
        // it covers as little as it can of the page (a generated package's toast hid the bottom 156 px of 844).
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border-2 py-2.5 pr-12 pl-4 shadow-float md:p-5 md:pr-14',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-base/snug font-bold md:text-base', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-base/snug md:text-base', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn('absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 md:top-2 md:right-2', className)}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </ToastPrimitive.Close>
  );
}
