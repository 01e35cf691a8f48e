import type { CartItem } from '@contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface CheckoutInput {
  items: CartItem[];
  paymentType: 'points' | 'money';
}

export function checkout(input: CheckoutInput) {
  return api.post<unknown>('/api/checkout', input);
}

/** On success the points, purchases and sessions data are refreshed (spec section 7). */
export function useCheckout(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => {
      for (const key of ['points', 'purchases', 'sessions', 'merchandise'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
