import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TutorReview } from '#contract/tutors.ts';
import { callWithHeaders, totalOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const TUTOR_REVIEWS_PAGE_SIZE = 10;

export interface TutorReviewPage {
  reviews: TutorReview[];
  total: number;
  offset: number;
}

export async function getTutorReviewPage(tutorId: number, offset: number, signal?: AbortSignal) {
  const answer = await callWithHeaders('GET /api/tutors/:id/reviews', {
    params: { id: tutorId },
    query: { limit: TUTOR_REVIEWS_PAGE_SIZE, offset },
    signal,
  });
  return { reviews: answer.data, total: totalOf(answer), offset } satisfies TutorReviewPage;
}

export function getTutorReviewsQueryOptions(tutorId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tutors.reviews(tutorId),
    queryFn: ({ pageParam, signal }) => getTutorReviewPage(tutorId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TutorReviewPage) => {
      const next = last.offset + last.reviews.length;
      return last.reviews.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** A tutor's reviews, newest first, a page at a time. */
export function useTutorReviews(tutorId: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getTutorReviewsQueryOptions(tutorId), enabled: options.enabled ?? true });
}
