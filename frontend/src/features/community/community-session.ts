import { useQuery } from '@tanstack/react-query';
import { answer, api, orNullOn401 } from '../../lib/api-client';
import type { SessionResponse } from '../../lib/user';

/** Query key of the community member session (GET /api/community/auth/me). */
export const COMMUNITY_ME_KEY = ['/api/community/auth/me'] as const;

/** Who is signed in to My Insights; null user when signed out (401). `enabled: false` asks nothing (yet). */
export function useCommunitySession(options: { enabled?: boolean } = {}) {
  return useQuery<SessionResponse>({
    queryKey: COMMUNITY_ME_KEY,
    queryFn: () => orNullOn401(answer(api.GET('/api/community/auth/me'))),
    enabled: options.enabled,
  });
}
