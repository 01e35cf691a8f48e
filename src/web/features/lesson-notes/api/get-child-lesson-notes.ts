import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildLessonNotes(childId: number, signal?: AbortSignal) {
  return call('GET /api/parent/children/:childId/lesson-notes', { params: { childId }, signal });
}

/** A linked child's latest notes from their tutors, with what is done. */
export function getChildLessonNotesQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.lessonNotes.ofChild(childId),
    queryFn: ({ signal }) => getChildLessonNotes(childId, signal),
  });
}

export function useChildLessonNotes(childId: number) {
  return useQuery(getChildLessonNotesQueryOptions(childId));
}
