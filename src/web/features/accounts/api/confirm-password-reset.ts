import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '#contract/accounts.ts';
import { api } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change';

export function confirmPasswordReset(input: PasswordResetConfirm) {
  return api.post<{ ok: true }>('/api/password-reset/confirm', input);
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
