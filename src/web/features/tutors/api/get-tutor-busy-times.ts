import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorBusyQuery } from '#contract/sessions.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTutorBusyTimes(tutorId: number, range: TutorBusyQuery, signal?: AbortSignal) {
  return call('GET /api/tutors/:id/busy', { params: { id: tutorId }, query: range, signal });
}

export function getTutorBusyTimesQueryOptions(tutorId: number, range: TutorBusyQuery) {
  return queryOptions({
    queryKey: queryKeys.sessions.busyOf(tutorId, range.from, range.to),
    queryFn: ({ signal }) => getTutorBusyTimes(tutorId, range, signal),
  });
}

/**
 * When a tutor is booked in a stretch, so the booking dialog offers only free times (a booking,
 * or one refused because the time was taken, makes it stale). Idle without a range.
 */
export function useTutorBusyTimes(tutorId: number, range: TutorBusyQuery | undefined) {
  const empty = { from: '', to: '' };
  return useQuery({
    ...getTutorBusyTimesQueryOptions(tutorId, range ?? empty),
    enabled: range !== undefined,
  });
}
