import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getParentApprovals(signal?: AbortSignal) {
  return call('GET /api/parent/approvals', { signal });
}

/** The linked children's requests for a yes: waiting ones first. */
export function getParentApprovalsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.approvals(userId),
    queryFn: ({ signal }) => getParentApprovals(signal),
    enabled: userId !== undefined,
  });
}

export function useParentApprovals(userId: number | undefined) {
  return useQuery(getParentApprovalsQueryOptions(userId));
}

/** How many requests wait for this parent (the count on the Parent Settings tab). */
export function useWaitingApprovalsCount(userId: number | undefined): number {
  return useParentApprovals(userId).data?.filter((request) => request.status === 'waiting').length ?? 0;
}
