import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getAchievements(signal?: AbortSignal) {
  return call('GET /api/users/achievements', { signal });
}

/** The signed-in user's achievements (docs/product.md#constants-and-limits), decided on the server from real history. */
export function getAchievementsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.achievements.of(userId),
    queryFn: ({ signal }) => getAchievements(signal),
    enabled: userId !== undefined,
  });
}

export function useAchievements(userId: number | undefined) {
  return useQuery(getAchievementsQueryOptions(userId));
}
