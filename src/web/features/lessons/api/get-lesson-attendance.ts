import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Who came to the lesson and for how long (shown once the room has closed). */
export function useLessonAttendance(sessionId: number) {
  return useQuery({
    queryKey: queryKeys.lessons.attendance(sessionId),
    queryFn: ({ signal }) => call('GET /api/lessons/:id/attendance', { params: { id: sessionId }, signal }),
  });
}
