import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';

export function changePassword(input: ChangePasswordInput) {
  return call('PUT /api/users/password', { body: input });
}

/** The account's other sessions end; this one stays signed in, so nothing cached changes. */
export function useChangePassword(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess, onError: options.onError });
}
