import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Data never goes stale on its own; screens refresh it explicitly after changes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
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
