import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#contract/accounts.ts';
import type { AcceptTutorInviteInput } from '#contract/tutor-accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getUserQueryOptions } from '#web/lib/session.ts';

/** POST /api/tutor-invites/{token}/accept: makes the tutor account and signs it in. */
export function acceptTutorInvite({ token, account }: { token: string; account: AcceptTutorInviteInput }) {
  return call('POST /api/tutor-invites/:token/accept', { params: { token }, body: account });
}

export function useAcceptTutorInvite(
  options: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTutorInvite,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      void invalidateAfter(queryClient, 'tutorAccount');
      options.onSuccess?.(user);
    },
    onError: options.onError,
  });
}
