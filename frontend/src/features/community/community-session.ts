import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api';
import type { SessionResponse } from '../../lib/user';

/** Query key (and URL) of the community member session. */
export const COMMUNITY_ME_KEY = ['/api/community/auth/me'] as const;

/** Who is signed in to My Insights; null user when signed out (401). */
export function useCommunitySession() {
  return useQuery<SessionResponse>({
    queryKey: COMMUNITY_ME_KEY,
    queryFn: getQueryFn<SessionResponse>({ on401: 'returnNull' }),
  });
}
