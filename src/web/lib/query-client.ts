import { QueryClient } from '@tanstack/react-query';

/** As the spec says: cached queries never go stale, no retries, no refetch on focus or interval. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
