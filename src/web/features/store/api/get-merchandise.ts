import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMerchandise(signal?: AbortSignal) {
  return call('GET /api/merchandise', { signal });
}

export function getMerchandiseQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.merchandise.list,
    queryFn: ({ signal }) => getMerchandise(signal),
  });
}

/** Loaded when the Prize Store opens (docs/product.md#calls). */
export function useMerchandise(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMerchandiseQueryOptions(), enabled: options.enabled ?? true });
}
