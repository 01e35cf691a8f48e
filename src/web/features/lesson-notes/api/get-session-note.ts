import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getSessionNote(sessionId: number, signal?: AbortSignal) {
  return call('GET /api/teach/sessions/:id/note', { params: { id: sessionId }, signal });
}

/** One of the tutor's sessions with its note, if written. */
export function getSessionNoteQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: queryKeys.lessonNotes.session(sessionId),
    queryFn: ({ signal }) => getSessionNote(sessionId, signal),
  });
}

export function useSessionNote(sessionId: number) {
  return useQuery(getSessionNoteQueryOptions(sessionId));
}
