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

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * After a change that takes away the control the reader was on (a form replaced by what it made, a card removed, a
 * section swapped, a tab switched), moves focus to where they carry on, so keyboard and screen-reader users do not
 * start again from the top of the page. `target` (the new or next item) is focused once it is drawn, waiting up to two
 * seconds for it; then `fallback` (the heading of its list). A heading or item used as a target has tabIndex={-1}.
 * Focus is left alone when the reader has already moved it to another control meanwhile.
 */
export function focusAfterChange(target: FocusTarget, fallback?: FocusTarget): void {
  handOff(target, fallback);
}

/**
 * Where focus is now (the control that opens a dialog, as it opens it) and the controls around it then, for focusNear
 * once the dialog has done its work.
 */
export interface FocusPlace {
  control: HTMLElement;
  /** The parts of the page around it, nearest first, up to the dialog it is in (focus never leaves an open dialog). */
  parts: HTMLElement[];
  /** Every control in the outermost part then, in the order the keyboard goes. */
  controls: HTMLElement[];
}

const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

const usable = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled') && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]');

export function focusPlace(): FocusPlace | null {
  const control = document.activeElement;
  if (!(control instanceof HTMLElement) || control === document.body) return null;
  const parts: HTMLElement[] = [];
  for (let part = control.parentElement; part && part !== document.body; part = part.parentElement) {
    parts.push(part);
    if (part.matches(DIALOG)) break;
  }
  const outermost = parts.at(-1);
  return { control, parts, controls: outermost ? [...outermost.querySelectorAll<HTMLElement>(CONTROLS)] : [] };
}

/**
 * Focus goes back to the control of `place` (a dialog opened in another's place: the opener of the one it replaced),
 * or, once the change has taken it away (Publish on a draft now scheduled, Unschedule in a theme's list, Change role
 * of someone lowered to member), to the control nearest to it still there: in the nearest part around it (its row
 * first, then its list, never outside the dialog it was in), the one before it, else the one after it, else the first
 * one drawn there since. While focus is on the control (a dialog gave it back; the list is still being read again)
 * it waits for it to go, up to two seconds. A hand-off as focusAfterChange's.
 */
export function focusNear(place: FocusPlace | null | undefined): void {
  if (!place) return;
  const { control, parts, controls } = place;
  const at = controls.indexOf(control);
  const around = [...controls.slice(0, Math.max(at, 0)).reverse(), ...controls.slice(at + 1)];
  const nearest = () => {
    for (const part of parts.filter((element) => element.isConnected)) {
      const known = around.find((element) => part.contains(element) && usable(element));
      const drawn = known ?? [...part.querySelectorAll<HTMLElement>(CONTROLS)].find(usable);
      if (drawn) return drawn;
    }
    return null;
  };
  handOff(() => (usable(control) ? control : nearest()), undefined, control);
}

/**
 * Moves focus to `target` once it is drawn and focus is free: on the page's body, a dialog's frame or where it was at
 * the call (or on `from`, the control a dialog may give focus back to before it goes: then it waits for it to go).
 */
function handOff(target: FocusTarget, fallback?: FocusTarget, from?: HTMLElement): void {
  const was = document.activeElement;
  const started = performance.now();
  // Focus has been on `from`: the dialog that held it has closed, and a dialog open now is a new one the reader opened.
  let back = false;
  pending += 1;
  const step = () => {
    const now = document.activeElement;
    const dialog = now?.closest(DIALOG);
    const lost = !now || now === document.body || now === was || !now.isConnected || now === dialog;
    const held = Boolean(from) && now === from && from?.isConnected;
    back ||= held;
    if (!lost && !held && (!dialog || back)) return void (pending -= 1);
    const element = held ? undefined : (target() ?? (performance.now() - started > WAIT_MS ? fallback?.() : undefined));
    // A dialog still closing holds focus (and would take it back): wait for it to go, unless the target is inside it.
    if (element && (!dialog || (lost && dialog.contains(element)))) {
      element.focus();
      // Back on `from`: it may still go (the list is being read again).
      if (element === from) requestAnimationFrame(step);
      else pending -= 1;
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

/**
 * After a form refused to send (its checks marked fields aria-invalid), puts the cursor in the first field it marked,
 * once drawn: the reader sees what to fix, even when it is above the button they pressed and out of view.
 */
export function focusFirstInvalid(form: Element): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
