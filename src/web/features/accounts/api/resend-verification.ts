import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { getUserQueryOptions } from '@web/lib/session';

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
      void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
