import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '#contract/cart.ts';
import { isAwaitingParent } from '#contract/parent-controls.ts';
import { ApiError, call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getPointsQueryOptions } from '#web/lib/session.ts';
import { getMerchandiseQueryOptions } from './get-merchandise.ts';

export interface CheckoutInput {
  items: CartItem[];
  /** The total in points the child saw; the server refuses another total with 409. */
  expectedPoints: number;
  /** The same key for a retry of the same checkout: the server then spends nothing again. */
  idempotencyKey: string;
}

export function checkout({ items, expectedPoints, idempotencyKey }: CheckoutInput) {
  // 202 AwaitingParent when a grown-up says yes first (docs/rules.md#parents-in-the-loop).
  return call('POST /api/checkout', {
    body: { items, paymentType: 'points', expectedPoints },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * On success the points, merchandise, inventory, goal and sessions data are refreshed (docs/product.md#calls). A refusal for a changed total (409 `total_changed`) fetches the store's prices
 * again, so the drawer shows the new total before the child can press again; one for a missing
 * address asks for the address again.
 */
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
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'total_changed')
        void queryClient.invalidateQueries({ queryKey: getMerchandiseQueryOptions().queryKey });
      // The address the drawer knew is gone (kept elsewhere meanwhile): ask for it again.
      if (error.code === 'address_required') void invalidateAfter(queryClient, 'address');
    },
  });
}
