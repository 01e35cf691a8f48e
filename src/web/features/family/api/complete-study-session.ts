import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudySession } from '#contract/study.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function completeStudySession({ id, notes }: { id: number; notes?: string }) {
  return call('POST /api/study-sessions/:id/complete', { params: { id }, body: notes ? { notes } : {} });
}

export function useCompleteStudySession(
  options: { onSuccess?: (session: StudySession) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeStudySession,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateAfter(queryClient, 'studySession'),
    onError: options.onError,
  });
}
