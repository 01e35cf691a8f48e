import type { PurchaseResult } from '@contract/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { getPointsQueryOptions } from '@web/lib/session';
import { getAchievementsQueryOptions } from './get-achievements';
import { getMerchandiseQueryOptions } from './get-merchandise';

export interface PurchaseMerchandiseInput {
  merchandiseId: number;
  /** The same key for a retry of the same purchase: the server then spends nothing again. */
  idempotencyKey: string;
}

export function purchaseMerchandise({ merchandiseId, idempotencyKey }: PurchaseMerchandiseInput) {
  return api.post<PurchaseResult>(
    '/api/merchandise/purchase',
    { merchandiseId, paymentType: 'points' },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** A random key for one purchase attempt (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Buys one item with points (the Prize Store). On success the balance, the store's stock and
 * the achievements are refreshed, and so is the user's inventory wherever it is shown.
 */
export function usePurchaseMerchandise(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseMerchandise,
    onSuccess: (result) => {
      if (userId !== undefined) {
        queryClient.setQueryData(getPointsQueryOptions(userId).queryKey, { points: result.points });
        void queryClient.invalidateQueries({ queryKey: getAchievementsQueryOptions(userId).queryKey });
      }
      // The prefix every merchandise list shares (see get-merchandise.ts).
      void queryClient.invalidateQueries({ queryKey: getMerchandiseQueryOptions().queryKey.slice(0, 1) });
      // The inventory belongs to the store and dashboard features; 'purchases' is the key the
      // cart's checkout refreshes too.
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
  });
}
