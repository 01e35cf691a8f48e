import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Message } from '#contract/messages.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often an open conversation looks for new messages (paused while the page is hidden). */
export const CONVERSATION_POLL_MS = 15_000;

export function getConversation(id: number, signal?: AbortSignal, before?: number) {
  return call('GET /api/messages/:conversationId', {
    params: { conversationId: id },
    ...(before === undefined ? {} : { query: { before } }),
    signal,
  });
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

/**
 * Earlier pages of a conversation, loaded on request and kept while it is open (the polled query
 * holds the newest page only).
 */
export function useEarlierMessages(id: number) {
  const [earlier, setEarlier] = useState<{ messages: Message[]; hasMore: boolean } | undefined>();
  const load = useMutation({
    mutationFn: (before: number) => getConversation(id, undefined, before),
    onSuccess: (page) =>
      setEarlier((had) => ({
        messages: [...page.messages, ...(had?.messages ?? [])],
        hasMore: page.hasMore,
      })),
  });
  return { earlier, load };
}
