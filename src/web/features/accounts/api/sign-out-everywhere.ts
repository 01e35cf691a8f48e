import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

export function signOutEverywhere() {
  return call('DELETE /api/users/sessions');
}

/** Ends every session of the account, this one too. */
export function useSignOutEverywhere(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      applySessionChange(queryClient, null);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
