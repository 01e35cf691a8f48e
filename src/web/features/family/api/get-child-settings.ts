import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getChildSettings(childId: number, signal?: AbortSignal) {
  return call('GET /api/parent/children/:childId/settings', { params: { childId }, signal });
}

/** A linked child's settings (approvals, game minutes, quiet hours, extra time). */
export function getChildSettingsQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.family.settings(childId),
    queryFn: ({ signal }) => getChildSettings(childId, signal),
  });
}

export function useChildSettings(childId: number) {
  return useQuery(getChildSettingsQueryOptions(childId));
}
