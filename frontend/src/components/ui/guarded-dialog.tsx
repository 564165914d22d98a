import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

interface Guard {
  /** A form inside the dialog says whether it differs from what was saved. */
  report: (form: string, changed: boolean) => void;
  /** Runs `action` at once, or after 'Discard' when a form has unsaved changes. */
  leave: (action: () => void) => void;
}

const GuardContext = createContext<Guard | null>(null);
const runNow: Guard['leave'] = (action) => action();

/**
 * A dialog whose forms may hold unsaved work (docs/product.md#unsaved-changes). Closing it (Escape, a tap outside,
 * the close button) while a form inside reports changes (useUnsavedChanges) asks 'Discard your changes?' first:
 * 'Keep editing' keeps the form as it is, 'Discard' closes. While there are changes, leaving or reloading the page
 * asks too (the browser's own beforeunload question). A form without changes closes at once, and so does the
 * question when the changes go while it shows (a save that was on its way finished).
 */
export function GuardedDialog({
  open,
  onOpenChange,
  description = 'The changes you made have not been saved.',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question's detail: what is not saved. */
  description?: string;
  children: ReactNode;
}) {
  const [changedForms, setChangedForms] = useState<ReadonlySet<string>>(() => new Set());
  // What 'Discard' goes on to do (close the dialog, leave an editor), while the question shows.
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const changed = open && changedForms.size > 0;
  const changedNow = useRef(changed);
  useLayoutEffect(() => {
    changedNow.current = changed;
  }, [changed]);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const report = useCallback((form: string, formChanged: boolean) => {
    setChangedForms((current) => {
      if (current.has(form) === formChanged) return current;
      const next = new Set(current);
      if (formChanged) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  // The changes went while the question showed (a save that was on its way finished): do what was asked.
  useEffect(() => {
    if (!pending || changed) return;
    setPending(null);
    pending.action();
  }, [pending, changed]);
  const leave = useCallback((action: () => void) => (changedNow.current ? setPending({ action }) : action()), []);
  const guard = useMemo(() => ({ report, leave }), [report, leave]);

  return (
    <GuardContext.Provider value={guard}>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : leave(() => onOpenChange(false)))}>
        {children}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(keep) => (keep ? undefined : setPending(null))}
        title="Discard your changes?"
        description={description}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          const then = pending?.action;
          setPending(null);
          then?.();
        }}
      />
    </GuardContext.Provider>
  );
}

/**
 * Tells the GuardedDialog around this form whether it holds unsaved changes; returns `leave`, which a Cancel or Done
 * button passes what it does (asked first when there are changes). Outside a GuardedDialog `leave` runs at once.
 */
export function useUnsavedChanges(changed: boolean): Guard['leave'] {
  const guard = useContext(GuardContext);
  const form = useId();
  // Told before the next key is handled (a layout effect): Escape pressed just after typing must know of the change.
  useLayoutEffect(() => {
    guard?.report(form, changed);
    return () => guard?.report(form, false);
  }, [guard, form, changed]);
  return guard?.leave ?? runNow;
}
