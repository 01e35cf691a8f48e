import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** DELETE /api/admin/tutors/{id}/account: the account is unlinked and signed out everywhere. */
export function unlinkTutorAccount(tutorId: number) {
  return call('DELETE /api/admin/tutors/:id/account', { params: { id: tutorId } });
}

export function useUnlinkTutorAccount(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTutorAccount,
    onSuccess: async () => {
      await invalidateAfter(queryClient, 'tutorAccount');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
