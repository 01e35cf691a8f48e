import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

export function deleteAccount(input: DeleteAccountInput) {
  return call('DELETE /api/users/me', { body: input });
}

/** Deletes the signed-in account; the visitor is a guest afterwards. */
export function useDeleteAccount(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      applySessionChange(queryClient, null);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
