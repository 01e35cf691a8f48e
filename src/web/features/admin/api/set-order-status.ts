import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatusInput } from '#contract/store.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/orders/{id}/status: new, sent or delivered. */
export function setOrderStatus({ id, status }: { id: number } & OrderStatusInput) {
  return call('POST /api/admin/orders/:id/status', { params: { id }, body: { status } });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: () => invalidateAfter(queryClient, 'orderStatus'),
  });
}
