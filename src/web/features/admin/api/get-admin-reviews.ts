import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewedKind } from '#contract/admin.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/{tutors|merchandise}/{id}/reviews: hidden ones too. */
export function getAdminReviews(kind: ReviewedKind, itemId: number) {
  return call(`GET /api/admin/${kind}/:id/reviews`, { params: { id: itemId } });
}

export function getAdminReviewsQueryOptions(kind: ReviewedKind, itemId: number) {
  return queryOptions({
    queryKey: queryKeys.admin.reviews(kind, itemId),
    queryFn: () => getAdminReviews(kind, itemId),
  });
}

export function useAdminReviews(kind: ReviewedKind, itemId: number) {
  return useQuery(getAdminReviewsQueryOptions(kind, itemId));
}
