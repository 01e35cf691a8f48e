import type { StudySession } from '@contract/study';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfter } from '@web/lib/query-keys';

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
