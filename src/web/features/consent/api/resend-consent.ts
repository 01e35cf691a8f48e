import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function resendConsent() {
  return call('POST /api/consent/resend');
}

export function useResendConsent(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConsent,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'consentMailed');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
