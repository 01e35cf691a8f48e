import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often an open conversation looks for new messages (paused while the page is hidden). */
export const CONVERSATION_POLL_MS = 15_000;

export function getConversation(id: number, signal?: AbortSignal) {
  return call('GET /api/messages/:conversationId', { params: { conversationId: id }, signal });
}

export function getConversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.messages.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}

/**
 * The open conversation, polled (the app refetches nothing on focus). Reading it marks it read on
 * the server, so each answer refreshes the lists' unread counts.
 */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  const options = getConversationQueryOptions(id);
  return useQuery({
    ...options,
    queryFn: async ({ signal }) => {
      const data = await getConversation(id, signal);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.lists });
      return data;
    },
    refetchInterval: CONVERSATION_POLL_MS,
  });
}
