import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkChildInput, ParentLinkRequest } from '#contract/family.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function linkChild(input: LinkChildInput) {
  return call('POST /api/parent/link-child', { body: input });
}

export function useLinkChild(
  options: { onSuccess?: (request: ParentLinkRequest) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: (request) => {
      void invalidateAfter(queryClient, 'familyLink');
      options.onSuccess?.(request);
    },
    onError: options.onError,
  });
}
