// Writing, editing and deleting a merchandise review: the server recomputes the item's rating,
// so every card showing it and the item's reviews are fetched again.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchandiseReviewInput } from '#contract/store.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function addMerchandiseReview(merchandiseId: number, input: MerchandiseReviewInput) {
  return call('POST /api/merchandise/:id/reviews', { params: { id: merchandiseId }, body: input });
}

export function updateMerchandiseReview(reviewId: number, input: MerchandiseReviewInput) {
  return call('PUT /api/merchandise/reviews/:id', { params: { id: reviewId }, body: input });
}

export function deleteMerchandiseReview(reviewId: number) {
  return call('DELETE /api/merchandise/reviews/:id', { params: { id: reviewId } });
}

export type SaveReviewInput = MerchandiseReviewInput & { reviewId?: number };

/** Adds a review, or updates the one named by `reviewId`. */
export function useSaveMerchandiseReview(merchandiseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: SaveReviewInput) =>
      reviewId === undefined
        ? addMerchandiseReview(merchandiseId, input)
        : updateMerchandiseReview(reviewId, input),
    // A refused second review (409) also means the list is out of date.
    onSettled: () => invalidateAfter(queryClient, 'merchandiseReview'),
  });
}

export function useDeleteMerchandiseReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMerchandiseReview,
    onSettled: () => invalidateAfter(queryClient, 'merchandiseReview'),
  });
}
