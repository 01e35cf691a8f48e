import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

export function confirmPasswordReset(input: PasswordResetConfirm) {
  return call('POST /api/password-reset/confirm', { body: input });
}

/** Sets the new password; every session of the account ends, this browser's too. */
export function useConfirmPasswordReset(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      applySessionChange(queryClient, null);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
