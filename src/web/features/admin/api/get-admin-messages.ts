import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMessage, UNHANDLED_COUNT_HEADER } from '#contract/admin.ts';
import { callWithHeaders } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface AdminMessages {
  messages: AdminMessage[];
  unhandled: number;
}

/** GET /api/admin/messages: newest first (the latest 500), and how many are not handled yet. */
export async function getAdminMessages(): Promise<AdminMessages> {
  const { data, headers } = await callWithHeaders('GET /api/admin/messages');
  const unhandled = Number(headers.get(UNHANDLED_COUNT_HEADER));
  return { messages: data, unhandled: Number.isFinite(unhandled) ? unhandled : 0 };
}

export function getAdminMessagesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.messages, queryFn: getAdminMessages });
}

export function useAdminMessages() {
  return useQuery(getAdminMessagesQueryOptions());
}
