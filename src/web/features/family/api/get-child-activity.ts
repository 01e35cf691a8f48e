import type { ChildActivity } from '@contract/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getChildActivity(childId: number, signal?: AbortSignal) {
  return api.get<ChildActivity>(`/api/parent/child-activity/${childId}`, { signal });
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
