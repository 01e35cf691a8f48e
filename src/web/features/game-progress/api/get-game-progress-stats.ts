import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGameProgressStats(signal?: AbortSignal) {
  return call('GET /api/users/game-progress-stats', { signal });
}

/** Games played, badges, levels completed and the average skill level (the overall view only). */
export function getGameProgressStatsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.progress.stats(userId),
    queryFn: ({ signal }) => getGameProgressStats(signal),
    enabled: userId !== undefined,
  });
}

export function useGameProgressStats(userId: number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getGameProgressStatsQueryOptions(userId),
    enabled: userId !== undefined && (options.enabled ?? true),
  });
}
