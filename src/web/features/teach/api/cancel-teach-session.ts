import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeachCancelInput, TeachSession } from '#contract/teach.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/teach/sessions/{id}/cancel: before the start, with the reason the family reads. */
export function cancelTeachSession({ id, reason }: { id: number } & TeachCancelInput) {
  return call('POST /api/teach/sessions/:id/cancel', { params: { id }, body: { reason } });
}

export function useCancelTeachSession(
  options: { onSuccess?: (session: TeachSession) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTeachSession,
    onSuccess: async (session) => {
      await invalidateAfter(queryClient, 'teachSession');
      options.onSuccess?.(session);
    },
    onError: options.onError,
  });
}
