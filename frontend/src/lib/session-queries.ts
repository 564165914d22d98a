import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api';
import { answer, api, orNullOn401 } from './api-client';
import type { SessionResponse } from './user';

/** Query key of the staff session (GET /api/auth/me). */
export const STAFF_ME_KEY = ['/api/auth/me'] as const;
/** Query key of the community member session (GET /api/community/auth/me). */
export const COMMUNITY_ME_KEY = ['/api/community/auth/me'] as const;

/** Who is signed in to the editorial tools; null user when signed out (401). */
export const staffSessionQuery = {
  queryKey: STAFF_ME_KEY,
  queryFn: (): Promise<SessionResponse> => orNullOn401(answer(api.GET('/api/auth/me'))),
};

/** A failure worth asking again about: no answer (network, timeout) or a server error (5xx); never a 4xx. */
export function isBriefFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500;
}

/** Asked up to twice more (after 1 s, then 2 s) when the check fails briefly: one 503 does not sign a member out. */
export const retryBriefFailures = (failureCount: number, error: unknown): boolean => failureCount < 2 && isBriefFailure(error);

/**
 * Who is signed in to My Insights; null user when signed out (401). A brief failure is asked again; one that lasts is
 * an error (the member wrapper shows it with Try Again), not a sign-out.
 */
export const communitySessionQuery = {
  queryKey: COMMUNITY_ME_KEY,
  queryFn: (): Promise<SessionResponse> => orNullOn401(answer(api.GET('/api/community/auth/me'))),
  retry: retryBriefFailures,
};

/** Asks who is signed in ahead of the page that will (main.tsx, while the page's chunks load). */
export const prefetchSession = (query: typeof staffSessionQuery | typeof communitySessionQuery) => (client: QueryClient) =>
  void client.prefetchQuery<SessionResponse>(query);
