import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTeachHours(signal?: AbortSignal) {
  return call('GET /api/teach/hours', { signal });
}

export function getTeachHoursQueryOptions() {
  return queryOptions({ queryKey: queryKeys.teach.hours, queryFn: ({ signal }) => getTeachHours(signal) });
}

/** The signed-in tutor's hours (a tutor without their own sees their options' windows). */
export function useTeachHours() {
  return useQuery(getTeachHoursQueryOptions());
}
