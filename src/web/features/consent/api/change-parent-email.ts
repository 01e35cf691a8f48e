import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeParentEmailInput } from '#contract/consent.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function changeParentEmail(input: ChangeParentEmailInput) {
  return call('PUT /api/consent/parent-email', { body: input });
}

export function useChangeParentEmail(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeParentEmail,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'consentMailed');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
