import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyLessonNotes(signal?: AbortSignal) {
  return call('GET /api/lesson-notes', { signal });
}

/** The signed-in learner's latest notes from their tutors, with what is done. */
export function getMyLessonNotesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.lessonNotes.mine(userId),
    queryFn: ({ signal }) => getMyLessonNotes(signal),
  });
}

export function useMyLessonNotes(userId: number) {
  return useQuery(getMyLessonNotesQueryOptions(userId));
}
