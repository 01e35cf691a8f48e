import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, DeliveryStatus } from '#contract/store.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/orders: physical prizes to send, newest first, of one status or all. */
export function getAdminOrders(status: DeliveryStatus | undefined, signal?: AbortSignal) {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return api.get<AdminOrder[]>(`/api/admin/orders${query}`, { signal });
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
