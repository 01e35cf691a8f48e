import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorReview, TutorReviewInput } from '#contract/tutors.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getTutorReviewsQueryOptions } from './get-tutor-reviews.ts';

export function addTutorReview(tutorId: number, input: TutorReviewInput) {
  return call('POST /api/tutors/:id/reviews', { params: { id: tutorId }, body: input });
}

/**
 * Writes a review. The server recomputes the tutor's rating, so the tutor, every tutor list
 * (ratings and order) and the reviews are fetched again.
 */
export function useAddTutorReview(
  tutorId: number,
  options: { onSuccess?: (review: TutorReview) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TutorReviewInput) => addTutorReview(tutorId, input),
    onSuccess: (review) => {
      void invalidateAfter(queryClient, 'tutorReview');
      options.onSuccess?.(review);
    },
    onError: (error) => {
      // A second review is refused (409): show the one already written.
      void queryClient.invalidateQueries({ queryKey: getTutorReviewsQueryOptions(tutorId).queryKey });
      options.onError?.(error);
    },
  });
}
