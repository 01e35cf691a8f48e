import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonNote, LessonNoteInput } from '#contract/lesson-notes.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function saveSessionNote({ sessionId, note }: { sessionId: number; note: LessonNoteInput }) {
  return call('PUT /api/teach/sessions/:id/note', { params: { id: sessionId }, body: note });
}

/** Writes or replaces a session's note; every list that shows notes is refreshed. */
export function useSaveSessionNote(
  sessionId: number,
  options: { onSuccess?: (note: LessonNote) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: LessonNoteInput) => saveSessionNote({ sessionId, note }),
    onSuccess: (note) => {
      void invalidateAfter(queryClient, 'lessonNote');
      options.onSuccess?.(note);
    },
    onError: options.onError,
  });
}
