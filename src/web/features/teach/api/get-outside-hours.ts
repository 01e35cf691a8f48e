import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getOutsideHours(signal?: AbortSignal) {
  return call('GET /api/teach/hours/outside', { signal });
}

export function getOutsideHoursQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.teach.outsideHours,
    queryFn: ({ signal }) => getOutsideHours(signal),
  });
}

/** The tutor's upcoming bookings that their hours now leave outside. */
export function useOutsideHours() {
  return useQuery(getOutsideHoursQueryOptions());
}
