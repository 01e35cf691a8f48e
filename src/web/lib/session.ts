// Who is signed in, and their points: read by every feature, so it lives here, not in one
// feature. The accounts feature's login, register and logout calls write to these queries.

import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Points, User } from '#contract/accounts.ts';
import { hasSignedInCookie } from '#contract/signed-in-cookie.ts';
import { ApiError, call } from './api-client.ts';
import { useDrawnFor, useHydrating } from './hydration.tsx';
import { queryKeys } from './query-keys.ts';

export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && hasSignedInCookie(document.cookie);
}

/**
 * The signed-in user, or null for a guest (a 401 or any failure means no user). Without the
 * signed-in cookie there is no session to ask about: a guest's page makes no failing request.
 */
export async function getUser(): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await call('GET /api/user');
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function getUserQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user, queryFn: getUser });
}

/**
 * The user an action a tap starts is for. The page may not know yet who is signed in (the session
 * is still loading, or the part is not hydrated and sees it as loading): then it asks, so that a
 * signed-in child's early tap is never taken for a guest's. Null for a guest, or when the
 * session cannot be read.
 */
export async function userForAction(
  queryClient: QueryClient,
  known: User | null | undefined,
): Promise<User | null> {
  if (known !== undefined) return known;
  try {
    return await queryClient.ensureQueryData(getUserQueryOptions());
  } catch {
    return null;
  }
}

/**
 * A visitor without the signed-in cookie is a guest: known before the page hydrates, so the
 * header does not start a request (and draw again when it ends) while the page is taken over.
 */
export function knowGuestAtStart(queryClient: QueryClient): void {
  if (!mayBeSignedIn()) queryClient.setQueryData(getUserQueryOptions().queryKey, null);
}

/**
 * What a screen knows of who is signed in. 'loading' is not a guest: it may be a signed-in child
 * on a slow phone, or a server-drawn part not yet hydrated, so a screen shows a guest's prompts
 * ("Log in to ...") only for 'guest', and something neutral while 'loading'.
 */
export type SessionState = 'loading' | 'guest' | 'signed-in';

/** The session state of `user` as useUser() gives it: undefined while loading, null for a guest. */
export function sessionState(user: User | null | undefined): SessionState {
  if (user === undefined) return 'loading';
  return user === null ? 'guest' : 'signed-in';
}

/** The session as a screen shows it: the user (null for a guest) once known. */
export interface SessionUser {
  data: User | null | undefined;
  isPending: boolean;
}

const AS_PRERENDERED: SessionUser = { data: undefined, isPending: true };
const AS_GUEST: SessionUser = { data: null, isPending: false };
/**
 * The signed-in user. A server-rendered page was drawn either for a guest or before anyone was
 * known (#contract/page-audience.ts), and React hydrates a page's part after the shell: the
 * answer may have come by then, so until the part is hydrated it sees the session as its HTML
 * shows it, a guest or still loading.
 */
export function useUser(): SessionUser {
  const query = useQuery(getUserQueryOptions());
  const hydrating = useHydrating();
  const drawnFor = useDrawnFor();
  if (!hydrating) return { data: query.data, isPending: query.isPending };
  return drawnFor === 'guest' ? AS_GUEST : AS_PRERENDERED;
}

/**
 * userForAction for a screen's taps: who an action is for, asked at the moment of the tap. It
 * reads the session itself, not as the page was drawn: a page drawn for a guest may be tapped by
 * a reader who signed in since (in another tab), and that tap is theirs.
 */
export function useUserForAction(): () => Promise<User | null> {
  const queryClient = useQueryClient();
  const known = useQuery(getUserQueryOptions()).data;
  return () => userForAction(queryClient, known);
}

/** The signed-in user's points, keyed by user id; fetched only when signed in. */
export function getPointsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.points.of(userId),
    queryFn: () => call('GET /api/users/points'),
    enabled: userId !== undefined,
  });
}

export function usePoints(userId: number | undefined): { data: Points | undefined } {
  const query = useQuery(getPointsQueryOptions(userId));
  return useHydrating() ? { data: undefined } : { data: query.data };
}
