import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPurchase } from '#contract/store.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildPrizes(childId: number, signal?: AbortSignal) {
  return api.get<UserPurchase[]>(`/api/parent/child-activity/${childId}/prizes`, { signal });
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
