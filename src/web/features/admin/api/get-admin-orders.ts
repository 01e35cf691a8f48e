import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryStatus } from '#contract/store-rules.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/orders: physical prizes to send, newest first, of one status or all. */
export function getAdminOrders(status: DeliveryStatus | undefined, signal?: AbortSignal) {
  return call('GET /api/admin/orders', { query: { status }, signal });
}

export function getAdminOrdersQueryOptions(status: DeliveryStatus | undefined) {
  return queryOptions({
    queryKey: queryKeys.admin.orders(status ?? ''),
    queryFn: ({ signal }) => getAdminOrders(status, signal),
  });
}

export function useAdminOrders(status: DeliveryStatus | undefined) {
  return useQuery(getAdminOrdersQueryOptions(status));
}
