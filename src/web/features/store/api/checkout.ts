import type { CartItem } from '@contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfter } from '@web/lib/query-keys';

export interface CheckoutInput {
  items: CartItem[];
  paymentType: 'points' | 'money';
}

export function checkout(input: CheckoutInput) {
  return api.post<unknown>('/api/checkout', input);
}

/** On success the points, merchandise, inventory and sessions data are refreshed (spec section 7). */
export function useCheckout(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'checkout');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
