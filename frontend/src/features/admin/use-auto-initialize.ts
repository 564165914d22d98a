import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';

export const AUTO_INITIALIZE_KEY = ['/api/content/auto-initialize'] as const;

/**
 * POST /api/content/auto-initialize once per entry to the dashboard (docs/product.md#dashboard-layout): the answer is cached,
 * so switching tabs or coming back to the dashboard soon after does not send it again.
 */
export function useAutoInitialize() {
  return useQuery({
    queryKey: AUTO_INITIALIZE_KEY,
    queryFn: () => answer(api.POST('/api/content/auto-initialize')),
    staleTime: Infinity,
  });
}
