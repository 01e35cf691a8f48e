import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AwaitingParent, isAwaitingParent } from '#contract/parent-controls.ts';
import type { BookSessionInput, TutorSession } from '#contract/sessions.ts';
import { ApiError, call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function bookSession(input: BookSessionInput) {
  // 202 AwaitingParent when a grown-up says yes first (docs/rules.md#parents-in-the-loop).
  return call('POST /api/sessions', { body: input });
}

/** Books a session; on success the sessions list is refreshed (docs/product.md#calls). */
export function useBookSession(
  options: {
    onSuccess?: (session: TutorSession | AwaitingParent) => void;
    onError?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    onSuccess: (session) => {
      void invalidateAfter(queryClient, isAwaitingParent(session) ? 'approvalRequested' : 'booking');
      options.onSuccess?.(session);
    },
    onError: (error) => {
      // Someone took the time first: the dialog's free times are out of date.
      if (error instanceof ApiError && error.code === 'slot_taken')
        void invalidateAfter(queryClient, 'booking');
      options.onError?.(error);
    },
  });
}
