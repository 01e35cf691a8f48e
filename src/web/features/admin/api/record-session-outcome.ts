import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionOutcomeInput } from '#contract/sessions.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/sessions/{id}/status: completed or no-show. */
export function recordSessionOutcome({ id, status }: { id: number } & SessionOutcomeInput) {
  return call('POST /api/admin/sessions/:id/status', { params: { id }, body: { status } });
}

export function useRecordSessionOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSessionOutcome,
    onSuccess: () => invalidateAfter(queryClient, 'sessionOutcome'),
  });
}
