import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { groupPurchases } from '../group-purchases.ts';

export function getInventory(signal?: AbortSignal) {
  return call('GET /api/users/merchandise', { signal });
}

export function getInventoryQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.purchases.of(userId),
    queryFn: ({ signal }) => getInventory(signal),
    enabled: userId !== undefined,
  });
}

/** The signed-in user's inventory: every unit bought, newest first (docs/product.md#calls). */
export function useInventory(userId: number | undefined) {
  return useQuery(getInventoryQueryOptions(userId));
}

/** The same inventory with one row per item (the dashboard's Recent Acquisitions). */
export function useInventoryByItem(userId: number | undefined) {
  return useQuery({ ...getInventoryQueryOptions(userId), select: groupPurchases });
}
