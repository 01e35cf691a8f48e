import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** POST /api/admin/messages/{id}/handled */
export function markMessageHandled(id: number) {
  return call('POST /api/admin/messages/:id/handled', { params: { id } });
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: () => invalidateAfter(queryClient, 'messageHandled'),
  });
}
