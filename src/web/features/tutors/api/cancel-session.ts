import type { TutorSession } from '@contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { SESSIONS_KEY } from './get-user-sessions';

export function cancelSession(sessionId: number) {
  return api.post<TutorSession>(`/api/sessions/${sessionId}/cancel`);
}

/** Cancels a session (the server allows it until 12 hours before) and refreshes the sessions list. */
export function useCancelSession(
  options: { onSuccess?: (session: TutorSession) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (session) => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      options.onSuccess?.(session);
    },
    onError: (error) => {
      // Whatever the answer, show the session as the server now has it.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      options.onError?.(error);
    },
  });
}
