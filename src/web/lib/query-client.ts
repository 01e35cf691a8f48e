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
        // A query the server's page answered with an error (a tutor not found) keeps it when the
        // page hydrates, instead of asking again while React takes over the HTML drawn from it.
        // HydrationState (hydration.tsx) turns this back on once the page is hydrated.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
