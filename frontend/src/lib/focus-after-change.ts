/** Where focus goes: an element in the page, or nothing yet (a list still being read again). */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * The page's main region (every layout's <main id="main-content" tabIndex={-1}>): where focus goes when what it was on
 * went away with nothing nearer to carry on from (a dialog opened by the address, a banner put away).
 */
export const mainContent: FocusTarget = () => document.getElementById('main-content');

/** How long to wait for `target` to be drawn before taking the fallback. */
const WAIT_MS = 2000;

/** Hand-offs of focusAfterChange still on their way. */
let pending = 0;

/**
 * After a change that takes away the control the reader was on (a form replaced by what it made, a card removed, a
 * section swapped, a tab switched), moves focus to where they carry on, so keyboard and screen-reader users do not
 * start again from the top of the page. `target` (the new or next item) is focused once it is drawn, waiting up to two
 * seconds for it; then `fallback` (the heading of its list). A heading or item used as a target has tabIndex={-1}.
 * Focus is left alone when the reader has already moved it to another control meanwhile.
 */
export function focusAfterChange(target: FocusTarget, fallback?: FocusTarget): void {
  const was = document.activeElement;
  const started = performance.now();
  pending += 1;
  const step = () => {
    const now = document.activeElement;
    const lost = !now || now === document.body || now === was || !now.isConnected;
    // A dialog still closing holds focus (and would take it back): wait for it to go.
    const inDialog = now?.closest('[role="dialog"], [role="alertdialog"]');
    if (!lost && !inDialog) return void (pending -= 1);
    const element = target() ?? (performance.now() - started > WAIT_MS ? fallback?.() : undefined);
    if (element && !inDialog) {
      element.focus();
      pending -= 1;
    } else if (performance.now() - started <= WAIT_MS) requestAnimationFrame(step);
    else pending -= 1;
  };
  requestAnimationFrame(step);
}

/**
 * A change the page made is handing focus on (focusAfterChange still waiting for its target): the route-change focus
 * manager (app/route-focus.tsx) leaves focus to it, e.g. Save Entry that also switches the tab in the address.
 */
export const focusHandOffPending = (): boolean => pending > 0;
