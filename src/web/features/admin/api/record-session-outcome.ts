import type { AdminSession, SessionOutcomeInput } from '@contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfter } from '@web/lib/query-keys';

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
