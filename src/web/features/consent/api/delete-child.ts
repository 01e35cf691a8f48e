import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function deleteChild(childId: number) {
  return call('DELETE /api/parent/children/:childId', { params: { childId } });
}

export function useDeleteChild(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'managedChildren');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
