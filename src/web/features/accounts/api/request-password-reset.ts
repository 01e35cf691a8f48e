import type { PasswordResetRequest } from '@contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function requestPasswordReset(input: PasswordResetRequest) {
  return api.post<{ message: string }>('/api/password-reset', input);
}

/** "Forgot your password?": the same answer for any address. */
export function useRequestPasswordReset(
  options: { onSuccess?: (answer: { message: string }) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
