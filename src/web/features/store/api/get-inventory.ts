import type { UserPurchase } from '@contract/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function getInventory(signal?: AbortSignal) {
  return api.get<UserPurchase[]>('/api/users/merchandise', { signal });
}

export function getInventoryQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.purchases.of(userId),
    queryFn: ({ signal }) => getInventory(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's inventory: every unit bought, newest first (spec section 7). */
export function useInventory(userId: number | undefined) {
  return useQuery(getInventoryQueryOptions(userId));
}
