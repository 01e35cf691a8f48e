import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterForm, RegisterInput, User } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { applySessionChange } from './session-change.ts';

/** The spec's register call: role "user", isAdmin by the "-admin" suffix, no confirmPassword (the server decides roles). */
export function toRegisterInput(form: RegisterForm): RegisterInput {
  const { confirmPassword: _confirm, ...fields } = form;
  return { ...fields, role: 'user', isAdmin: fields.username.toLowerCase().endsWith('-admin') };
}

export function register(input: RegisterInput) {
  return call('POST /api/register', { body: input });
}

export function useRegister(
  options: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      applySessionChange(queryClient, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
