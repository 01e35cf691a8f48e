import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { LessonChat } from '#contract/lessons.ts';
import type { Message } from '#contract/messages.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The room's chat; new lines arrive over the live socket (addChatLine), so it is not polled. */
export function useLessonChat(sessionId: number) {
  return useQuery({
    queryKey: queryKeys.lessons.chat(sessionId),
    queryFn: ({ signal }) => call('GET /api/lessons/:id/chat', { params: { id: sessionId }, signal }),
  });
}

/**
 * Puts a line into the chat as read: a line comes twice to its sender (the POST's answer and the
 * socket), so one with a known id replaces the earlier copy; the POST's copy knows it is `mine`.
 */
export function addChatLine(queryClient: QueryClient, sessionId: number, message: Message) {
  queryClient.setQueryData<LessonChat>(queryKeys.lessons.chat(sessionId), (chat) => {
    if (!chat) return chat;
    const had = chat.messages.find((m) => m.id === message.id);
    if (had) {
      const merged = { ...message, mine: had.mine || message.mine };
      return { messages: chat.messages.map((m) => (m.id === message.id ? merged : m)) };
    }
    return { messages: [...chat.messages, message] };
  });
}
