import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyConsent(signal?: AbortSignal) {
  return call('GET /api/consent/mine', { signal });
}

/** The waiting child's request (fetched only for a child who waits). */
export function getMyConsentQueryOptions(userId: number | undefined, waiting: boolean) {
  return queryOptions({
    queryKey: queryKeys.consent.mine(userId),
    queryFn: ({ signal }) => getMyConsent(signal),
    enabled: userId !== undefined && waiting,
  });
}

export function useMyConsent(userId: number | undefined, waiting: boolean) {
  return useQuery(getMyConsentQueryOptions(userId, waiting));
}
