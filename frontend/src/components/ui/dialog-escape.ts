/**
 * Escape closes the dialog the reader is in, even while a toast shows. Radix makes every toast a dismissable layer
 * above the dialog that was open when it appeared, so Escape used to close the toast first and a second Escape the
 * dialog. Each open dialog (DialogContent) registers how to close it; the toast hands Escape to the newest one.
 */
const closers: Array<() => void> = [];

/** Registers an open dialog's close; the returned function unregisters it (on close). */
export function registerDialogCloser(close: () => void): () => void {
  closers.push(close);
  return () => {
    const at = closers.lastIndexOf(close);
    if (at >= 0) closers.splice(at, 1);
  };
}

/** Closes the newest open dialog when focus is inside a dialog; false when there is none (the toast handles Escape). */
export function closeDialogForEscape(target: EventTarget | null): boolean {
  const inDialog = target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]');
  const close = closers.at(-1);
  if (!inDialog || !close) return false;
  close();
  return true;
}
