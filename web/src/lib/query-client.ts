import { QueryClient } from "@tanstack/react-query";

/**
 * Cached queries never go stale, do not refetch on focus, do not poll, and are
 * not retried (queries or mutations). Screens refresh data by invalidating on purpose.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
