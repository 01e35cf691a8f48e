import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getOwnTutorReview(tutorId: number) {
  return call('GET /api/tutors/:id/reviews/mine', { params: { id: tutorId } });
}

/**
 * The signed-in user's own review of a tutor (null when they have none); fetched only when
 * signed in. Its key sits under the reviews' key, so refreshing the reviews refreshes it too.
 */
export function getOwnTutorReviewQueryOptions(tutorId: number, userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.tutors.ownReview(tutorId, userId),
    queryFn: () => getOwnTutorReview(tutorId),
    enabled: userId !== undefined,
  });
}

export function useOwnTutorReview(tutorId: number, userId: number | undefined) {
  return useQuery(getOwnTutorReviewQueryOptions(tutorId, userId));
}
