import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeachOutcomeInput, TeachSession } from '#contract/teach.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/teach/sessions/{id}/status: completed or no-show, from the start to 7 days after. */
export function recordTeachOutcome({ id, status }: { id: number } & TeachOutcomeInput) {
  return call('POST /api/teach/sessions/:id/status', { params: { id }, body: { status } });
}

export function useRecordTeachOutcome(
  options: { onSuccess?: (session: TeachSession) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTeachOutcome,
    onSuccess: async (session) => {
      await invalidateAfter(queryClient, 'teachSession');
      options.onSuccess?.(session);
    },
    onError: options.onError,
  });
}
