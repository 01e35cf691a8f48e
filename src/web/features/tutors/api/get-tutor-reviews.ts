import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TutorReview } from '#contract/tutors.ts';
import { callWithHeaders } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const TUTOR_REVIEWS_PAGE_SIZE = 10;

export interface TutorReviewPage {
  reviews: TutorReview[];
  total: number;
  offset: number;
}

export async function getTutorReviewPage(tutorId: number, offset: number, signal?: AbortSignal) {
  const { data, headers } = await callWithHeaders('GET /api/tutors/:id/reviews', {
    params: { id: tutorId },
    query: { limit: TUTOR_REVIEWS_PAGE_SIZE, offset },
    signal,
  });
  const total = Number(headers.get('x-total-count') ?? data.length);
  return {
    reviews: data,
    total: Number.isFinite(total) ? total : data.length,
    offset,
  } satisfies TutorReviewPage;
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
