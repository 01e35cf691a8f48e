import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function removeLink(linkId: number) {
  return call('DELETE /api/family/links/:id', { params: { id: linkId } });
}

/** Either side removes a link (or the parent a pending request). */
export function useRemoveLink(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLink,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateAfter(queryClient, 'familyLink'),
    onError: options.onError,
  });
}
