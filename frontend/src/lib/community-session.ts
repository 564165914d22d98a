import { useQuery } from '@tanstack/react-query';
import { communitySessionQuery } from './session-queries';
import type { SessionResponse } from './user';

/** Who is signed in to My Insights; null user when signed out (401). `enabled: false` asks nothing (yet). */
export function useCommunitySession(options: { enabled?: boolean } = {}) {
  return useQuery<SessionResponse>({ ...communitySessionQuery, enabled: options.enabled });
}
