import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/messages/{id}/handled */
export function markMessageHandled(id: number) {
  return api.post<AdminMessage>(`/api/admin/messages/${id}/handled`);
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: () => invalidateAfter(queryClient, 'messageHandled'),
  });
}
