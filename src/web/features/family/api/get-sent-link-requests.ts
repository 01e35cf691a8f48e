import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getSentLinkRequests(signal?: AbortSignal) {
  return call('GET /api/parent/link-requests', { signal });
}

/** The parent's requests still waiting, and the declines of the last 7 days. */
export function getSentLinkRequestsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.sentRequests(userId),
    queryFn: ({ signal }) => getSentLinkRequests(signal),
    enabled: userId !== undefined,
  });
}

export function useSentLinkRequests(userId: number | undefined) {
  return useQuery(getSentLinkRequestsQueryOptions(userId));
}
