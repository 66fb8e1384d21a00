import { QueryClient } from '@tanstack/react-query';

/**
 * No retries, no refetch on focus, no polling, data never stale: the builder refetches only what a
 * change of its own invalidates. Every query names its own typed query function.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
