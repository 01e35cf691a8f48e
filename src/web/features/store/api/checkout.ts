import type { CartItem } from '@contract/cart';
import { type AwaitingParent, isAwaitingParent } from '@contract/parent-controls';
import type { CheckoutResult } from '@contract/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfter } from '@web/lib/query-keys';
import { getPointsQueryOptions } from '@web/lib/session';

export interface CheckoutInput {
  items: CartItem[];
  /** The same key for a retry of the same checkout: the server then spends nothing again. */
  idempotencyKey: string;
}

export function checkout({ items, idempotencyKey }: CheckoutInput) {
  // 202 AwaitingParent when a grown-up says yes first (DESIGN section 12).
  return api.post<CheckoutResult | AwaitingParent>(
    '/api/checkout',
    { items, paymentType: 'points' },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** On success the points, merchandise, inventory, goal and sessions data are refreshed (spec section 7). */
export function useCheckout(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: (result) => {
      if (isAwaitingParent(result)) return void invalidateAfter(queryClient, 'approvalRequested');
      if (userId !== undefined)
        queryClient.setQueryData(getPointsQueryOptions(userId).queryKey, { points: result.points });
      void invalidateAfter(queryClient, 'checkout');
    },
  });
}
