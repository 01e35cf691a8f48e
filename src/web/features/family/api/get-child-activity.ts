import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildActivity(childId: number, signal?: AbortSignal) {
  return call('GET /api/parent/child-activity/:childId', { params: { childId }, signal });
}

export function getChildActivityQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.family.activity(childId),
    queryFn: ({ signal }) => getChildActivity(childId, signal),
  });
}

export function useChildActivity(childId: number) {
  return useQuery(getChildActivityQueryOptions(childId));
}
