import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Leaving a page inside the app while a form holds unsaved changes asks first (docs/product.md#unsaved-changes): a
 * link (a react-router Link, the header's menu links, any same-origin <a>) and the browser's Back and Forward, which
 * react-router handles without a reload, go through the guard holding the changes ('Discard your changes?'). 'Keep
 * editing' stays on the page, its text and address as they were; 'Discard' goes where the reader asked. Reloading,
 * closing the tab or going to another site is the browser's own question (the guard's beforeunload).
 *
 * The guards (components/ui/guarded-dialog.tsx) register here; this module imports no UI, so the public pages, which
 * run it from main.tsx, do not load the dialogs. installLeaveGuard() runs in main.tsx before the router mounts: its
 * popstate listener must run before the router's. The server never runs it (nothing here touches `window` when
 * imported).
 */

/** A guard on the page (UnsavedChangesGuard): whether a form inside holds changes; its question before `action`. */
export interface PageGuard {
  changed: () => boolean;
  leave: (action: () => void) => void;
}

/** Every guard on the page, in the order they came. */
const guards = new Set<PageGuard>();

/** Adds a guard to the page's; returns its removal. */
export function addPageGuard(guard: PageGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Whether a form on the page holds unsaved changes (inside an open GuardedDialog or an UnsavedChangesGuard). */
export function unsavedChangesOnPage(): boolean {
  return [...guards].some((guard) => guard.changed());
}

/** Runs `action` at once when nothing on the page holds unsaved changes; else after 'Discard' in the guard holding them. */
export function leaveUnsavedChanges(action: () => void): void {
  const holding = [...guards].reverse().find((guard) => guard.changed());
  if (holding) holding.leave(action);
  else action();
}

/** True while a leave the reader already agreed to ('Discard') unloads the page: beforeunload does not ask again. */
let agreed = false;

/** Whether the page is being left after 'Discard' (the guards' beforeunload then stays quiet). */
export const leavingAgreed = (): boolean => agreed;

/** react-router's index of a history entry (BrowserRouter keeps it as `idx` in the entry's state). */
function routerIndex(state: unknown): number | undefined {
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : undefined;
}

/** The router's index of the entry shown (ShownHistoryEntry keeps it after every navigation). */
let shownIndex: number | undefined;
/** The next popstate is our own step back to the page shown: the router never sees it. */
let stepBack = false;
/** The click being dispatched again goes through as asked ('Discard' was chosen). */
let clickThrough = false;
/** The next popstate goes through as asked ('Discard' was chosen). */
let popThrough = false;

/** A plain left click on a link to another page of this site (not a new tab, a download or a #place on this page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  // data-opens-in-place: a link the app opens on this page (Sign in again), which keeps what was typed.
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || anchor.hasAttribute('data-opens-in-place')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * Runs on document in the capture phase, before React's listener on #root: the link's own handler (react-router's
 * Link) and the browser's navigation wait for the answer; on 'Discard' the same link is clicked again and goes through.
 */
function onClick(event: MouseEvent): void {
  if (clickThrough || !unsavedChangesOnPage()) return;
  const anchor = leavingLink(event);
  if (!anchor) return;
  event.preventDefault();
  event.stopPropagation();
  leaveUnsavedChanges(() => {
    // A link out of the app (a page the server makes) loads a new document: the guards' beforeunload stays quiet.
    clickThrough = true;
    agreed = true;
    try {
      anchor.click();
    } finally {
      clickThrough = false;
      agreed = false;
    }
  });
}

/**
 * Back or Forward to another entry of the app: the router does not see it yet; the address goes back to the page shown
 * (history.go, whose popstate is passed over), and on 'Discard' steps again to where the reader asked, let through.
 */
function onPopState(event: PopStateEvent): void {
  if (stepBack) {
    stepBack = false;
    event.stopImmediatePropagation();
    return;
  }
  if (popThrough) {
    popThrough = false;
    return;
  }
  const index = routerIndex(event.state);
  if (index === undefined || shownIndex === undefined || index === shownIndex || !unsavedChangesOnPage()) return;
  event.stopImmediatePropagation();
  const delta = index - shownIndex;
  stepBack = true;
  window.history.go(-delta);
  leaveUnsavedChanges(() => {
    popThrough = true;
    window.history.go(delta);
  });
}

let installed = false;

/** Listens for links and Back/Forward; call once in the browser, before the router mounts. */
export function installLeaveGuard(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopState);
}

/**
 * Around the routes inside BrowserRouter: keeps the router's index of the entry shown, which Back and Forward are
 * measured from. A wrapper, not a sibling of the routes: the tree's ids (useId) stay those of the server's page.
 */
export function ShownHistoryEntry({ children }: { children: ReactNode }): ReactNode {
  const location = useLocation();
  useLayoutEffect(() => {
    shownIndex = routerIndex(window.history.state);
  }, [location]);
  return children;
}
