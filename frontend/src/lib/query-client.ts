import { QueryClient } from '@tanstack/react-query';

/**
 * Data never goes stale on its own; screens refresh it explicitly after changes. There is no default query function:
 * every query names its call through the typed client (lib/api-client.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
