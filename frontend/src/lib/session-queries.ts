import type { QueryClient } from '@tanstack/react-query';
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

/** Who is signed in to My Insights; null user when signed out (401). */
export const communitySessionQuery = {
  queryKey: COMMUNITY_ME_KEY,
  queryFn: (): Promise<SessionResponse> => orNullOn401(answer(api.GET('/api/community/auth/me'))),
};

/** Asks who is signed in ahead of the page that will (main.tsx, while the page's chunks load). */
export const prefetchSession = (query: typeof staffSessionQuery | typeof communitySessionQuery) => (client: QueryClient) =>
  void client.prefetchQuery<SessionResponse>(query);
