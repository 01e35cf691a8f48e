import type { ApprovalRequest } from '@contract/parent-controls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getMyApprovals(signal?: AbortSignal) {
  return api.get<ApprovalRequest[]>('/api/family/approvals', { signal });
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
