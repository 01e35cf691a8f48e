import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeachWhen } from '#contract/teach.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/teach/sessions: the signed-in tutor's upcoming (soonest first) or past sessions. */
export function getTeachSessions(when: TeachWhen, signal?: AbortSignal) {
  return call('GET /api/teach/sessions', { query: { when }, signal });
}

export function getTeachSessionsQueryOptions(userId: number | undefined, when: TeachWhen) {
  return queryOptions({
    queryKey: queryKeys.teach.sessions(userId, when),
    queryFn: ({ signal }) => getTeachSessions(when, signal),
  });
}

export function useTeachSessions(userId: number | undefined, when: TeachWhen) {
  return useQuery(getTeachSessionsQueryOptions(userId, when));
}
