import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from './user';

/** Records who is signed in (or that nobody is) under a session query key, without asking the server. */
export function setSessionUser(client: QueryClient, key: QueryKey, user: SessionUser | null): void {
  const value: SessionResponse = { user };
  client.setQueryData(key, value);
}

/**
 * After signing out: every cached answer is dropped except the session entry, which now says
 * nobody is signed in. (Keeping that one entry lets screens already watching it switch to their
 * signed-out state at once; clearing it too would leave them watching a removed query.)
 */
export function clearCacheAfterSignOut(client: QueryClient, sessionKey: QueryKey): void {
  const sessionHash = JSON.stringify(sessionKey);
  client.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== sessionHash });
  setSessionUser(client, sessionKey, null);
}
