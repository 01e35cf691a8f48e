import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildPrizes(childId: number, signal?: AbortSignal) {
  return call('GET /api/parent/child-activity/:childId/prizes', { params: { childId }, signal });
}

/** A linked child's prizes, newest first, each physical one with its delivery status. */
export function getChildPrizesQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.family.prizes(childId),
    queryFn: ({ signal }) => getChildPrizes(childId, signal),
  });
}

export function useChildPrizes(childId: number) {
  return useQuery(getChildPrizesQueryOptions(childId));
}
