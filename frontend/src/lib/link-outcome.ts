/**
 * What an e-mailed link's page said once it had used its token (newsletter confirmation, address change), kept in the
 * page's history entry. The page takes the token out of the address as it opens, so a reload (or a phone browser
 * reopening a tab it had put to sleep) would otherwise find no token and say the page only opens from the link, as if
 * nothing had happened. History state survives reloads and stays with this one entry; it never reaches a server.
 */
export function keptLinkOutcome(key: string): string | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const kept = (state as Record<string, unknown>)[key];
  return typeof kept === 'string' ? kept : undefined;
}

/** Keeps `message` under `key` in the current history entry (its address and the router's own state unchanged). */
export function keepLinkOutcome(key: string, message: string): void {
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [key]: message }, '');
}
