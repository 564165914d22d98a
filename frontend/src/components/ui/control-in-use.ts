/**
 * The control in use, followed from the start (app/providers.tsx) so that the first toast already appears away from it
 * (toast-side.ts places it). Apart from toast-side.ts, whose placement comes with the toast area's chunk: the public
 * pages carry only this.
 *
 * The control last pressed or focused, and where it was then. A tap does not focus a button in every browser (Safari),
 * so the last element pressed counts as in use too; a control that changed since (a Save button showing a spinner in
 * place of its text) is placed where it was.
 */
let lastUsed: { element: Element; box: DOMRect } | null = null;
/** What a person uses; not what focus falls back to (a dialog, when the button pressed was disabled while it saves). */
const CONTROL = 'button, a[href], input, textarea, select, [contenteditable="true"], [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="combobox"], [role="option"], [role="radio"]';
function remember(event: Event): void {
  const element = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (element) lastUsed = { element, box: element.getBoundingClientRect() };
}

/** Follows the control in use (app/providers.tsx, from the start; adding the same listener again changes nothing). */
export function followControlInUse(): () => void {
  document.addEventListener('pointerdown', remember, { capture: true, passive: true });
  document.addEventListener('focusin', remember, { capture: true, passive: true });
  return () => {
    document.removeEventListener('pointerdown', remember, { capture: true });
    document.removeEventListener('focusin', remember, { capture: true });
  };
}

/** The control last pressed or focused, and where it was then (null before any). */
export const lastUsedControl = (): { element: Element; box: DOMRect } | null => lastUsed;
