import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';

export function requestPasswordReset(input: PasswordResetRequest) {
  return call('POST /api/password-reset', { body: input });
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
