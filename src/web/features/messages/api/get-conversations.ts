import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often the conversation list (and the header's unread count) looks for new messages. */
export const LIST_POLL_MS = 60_000;

export function getConversations(signal?: AbortSignal) {
  return call('GET /api/messages', { signal });
}

export function getConversationsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.messages.list(userId),
    queryFn: ({ signal }) => getConversations(signal),
    enabled: userId !== undefined,
  });
}

/**
 * The reader's conversations. The app refetches nothing on focus, so new messages are polled for,
 * and only while the page is visible (TanStack Query pauses an interval in a hidden tab).
 */
export function useConversations(userId: number | undefined, pollMs = LIST_POLL_MS) {
  return useQuery({ ...getConversationsQueryOptions(userId), refetchInterval: pollMs });
}

/** Unread messages across every conversation. */
export function unreadTotal(conversations: readonly { unreadCount: number }[] | undefined): number {
  return (conversations ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
}
