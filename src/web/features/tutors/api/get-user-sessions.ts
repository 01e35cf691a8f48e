import type { TutorSession } from '@contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function getUserSessions(signal?: AbortSignal) {
  return api.get<TutorSession[]>('/api/sessions/user', { signal });
}

/** The sessions list of spec section 7, refreshed after a booking, a cancel or a checkout. */
export const SESSIONS_KEY = ['sessions'] as const;

/** The signed-in user's sessions (latest start first), keyed by user; fetched only when signed in. */
export function getUserSessionsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: [...SESSIONS_KEY, 'user', userId],
    queryFn: ({ signal }) => getUserSessions(signal),
    enabled: userId !== undefined,
  });
}

export function useUserSessions(userId: number | undefined) {
  return useQuery(getUserSessionsQueryOptions(userId));
}

/** Scheduled sessions that have not started yet, soonest first. */
export function upcomingSessions(sessions: TutorSession[], now: Date = new Date()): TutorSession[] {
  return sessions
    .filter((s) => s.status === 'scheduled' && new Date(s.startsAt).getTime() > now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
