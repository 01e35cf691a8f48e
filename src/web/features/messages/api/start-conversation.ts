import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput } from '#contract/messages.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function startConversation(input: StartConversationInput) {
  return call('POST /api/messages', { body: input });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => invalidateAfter(queryClient, 'message'),
  });
}
