import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTutor(id: number, signal?: AbortSignal) {
  return call('GET /api/tutors/:id', { params: { id }, signal });
}

export function getTutorQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.tutors.detail(id),
    queryFn: ({ signal }) => getTutor(id, signal),
  });
}

/** One tutor; `enabled` false while the id is not a valid number. */
export function useTutor(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTutorQueryOptions(id), enabled: options.enabled ?? true });
}
