import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getLessonRoomQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: queryKeys.lessons.room(sessionId),
    queryFn: ({ signal }) => call('GET /api/lessons/:id', { params: { id: sessionId }, signal }),
    // A refusal or an unknown room stays as it is: asking again changes nothing.
    retry: false,
  });
}

/** The room as the reader sees it: its state, their role and (while open) the ICE servers. */
export function useLessonRoom(sessionId: number) {
  return useQuery(getLessonRoomQueryOptions(sessionId));
}
