import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function startStudySession(input: { subject: string; notes?: string }) {
  return call('POST /api/study-sessions', { body: input });
}

export function useStartStudySession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStudySession,
    onSettled: () => invalidateAfter(queryClient, 'studySession'),
    onError: options.onError,
  });
}
