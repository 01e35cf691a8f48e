import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function handOverConsent({ childId, parentUsername }: { childId: number; parentUsername: string }) {
  return call('PUT /api/parent/children/:childId/consent', { params: { childId }, body: { parentUsername } });
}

export function useHandOverConsent(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverConsent,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'managedChildren');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
