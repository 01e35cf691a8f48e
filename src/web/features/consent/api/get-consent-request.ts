import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getConsentRequest(token: string, signal?: AbortSignal) {
  return call('GET /api/consent/:token', { params: { token }, signal });
}

/** What a consent link asks; a 404 means the link is unknown, used or too old. */
export function getConsentRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.consent.request(token),
    queryFn: ({ signal }) => getConsentRequest(token, signal),
  });
}

export function useConsentRequest(token: string) {
  return useQuery(getConsentRequestQueryOptions(token));
}
