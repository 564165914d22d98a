import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import type { Answer } from '../../lib/api-types';

export const AUTO_INITIALIZE_URL = '/api/content/auto-initialize';

/**
 * POST /api/content/auto-initialize once per entry to the dashboard (docs/product.md#dashboard-layout): the answer is cached,
 * so switching tabs or coming back to the dashboard soon after does not send it again.
 */
export function useAutoInitialize() {
  return useQuery({
    queryKey: [AUTO_INITIALIZE_URL],
    queryFn: () => apiJson<Answer<'/api/content/auto-initialize', 'post'>>('POST', AUTO_INITIALIZE_URL),
    staleTime: Infinity,
  });
}
