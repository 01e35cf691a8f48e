import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddressInput } from '#contract/store.ts';
import { call } from './api-client.ts';
import { invalidateAfter, queryKeys } from './query-keys.ts';

/** GET /api/users/address: where physical prizes go (a managed child's parent's), or null. */
export function getAddressQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.address.of(userId),
    queryFn: ({ signal }) => call('GET /api/users/address', { signal }),
    enabled: userId !== undefined,
  });
}

export function useDeliveryAddress(userId: number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getAddressQueryOptions(userId),
    enabled: userId !== undefined && (options.enabled ?? true),
  });
}

/** PUT /api/users/address */
export function saveAddress(address: DeliveryAddressInput) {
  return call('PUT /api/users/address', { body: address });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => invalidateAfter(queryClient, 'address'),
  });
}
