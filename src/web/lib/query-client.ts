import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSession, isSessionEnded } from './session-ended.ts';

export interface QueryClientOptions {
  /** Goes to another page (the browser's navigation); unset on the server's render. */
  navigate?: (path: string) => void;
}

/** As the spec says: cached queries never go stale, no retries, no refetch on focus or interval. */
export function createQueryClient(options: QueryClientOptions = {}) {
  const onError = (error: unknown) => {
    if (options.navigate && isSessionEnded(client, error)) endSession(client, options.navigate);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}
