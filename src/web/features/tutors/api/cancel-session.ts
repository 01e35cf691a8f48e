import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorSession } from '#contract/sessions.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export interface CancelSessionVariables {
  id: number;
  /** "future": this session and the later ones of its weekly series. */
  series?: 'future';
}

export function cancelSession({ id, series }: CancelSessionVariables) {
  return call('POST /api/sessions/:id/cancel', { params: { id }, ...(series ? { query: { series } } : {}) });
}

/** Cancels a session (the server allows it until 12 hours before) and refreshes the sessions list. */
export function useCancelSession(
  options: {
    onSuccess?: (session: TutorSession, variables: CancelSessionVariables) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (session, variables) => {
      void invalidateAfter(queryClient, 'booking');
      options.onSuccess?.(session, variables);
    },
    onError: (error) => {
      // Whatever the answer, show the session as the server now has it.
      void invalidateAfter(queryClient, 'booking');
      options.onError?.(error);
    },
  });
}
