import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getManagedChildren(signal?: AbortSignal) {
  return call('GET /api/parent/managed-children', { signal });
}

/** The children whose consent this parent gave. */
export function getManagedChildrenQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.consent.managed(userId),
    queryFn: ({ signal }) => getManagedChildren(signal),
    enabled: userId !== undefined,
  });
}

export function useManagedChildren(userId: number | undefined) {
  return useQuery(getManagedChildrenQueryOptions(userId));
}
