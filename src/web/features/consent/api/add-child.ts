import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#contract/accounts.ts';
import type { AddChildInput } from '#contract/consent.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function addChild(input: AddChildInput) {
  return call('POST /api/parent/children', { body: input });
}

export function useAddChild(
  options: { onSuccess?: (child: User) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: (child) => {
      void invalidateAfter(queryClient, 'managedChildren');
      options.onSuccess?.(child);
    },
    onError: options.onError,
  });
}
