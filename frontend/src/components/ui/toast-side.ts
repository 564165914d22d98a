/** Where the toasts appear: along the bottom of the screen, or along its top. */
export type ToastSide = 'top' | 'bottom';

/**
 * The side a new toast takes: the bottom, unless the control in use (the focused element) is in the lower half of the
 * screen, where the toast would cover it (a phone's message box and Send button, a dialog's Save button after a failed
 * save); then the top. A failure's toast so never hides the control the person tries again with, nor a dialog's
 * Close button at its top when that is what they were using.
 */
export function toastSide(focused: { top: number; bottom: number } | null, viewportHeight: number): ToastSide {
  if (!focused || viewportHeight <= 0) return 'bottom';
  return (focused.top + focused.bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

/**
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

/** The side for the control in use now (none: the bottom). */
export function toastSideForControlInUse(): ToastSide {
  if (!lastUsed) return 'bottom';
  const { element, box } = lastUsed;
  return toastSide(element.isConnected ? element.getBoundingClientRect() : box, window.innerHeight);
}
