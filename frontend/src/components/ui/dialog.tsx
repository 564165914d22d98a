import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { registerDialogCloser } from './dialog-escape';
import { cn } from '../../lib/cn';
import { KEEP_CLEAR } from './toast-side';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideClose?: boolean;
}

/**
 * A notice every dialog below shows at its top (e.g. the members' area: "Your session has ended" with Sign in again),
 * so a message about the whole page reaches the member inside an open dialog, whose form stays as it is.
 */
export const DialogNotice = createContext<ReactNode>(null);

export function DialogContent({ className, children, hideClose = false, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  // Where focus was when the dialog opened (read as it opens: this component renders while the dialog is closed too).
  // Radix gives focus back to a DialogTrigger only; most dialogs here are opened by state (a button's onClick, a menu
  // item), and closing them left focus on the page's body, so the next Tab started again at the top of the page.
  const opener = useRef<HTMLElement | null>(null);
  const notice = useContext(DialogNotice);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-band/60 data-[state=open]:animate-fade-in print:hidden" />
      {/* The frame does not scroll, its content does: the Close button stays in its corner while a long report or list
          is read to its end (it scrolled away with the content, out of reach on a phone). Printed, the dialog is the
          page: all of its content, in the flow (index.css leaves the page behind it out), without its frame. */}
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-hidden rounded-lg border border-line bg-surface shadow-float data-[state=open]:animate-fade-in',
          className,
          'print:static print:block print:max-h-none print:w-auto print:max-w-none print:translate-none print:overflow-visible print:rounded-none print:border-0 print:shadow-none',
        )}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        <div className="min-h-0 overflow-y-auto p-6 md:p-8 print:overflow-visible print:p-0">
          {notice}
          {children}
          <CloseOnToastEscape />
        </div>
        {hideClose ? null : (
          <DialogPrimitive.Close
            {...{ [KEEP_CLEAR]: '' }}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md bg-surface text-muted hover:bg-sunken hover:text-ink print:hidden"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** While the dialog is open, lets a toast above it hand Escape to it (dialog-escape.ts); the button is never shown. */
function CloseOnToastEscape() {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => registerDialogCloser(() => button.current?.click()), []);
  return <DialogPrimitive.Close ref={button} tabIndex={-1} aria-hidden="true" className="hidden" />;
}

/**
 * Only the lines beside the close button (the first line and the title) keep clear of it: the description and anything
 * else below take the dialog's whole width, so on a phone they are not squeezed into a column 40 px narrower.
 */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mb-4 space-y-2 [&>:first-child]:pr-10 [&>h2]:pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  // On a phone its buttons stack, each as wide as the dialog (two side by side did not fit: the first sat alone at the
  // right and the main action wrapped below it, often under the fold); from 640 px they sit in a row at the right.
  return <div className={cn('mt-6 flex flex-col gap-3 *:w-full sm:flex-row sm:flex-wrap sm:justify-end sm:*:w-auto', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-serif text-2xl font-bold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-base text-muted', className)} {...props} />;
}
