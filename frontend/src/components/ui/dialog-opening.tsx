import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from './spinner';

export interface DialogOpeningProps {
  open: boolean;
  /**
   * What the dialog's own close does (its `onOpenChange(false)` or `onClose`): Escape or a click beside the spinner
   * calls it, so the dialog stays closed when its chunk arrives.
   */
  onCancel: () => void;
}

/**
 * What a dialog loaded from a chunk of its own (lazyPart) shows when it is opened before its chunk is in: a spinner
 * over the page, announced as 'Opening', until the dialog takes its place. The reader may change their mind meanwhile,
 * as in the dialog: Escape or a click beside the spinner cancels the opening (`onCancel`), and focus goes back to the
 * control that opened it. It takes no focus itself, so it is no modal: Escape is heard on the window, before anything
 * else (a dialog the opener is in, whose Escape would close it too).
 */
export function DialogOpening({ open, onCancel }: DialogOpeningProps) {
  const cancelRef = useRef(onCancel);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    cancelRef.current = onCancel;
  });
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      cancel(cancelRef.current, opener.current);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
  if (!open) return null;
  // On the body, as a dialog is: a dialog the opener is in hides the rest of the page from screen readers, and would
  // hide 'Opening' with it. A click beside the spinner is the backdrop's click of the dialog (the keyboard has Escape,
  // above); pointer events are on, and kept from a dialog the opener is in, which would take them for a click outside it.
  return createPortal(
    <div
      className="pointer-events-auto fixed inset-0 z-50 grid place-items-center bg-band/60"
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel(onCancel, opener.current);
      }}
    >
      <Spinner label="Opening" showLabel className="rounded-lg bg-surface px-6 py-4" />
    </div>,
    document.body,
  );
}

/** Cancels the opening, and gives focus back to the control that opened the dialog when it is still there. */
function cancel(onCancel: () => void, opener: Element | null): void {
  onCancel();
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected && document.activeElement !== opener) opener.focus();
}
