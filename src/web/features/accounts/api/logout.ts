import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

export function logout() {
  return call('POST /api/logout');
}

export function useLogout(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      applySessionChange(queryClient, null);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
