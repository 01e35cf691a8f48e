import type { StudySession } from '@contract/study';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getStudySessions(signal?: AbortSignal) {
  return api.get<StudySession[]>('/api/study-sessions', { signal });
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
