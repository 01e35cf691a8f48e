// A page whose session has ended (signed out elsewhere, a password changed, the session expired)
// sends the person to /auth with "Please log in again", and back to the page afterwards
// (docs/rules.md#families-consent-and-privacy). Noticed in one place, the query client's error handling: any call that
// answers 401 while this page believed someone was signed in.

import type { QueryClient } from '@tanstack/react-query';
import type { User } from '#contract/accounts.ts';
import { ApiError } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The `reason` /auth shows "Please log in again" for. */
export const SESSION_ENDED_REASON = 'session-ended';

export function sessionEndedPath(current: string): string {
  return `/auth?${new URLSearchParams({ next: current, reason: SESSION_ENDED_REASON })}`;
}

/**
 * True when the error says the session this page had is gone: a 401 while the cached user is
 * someone. A guest's 401 (a wrong password at login) is not a session that ended.
 */
export function isSessionEnded(queryClient: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return Boolean(queryClient.getQueryData<User | null>(queryKeys.user));
}

/** Forgets the user (the header shows a guest) and goes to /auth with the way back. */
export function endSession(queryClient: QueryClient, go: (path: string) => void): void {
  queryClient.setQueryData(queryKeys.user, null);
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname !== '/auth') go(sessionEndedPath(here));
}
