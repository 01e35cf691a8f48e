import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getLinkedParents(signal?: AbortSignal) {
  return call('GET /api/family/parents', { signal });
}

export function getLinkedParentsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.parents(userId),
    queryFn: ({ signal }) => getLinkedParents(signal),
    enabled: userId !== undefined,
  });
}

export function useLinkedParents(userId: number | undefined) {
  return useQuery(getLinkedParentsQueryOptions(userId));
}
