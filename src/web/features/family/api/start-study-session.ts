import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudySession } from '#contract/study.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function startStudySession(input: { subject: string; notes?: string }) {
  return api.post<StudySession>('/api/study-sessions', input);
}

export function useStartStudySession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStudySession,
    onSettled: () => invalidateAfter(queryClient, 'studySession'),
    onError: options.onError,
  });
}
