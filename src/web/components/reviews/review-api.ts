// The calls both kinds of review share (tutors and merchandise, docs/rules.md#promises-kept): whether the
// signed-in user may write one now, and reporting someone else's review.

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportReviewInput, ReviewedKind } from '#contract/reviews.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getReviewEligibility(kind: ReviewedKind, id: number, signal?: AbortSignal) {
  return call('GET /api/reviews/:kind/:id/eligibility', { params: { kind, id }, signal });
}

/** Asked only when signed in: a guest sees the prompt to log in instead. */
export function getReviewEligibilityQueryOptions(kind: ReviewedKind, id: number, userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.reviews.eligibility(kind, id, userId),
    queryFn: ({ signal }) => getReviewEligibility(kind, id, signal),
    enabled: userId !== undefined,
  });
}

export function useReviewEligibility(kind: ReviewedKind, id: number, userId: number | undefined) {
  return useQuery(getReviewEligibilityQueryOptions(kind, id, userId));
}

export function reportReview(kind: ReviewedKind, reviewId: number, input: ReportReviewInput) {
  return call('POST /api/reviews/:kind/:id/report', { params: { kind, id: reviewId }, body: input });
}

/** Reports a review; nothing the reporter sees changes (the admin decides). */
export function useReportReview(kind: ReviewedKind) {
  return useMutation({
    mutationFn: ({ reviewId, ...input }: ReportReviewInput & { reviewId: number }) =>
      reportReview(kind, reviewId, input),
  });
}
