import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getLinkRequests(signal?: AbortSignal) {
  return call('GET /api/family/requests', { signal });
}

/** Link requests waiting for the signed-in child. */
export function getLinkRequestsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.requests(userId),
    queryFn: ({ signal }) => getLinkRequests(signal),
    enabled: userId !== undefined,
  });
}

export function useLinkRequests(userId: number | undefined) {
  return useQuery(getLinkRequestsQueryOptions(userId));
}
