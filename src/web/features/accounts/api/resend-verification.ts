import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function resendVerification() {
  return api.post<{ message: string }>('/api/resend-verification');
}

export function useResendVerification(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'verificationResent');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
