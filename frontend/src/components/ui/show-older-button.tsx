import { History, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from './button';

export interface ShowOlderButtonProps {
  hasOlder: boolean;
  loading: boolean;
  onShowOlder: () => void;
  /** 'Show older messages', 'Show older entries'. */
  label: string;
  /** Said in its place once everything is loaded. */
  endText: string;
  /** Where focus goes when the button was focused and the last page has arrived (so focus is never lost). */
  focusWhenDone?: RefObject<HTMLElement | null>;
}

/**
 * Loads the next, older page of a list. It stays in place and keeps focus while the page loads (its label says so),
 * so a keyboard user can press it again; once everything is loaded it gives way to `endText`.
 */
export function ShowOlderButton({ hasOlder, loading, onShowOlder, label, endText, focusWhenDone }: ShowOlderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  // Read while the button is still in the page: was it focused when the last page came?
  if (!hasOlder && button.current && document.activeElement === button.current) moveFocus.current = true;

  useEffect(() => {
    if (!hasOlder && moveFocus.current) {
      moveFocus.current = false;
      focusWhenDone?.current?.focus({ preventScroll: true });
    }
  }, [hasOlder, focusWhenDone]);

  if (!hasOlder) return <p className="text-center text-base text-muted">{endText}</p>;
  return (
    <div className="flex justify-center">
      <Button
        ref={button}
        variant="secondary"
        busy={loading}
        onClick={onShowOlder}
      >
        {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <History aria-hidden="true" />}
        {loading ? 'Loading older…' : label}
      </Button>
    </div>
  );
}
