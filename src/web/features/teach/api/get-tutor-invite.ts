import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getTutorInvite(token: string, signal?: AbortSignal) {
  return call('GET /api/tutor-invites/:token', { params: { token }, signal });
}

/** Whom a tutor invitation invites; a 404 means the link is unknown, used, replaced or too old. */
export function getTutorInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.tutorInvites.request(token),
    queryFn: ({ signal }) => getTutorInvite(token, signal),
  });
}

export function useTutorInvite(token: string) {
  return useQuery(getTutorInviteQueryOptions(token));
}
