import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { addChatLine } from './get-lesson-chat.ts';

export function useSendLessonChat(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call('POST /api/lessons/:id/chat', { params: { id: sessionId }, body: { text } }),
    onSuccess: (message) => addChatLine(queryClient, sessionId, message),
  });
}
