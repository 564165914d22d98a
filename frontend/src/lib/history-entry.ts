/**
 * The key a page's places (its scroll position, the message a conversation was read at) are kept under for the history
 * entry shown. The router's keys are random and kept in the entry's state, but the first entry of every document (a page
 * loaded in full: a link opened before the app ran, a typed address, a reload) has the router's key "default": one
 * shared key would open each fresh page at the last one's place. That entry gets a random id of its own in its history
 * state, which reloads and back/forward keep.
 */
export function historyEntryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state = (window.history.state ?? {}) as { scrollKey?: string };
  if (!state.scrollKey) {
    state.scrollKey = `page-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    window.history.replaceState({ ...state }, '');
  }
  return state.scrollKey;
}

/**
 * The state of a navigation that changes only what the same page shows (the Classic Journal's filters in its address):
 * the scroll manager leaves the page where the reader is, instead of starting it at the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a history entry's state asks to keep the scroll position (KEEP_SCROLL). */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
