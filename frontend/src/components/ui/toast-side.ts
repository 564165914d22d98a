import { lastUsedControl } from './control-in-use';

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

/** Marks what a toast must leave visible wherever it appears (a dialog's Close button, dialog.tsx). */
export const KEEP_CLEAR = 'data-toast-keep-clear';

/**
 * The page's own headers (the site's, the members' and the staff's: a <header> outside any main, article, section or
 * dialog), which a toast at the top of the screen sits below: one covered Profile and Sign Out for seconds. Found here,
 * not marked by the headers, so the public pages' code names nothing of the toasts (test/browser/slow-phone.spec.ts).
 */
const pageHeaders = () => [...document.querySelectorAll('header')].filter((header) => !header.closest('main, article, section, aside, [role="dialog"]'));

/** Where the toasts' column is across the screen: the right 420 px from 768 px wide (toast.tsx), else all of it. */
const TOAST_WIDTH = 420;
const WIDE = 768;

type Box = { top: number; bottom: number; left: number; right: number };

/**
 * How far from its edge the toast sits so that it leaves the boxes to keep clear on its side visible: at the top, below
 * a dialog's Close button (a Save button low in a tall dialog sends the toast up, where the Close button is), at the
 * bottom, above what is there. Only boxes in the toasts' column and in that half of the screen count, and never more
 * than a third of the screen.
 */
export function toastOffset(side: ToastSide, boxes: Box[], viewport: { width: number; height: number }): number {
  const columnLeft = viewport.width >= WIDE ? viewport.width - TOAST_WIDTH : 0;
  const inColumn = boxes.filter((box) => box.right > columnLeft && box.bottom > 0 && box.top < viewport.height);
  const half = viewport.height / 2;
  const offset =
    side === 'top'
      ? Math.max(0, ...inColumn.filter((box) => box.top < half).map((box) => box.bottom))
      : Math.max(0, ...inColumn.filter((box) => box.bottom > half).map((box) => viewport.height - box.top));
  return Math.round(Math.min(offset, viewport.height / 3));
}

/** Where a new toast goes: its side (none in use: the bottom), and its distance from that edge. */
export function toastPlacementForControlInUse(): { side: ToastSide; offset: number } {
  const lastUsed = lastUsedControl();
  const side = lastUsed ? toastSide(lastUsed.element.isConnected ? lastUsed.element.getBoundingClientRect() : lastUsed.box, window.innerHeight) : 'bottom';
  // A dialog's Close button stays in its corner while the dialog's content scrolls (dialog.tsx); a header scrolled out
  // of view (bottom above the screen) does not count.
  const keep = [...document.querySelectorAll(`[${KEEP_CLEAR}]`), ...pageHeaders()].map((element) => element.getBoundingClientRect());
  return { side, offset: toastOffset(side, keep, { width: window.innerWidth, height: window.innerHeight }) };
}
