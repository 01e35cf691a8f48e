import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorInviteInput } from '#contract/tutor-accounts.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/tutors/{id}/invite: mails a new link (an earlier one stops working). */
export function inviteTutor({ tutorId, email }: { tutorId: number } & TutorInviteInput) {
  return call('POST /api/admin/tutors/:id/invite', { params: { id: tutorId }, body: { email } });
}

export function useInviteTutor(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTutor,
    onSuccess: async () => {
      await invalidateAfter(queryClient, 'tutorAccount');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
