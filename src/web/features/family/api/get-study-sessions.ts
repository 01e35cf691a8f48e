import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getStudySessions(signal?: AbortSignal) {
  return call('GET /api/study-sessions', { signal });
}

/** The signed-in user's study sessions, newest first; a running one has `completed: false`. */
export function getStudySessionsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.study.mine(userId),
    queryFn: ({ signal }) => getStudySessions(signal),
    enabled: userId !== undefined,
  });
}

export function useStudySessions(userId: number | undefined) {
  return useQuery(getStudySessionsQueryOptions(userId));
}
