import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionStatus } from '#contract/sessions.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/sessions: the latest 500 bookings, latest start first, of one status or all. */
export function getAdminSessions(status: SessionStatus | undefined, signal?: AbortSignal) {
  return call('GET /api/admin/sessions', { query: { status }, signal });
}

export function getAdminSessionsQueryOptions(status: SessionStatus | undefined) {
  return queryOptions({
    queryKey: queryKeys.admin.sessions(status ?? ''),
    queryFn: ({ signal }) => getAdminSessions(status, signal),
  });
}

export function useAdminSessions(status: SessionStatus | undefined) {
  return useQuery(getAdminSessionsQueryOptions(status));
}
