import type { User } from '@contract/accounts';
import type { AddChildInput } from '@contract/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfter } from '@web/lib/query-keys';

export function addChild(input: AddChildInput) {
  return api.post<User>('/api/parent/children', input);
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
