import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGameProgress(signal?: AbortSignal) {
  return call('GET /api/users/game-progress', { signal });
}

/** The signed-in user's progress in every game played; fetched only when signed in. */
export function getGameProgressQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.progress.of(userId),
    queryFn: ({ signal }) => getGameProgress(signal),
    enabled: userId !== undefined,
  });
}

export function useGameProgress(userId: number | undefined) {
  return useQuery(getGameProgressQueryOptions(userId));
}
