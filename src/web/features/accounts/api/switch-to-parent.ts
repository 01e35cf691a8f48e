import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter, queryKeys } from '#web/lib/query-keys.ts';

export function switchToParent() {
  return call('PUT /api/users/profile', { body: { userType: 'parent' } });
}

/** The one-way switch to a parent account (needs a verified e-mail address). */
export function useSwitchToParent(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchToParent,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      void invalidateAfter(queryClient, 'switchedToParent');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
