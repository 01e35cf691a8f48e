import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OrderStatusInput } from '#contract/store.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/orders/{id}/status: new, sent or delivered. */
export function setOrderStatus({ id, status }: { id: number } & OrderStatusInput) {
  return api.post<AdminOrder>(`/api/admin/orders/${id}/status`, { status });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: () => invalidateAfter(queryClient, 'orderStatus'),
  });
}
