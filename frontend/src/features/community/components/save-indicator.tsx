import { Check, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Saved' stays on screen. */
export const SAVED_VISIBLE_MS = 2000;

export type SaveState = 'idle' | 'saving' | 'saved';

/** The save indicator's state: start() shows 'Saving...', done() shows 'Saved' for 2 seconds, fail() hides it. */
export function useSaveIndicator() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setState('saving');
  }, []);
  const done = useCallback(() => {
    clearTimeout(timer.current);
    setState('saved');
    timer.current = setTimeout(() => setState('idle'), SAVED_VISIBLE_MS);
  }, []);
  const fail = useCallback(() => {
    clearTimeout(timer.current);
    setState('idle');
  }, []);
  return { state, start, done, fail };
}

/**
 * The floating save indicator (bottom left, clear of the upgrade card). The live region stays in the
 * page so screen readers announce each change.
 */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-40 print:hidden">
      {state === 'idle' ? null : (
        <p
          className={
            state === 'saving'
              ? 'flex items-center gap-2 rounded-full border border-line bg-surface px-5 py-3 text-base font-semibold text-ink shadow-float'
              : 'flex items-center gap-2 rounded-full border border-success/40 bg-success-soft px-5 py-3 text-base font-semibold text-success shadow-float'
          }
        >
          {state === 'saving' ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Saving...
            </>
          ) : (
            <>
              <Check aria-hidden="true" className="size-5" />
              Saved
            </>
          )}
        </p>
      )}
    </div>
  );
}
