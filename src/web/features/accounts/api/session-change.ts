import type { Query, QueryClient } from '@tanstack/react-query';
import type { User } from '#contract/accounts.ts';
import { SURVIVES_SESSION_CHANGE } from '#web/lib/query-keys.ts';
import { getUserQueryOptions } from '#web/lib/session.ts';

/**
 * After login, register or logout everything cached belonged to the previous visitor: the new
 * user is set, unused data is dropped and what is on screen is fetched again.
 */
export function applySessionChange(queryClient: QueryClient, user: User | null) {
  queryClient.setQueryData(getUserQueryOptions().queryKey, user);
  const stale = (q: Query) => !SURVIVES_SESSION_CHANGE.has(String(q.queryKey[0]));
  queryClient.removeQueries({ predicate: (q) => stale(q) && q.getObserversCount() === 0 });
  void queryClient.invalidateQueries({ predicate: stale });
}
