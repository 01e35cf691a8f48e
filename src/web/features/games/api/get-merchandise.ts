// The Prize Store of the Math Quick Challenge reads the store's list itself: features never
// import each other, and the store feature may page or filter its own copy.
import type { Merchandise } from '@contract/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function getMerchandise(signal?: AbortSignal) {
  return api.get<Merchandise[]>('/api/merchandise', { signal });
}

/**
 * Under the shared 'merchandise' prefix, so a checkout elsewhere (which refreshes every
 * 'merchandise' query) refreshes the Prize Store too.
 */
export function getMerchandiseQueryOptions() {
  return queryOptions({
    queryKey: ['merchandise', 'prize-store'],
    queryFn: ({ signal }) => getMerchandise(signal),
  });
}

/** Loaded when the Prize Store opens (spec section 7). */
export function useMerchandise(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMerchandiseQueryOptions(), enabled: options.enabled ?? true });
}
