import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSession } from '#contract/sessions.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getUserSessions(signal?: AbortSignal) {
  return call('GET /api/sessions/user', { signal });
}

/** The signed-in user's sessions (latest start first), keyed by user; fetched only when signed in. */
export function getUserSessionsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.sessions.ofUser(userId),
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

/**
 * Sessions the tutor cancelled that would still be ahead, soonest first: the booker reads the
 * tutor's reason (docs/tutoring.md#tutor-accounts-and-teach).
 */
export function cancelledByTutor(sessions: TutorSession[], now: Date = new Date()): TutorSession[] {
  return sessions
    .filter(
      (s) =>
        s.status === 'cancelled' && s.tutorCancelReason && new Date(s.startsAt).getTime() > now.getTime(),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** How many past sessions the booker's list shows. */
export const PAST_SESSIONS_SHOWN = 5;

/**
 * Sessions that are over or whose outcome an admin recorded (completed, no-show), latest first:
 * where the booker sees what happened (docs/rules.md#promises-kept).
 */
export function pastSessions(sessions: TutorSession[]): TutorSession[] {
  return sessions
    .filter((s) => s.status === 'completed' || s.status === 'no-show')
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
    .slice(0, PAST_SESSIONS_SHOWN);
}
