import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyApprovals(signal?: AbortSignal) {
  return call('GET /api/family/approvals', { signal });
}

/** The child's own requests for a grown-up's yes, and what became of them. */
export function getMyApprovalsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.myApprovals(userId),
    queryFn: ({ signal }) => getMyApprovals(signal),
    enabled: userId !== undefined,
  });
}

export function useMyApprovals(userId: number | undefined) {
  return useQuery(getMyApprovalsQueryOptions(userId));
}
