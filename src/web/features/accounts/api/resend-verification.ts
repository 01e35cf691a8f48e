import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function resendVerification() {
  return call('POST /api/resend-verification');
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
