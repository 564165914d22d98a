import { Sparkles } from 'lucide-react';
import { useCallback, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { DialogNotice } from './dialog';
import { leaveUnsavedChanges, unsavedChangesOnPage } from './guarded-dialog';
import { toast } from './use-toast';

/** Something that finished while the editor worked elsewhere (a generation), waiting to be opened. */
export interface ReadyItem {
  /** 'Content Generated!' */
  title: string;
  /** What is ready, e.g. '"Hill repeats" is ready in Training & Performance.' */
  description: string;
  /** Shows it (selects it, opens its editor): what would close the form in use. */
  open: () => void;
}

interface Offer extends ReadyItem {
  owner: string;
}

let offer: Offer | null = null;
const listeners = new Set<() => void>();
const emit = (next: Offer | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => offer;

/**
 * Opens work that finished on its own time (a generation) without throwing away a form that holds changes
 * (docs/product.md#unsaved-changes): with nothing unsaved on the page it opens at once; otherwise it waits in
 * ReadyToOpenNotice, at the top of the page and of the open dialog, until the editor chooses 'Open it' (asked 'Discard
 * your changes?' first, by the guard holding them) or 'Not now'. The one way the Website and Premium tabs and the
 * generator open a finished generation. The offer goes when the component that made it goes.
 */
export function useOpenWhenFree(): (item: ReadyItem) => void {
  const owner = useId();
  useEffect(
    () => () => {
      if (offer?.owner === owner) emit(null);
    },
    [owner],
  );
  return useCallback(
    (item: ReadyItem) => {
      if (!unsavedChangesOnPage()) {
        if (offer?.owner === owner) emit(null);
        item.open();
      } else {
        emit({ ...item, owner });
        // In place of the generation's own toast: where the work waits (the note may be scrolled out of sight).
        toast({ title: item.title, description: `${item.description} Open it from the note at the top when you are ready: your changes stay as they are.` });
      }
    },
    [owner],
  );
}

/** The finished work waiting to open, with 'Open it' and 'Not now'; nothing when none waits. */
export function ReadyToOpenNotice({ className }: { className?: string }) {
  const waiting = useSyncExternalStore(subscribe, current, current);
  if (!waiting) return null;
  const dismiss = () => {
    if (offer === waiting) emit(null);
  };
  return (
    <div role="status" aria-label={waiting.title} className={cn('space-y-3 rounded-lg border border-accent bg-accent-soft p-4', className)}>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {waiting.title}
      </p>
      <p className="text-base">{waiting.description}</p>
      <p className="text-base">It opens when you choose: your unsaved changes stay as they are until then.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            leaveUnsavedChanges(() => {
              dismiss();
              waiting.open();
            })
          }
        >
          Open it
        </Button>
        <Button variant="secondary" size="sm" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </div>
  );
}

/**
 * Where a finished generation may wait (useOpenWhenFree): ReadyToOpenNotice at the top of every dialog opened inside
 * (DialogNotice), where the editor is while a form holds changes, and at the top of `children` unless `inPage` is false
 * (the page then places its own ReadyToOpenNotice).
 */
export function ReadyToOpenArea({ children, inPage = true }: { children: ReactNode; inPage?: boolean }) {
  return (
    <DialogNotice.Provider value={<ReadyToOpenNotice className="mb-4 mr-10" />}>
      {inPage ? <ReadyToOpenNotice /> : null}
      {children}
    </DialogNotice.Provider>
  );
}
