import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildren(signal?: AbortSignal) {
  return call('GET /api/parent/children', { signal });
}

/** The parent's linked children (accepted links only). */
export function getChildrenQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.children(userId),
    queryFn: ({ signal }) => getChildren(signal),
    enabled: userId !== undefined,
  });
}

export function useChildren(userId: number | undefined) {
  return useQuery(getChildrenQueryOptions(userId));
}
