// The admin's queue of reported reviews (docs/rules.md#promises-kept) and the decision on one: keep it (the
// reports closed) or remove it (hidden; the tutor's or item's rating recomputed).

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDecisionInput, ReviewedKind } from '#contract/reviews.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter, queryKeys } from '#web/lib/query-keys.ts';

export function getReportedReviews(signal?: AbortSignal) {
  return call('GET /api/admin/reported-reviews', { signal });
}

export function getReportedReviewsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.reportedReviews,
    queryFn: ({ signal }) => getReportedReviews(signal),
  });
}

export function useReportedReviews() {
  return useQuery(getReportedReviewsQueryOptions());
}

export function decideReport(kind: ReviewedKind, reviewId: number, input: ReportDecisionInput) {
  return call('POST /api/admin/reported-reviews/:kind/:id', { params: { kind, id: reviewId }, body: input });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      reviewId,
      decision,
    }: { kind: ReviewedKind; reviewId: number } & ReportDecisionInput) =>
      decideReport(kind, reviewId, { decision }),
    onSettled: () => invalidateAfter(queryClient, 'reviewModerated'),
  });
}
