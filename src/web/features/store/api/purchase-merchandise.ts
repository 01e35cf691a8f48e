import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAwaitingParent } from '#contract/parent-controls.ts';
import { ApiError, call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getPointsQueryOptions } from '#web/lib/session.ts';

export interface PurchaseMerchandiseInput {
  merchandiseId: number;
  /** The same key for a retry of the same purchase: the server then spends nothing again. */
  idempotencyKey: string;
}

export function purchaseMerchandise({ merchandiseId, idempotencyKey }: PurchaseMerchandiseInput) {
  // 202 AwaitingParent when a grown-up says yes first (docs/rules.md#parents-in-the-loop).
  return call('POST /api/merchandise/purchase', {
    body: { merchandiseId, paymentType: 'points' },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Buys one item with points (the Prize Store). The answer holds the new balance; everything else a
 * purchase changes (stock, inventory, achievements) is refreshed wherever it is shown.
 */
export function usePurchaseMerchandise(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseMerchandise,
    onSuccess: (result) => {
      if (isAwaitingParent(result)) return void invalidateAfter(queryClient, 'approvalRequested');
      if (userId !== undefined) {
        queryClient.setQueryData(getPointsQueryOptions(userId).queryKey, { points: result.points });
      }
      void invalidateAfter(queryClient, 'purchase');
    },
    onError: (error) => {
      // The address the store knew is gone (kept elsewhere meanwhile): ask for it again.
      if (error instanceof ApiError && error.code === 'address_required')
        void invalidateAfter(queryClient, 'address');
    },
  });
}
