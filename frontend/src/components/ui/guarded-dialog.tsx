import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addPageGuard, leavingAgreed } from '../../lib/leave-guard';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogNotice } from './dialog';

interface Guard {
  /** A form inside the guard says whether it differs from what was saved. */
  report: (form: string, changed: boolean) => void;
  /** Runs `action` at once, or after 'Discard' when a form has unsaved changes. */
  leave: (action: () => void) => void;
}

const GuardContext = createContext<Guard | null>(null);
const runNow: Guard['leave'] = (action) => action();

// Work that arrives from elsewhere while an editor types (a generation that finished: components/ui/ready-to-open.tsx)
// and leaving the page by a link or Back (lib/leave-guard.ts) ask every guard on the page, kept in lib/leave-guard.ts.
export { leaveUnsavedChanges, unsavedChangesOnPage } from '../../lib/leave-guard';

/**
 * The unsaved-changes guard of docs/product.md#unsaved-changes around forms that may hold unsaved work: a form inside
 * reports its changes (useUnsavedChanges); while one has changes, `leave(action)` (its Cancel or Done, the dialog's
 * closing, another item opening) asks 'Discard your changes?' first: 'Keep editing' keeps the form as it is, 'Discard'
 * does what was asked. Leaving the page inside the app (a link, Back or Forward: lib/leave-guard.ts) asks this question
 * too; reloading or leaving the site asks the browser's own (beforeunload). The question
 * goes when the changes go while it shows (a save that was on its way finished), and what was asked is done.
 * `children` gets `leave`. GuardedDialog is this guard around a dialog; a page that edits in place (the generator) uses
 * it directly.
 */
export function UnsavedChangesGuard({
  active = true,
  description = 'The changes you made have not been saved.',
  children,
}: {
  /** False (a closed dialog): nothing inside counts as changed. */
  active?: boolean;
  /** The question's detail: what is not saved. */
  description?: string;
  children: (leave: Guard['leave']) => ReactNode;
}) {
  const [changedForms, setChangedForms] = useState<ReadonlySet<string>>(() => new Set());
  // What 'Discard' goes on to do (close the dialog, leave an editor), while the question shows.
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const changed = active && changedForms.size > 0;
  const changedNow = useRef(changed);
  useLayoutEffect(() => {
    changedNow.current = changed;
  }, [changed]);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingAgreed()) return;
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
  useEffect(() => addPageGuard({ changed: () => changedNow.current, leave }), [leave]);

  return (
    <GuardContext.Provider value={guard}>
      {children(leave)}
      {/* The question shows no page notice (components/ui/dialog.tsx DialogNotice): it is answered on its own. */}
      <DialogNotice.Provider value={null}>
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
      </DialogNotice.Provider>
    </GuardContext.Provider>
  );
}

/**
 * A dialog whose forms may hold unsaved work (docs/product.md#unsaved-changes): UnsavedChangesGuard around it. Closing
 * it (Escape, a tap outside, the close button) while a form inside reports changes asks 'Discard your changes?' first;
 * a form without changes closes at once.
 */
export function GuardedDialog({
  open,
  onOpenChange,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question's detail: what is not saved. */
  description?: string;
  children: ReactNode;
}) {
  return (
    <UnsavedChangesGuard active={open} description={description}>
      {(leave) => (
        <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : leave(() => onOpenChange(false)))}>
          {children}
        </Dialog>
      )}
    </UnsavedChangesGuard>
  );
}

/**
 * Tells the guard around this form (GuardedDialog, UnsavedChangesGuard) whether it holds unsaved changes; returns
 * `leave`, which a Cancel or Done button passes what it does (asked first when there are changes). Outside a guard
 * `leave` runs at once.
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
