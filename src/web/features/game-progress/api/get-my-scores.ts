import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyScores(signal?: AbortSignal) {
  return call('GET /api/games/scores', { signal });
}

/** The signed-in user's own scores, newest first; fetched only when signed in. */
export function getMyScoresQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.scores.mine(userId),
    queryFn: ({ signal }) => getMyScores(signal),
    enabled: userId !== undefined,
  });
}

export function useMyScores(userId: number | undefined) {
  return useQuery(getMyScoresQueryOptions(userId));
}
