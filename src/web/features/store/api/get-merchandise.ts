import type { Merchandise } from '@contract/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getMerchandise(signal?: AbortSignal) {
  return api.get<Merchandise[]>('/api/merchandise', { signal });
}

export function getMerchandiseQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.merchandise.list,
    queryFn: ({ signal }) => getMerchandise(signal),
  });
}

/** Loaded when the Prize Store opens (spec section 7). */
export function useMerchandise(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMerchandiseQueryOptions(), enabled: options.enabled ?? true });
}
