import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTutorHours(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/tutors/:id/hours', { params: { id }, signal });
}

export function getTutorHoursQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.tutorHours(id),
    queryFn: ({ signal }) => getTutorHours(id, signal),
  });
}

/** A tutor's hours, as the admin edits them. */
export function useTutorHours(id: number) {
  return useQuery(getTutorHoursQueryOptions(id));
}
