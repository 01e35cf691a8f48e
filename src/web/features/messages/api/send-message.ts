import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '#contract/messages.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function sendMessage(conversationId: number, input: SendMessageInput) {
  return call('POST /api/messages/:conversationId', { params: { conversationId }, body: input });
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: () => invalidateAfter(queryClient, 'message'),
  });
}
