import type { Points } from '@contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The signed-in user's points, keyed by user id; fetched only when signed in. */
export function getPointsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['points', userId],
    queryFn: () => api.get<Points>('/api/users/points'),
    enabled: userId !== undefined,
  });
}

export function usePoints(userId: number | undefined) {
  return useQuery(getPointsQueryOptions(userId));
}
