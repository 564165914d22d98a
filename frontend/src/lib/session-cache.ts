import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from './user';

/** Records who is signed in (or that nobody is) under a session query key, without asking the server. */
export function setSessionUser(client: QueryClient, key: QueryKey, user: SessionUser | null): void {
  const value: SessionResponse = { user };
  client.setQueryData(key, value);
}
