import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

export function login(input: LoginInput) {
  return call('POST /api/login', { body: input });
}

export function useLogin(
  options: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      applySessionChange(queryClient, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
