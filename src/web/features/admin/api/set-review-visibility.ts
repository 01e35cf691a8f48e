import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, ReviewedKind } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** PUT /api/admin/{tutors|merchandise}/reviews/{id}/visibility */
export function setReviewVisibility(kind: ReviewedKind, reviewId: number, hidden: boolean) {
  return api.put<AdminReview>(`/api/admin/${kind}/reviews/${reviewId}/visibility`, { hidden });
}

export function useSetReviewVisibility(kind: ReviewedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
      setReviewVisibility(kind, reviewId, hidden),
    onSuccess: () => invalidateAfter(queryClient, 'reviewModerated'),
  });
}
