import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewedKind } from '#contract/admin.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** PUT /api/admin/{tutors|merchandise}/reviews/{id}/visibility */
export function setReviewVisibility(kind: ReviewedKind, reviewId: number, hidden: boolean) {
  return call(`PUT /api/admin/${kind}/reviews/:id/visibility`, {
    params: { id: reviewId },
    body: { hidden },
  });
}

export function useSetReviewVisibility(kind: ReviewedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
      setReviewVisibility(kind, reviewId, hidden),
    onSuccess: () => invalidateAfter(queryClient, 'reviewModerated'),
  });
}
