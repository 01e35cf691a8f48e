import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, User } from '#contract/accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { getUserQueryOptions } from '#web/lib/session.ts';

export function changeEmail(input: ChangeEmailInput) {
  return call('PUT /api/users/email', { body: input });
}

/** The new address is unverified until its link is used: the user shown changes with it. */
export function useChangeEmail(
  options: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
