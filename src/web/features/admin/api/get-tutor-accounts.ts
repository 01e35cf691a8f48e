import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/tutor-accounts: each tutor profile's account, not invited, invited or linked. */
export function getTutorAccounts(signal?: AbortSignal) {
  return call('GET /api/admin/tutor-accounts', { signal });
}

export function getTutorAccountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.tutorAccounts,
    queryFn: ({ signal }) => getTutorAccounts(signal),
  });
}

export function useTutorAccounts() {
  return useQuery(getTutorAccountsQueryOptions());
}
