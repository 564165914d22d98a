import { useEffect, type FocusEvent, type RefObject } from 'react';

/**
 * A header's phone menu (a disclosure under its Menu button) closes as a reader expects: Escape (focus goes back to the
 * Menu button, not the body), a press outside the header, and tabbing out of the header (the open menu covers the
 * page, and focus would go on behind it, out of sight). Returns the header's onBlur handler for the last.
 */
export function useHeaderMenuDismiss(
  open: boolean,
  close: () => void,
  headerRef: RefObject<HTMLElement | null>,
  menuButtonRef: RefObject<HTMLButtonElement | null>,
): (event: FocusEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      menuButtonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, headerRef, menuButtonRef]);

  return (event) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) close();
  };
}
