import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, SessionOutcomeInput } from '#contract/sessions.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/sessions/{id}/status: completed or no-show. */
export function recordSessionOutcome({ id, status }: { id: number } & SessionOutcomeInput) {
  return api.post<AdminSession>(`/api/admin/sessions/${id}/status`, { status });
}

export function useRecordSessionOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSessionOutcome,
    onSuccess: () => invalidateAfter(queryClient, 'sessionOutcome'),
  });
}
