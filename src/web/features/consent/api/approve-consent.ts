import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveConsentInput, ApproveConsentResponse } from '#contract/consent.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getUserQueryOptions } from '#web/lib/session.ts';

/** Says yes as the signed-in parent (no body), or creating a parent account (the body). */
export function approveConsent({ token, parent }: { token: string; parent?: ApproveConsentInput }) {
  return call('POST /api/consent/:token/approve', { params: { token }, body: parent });
}

export function useApproveConsent(
  options: { onSuccess?: (result: ApproveConsentResponse) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveConsent,
    onSuccess: (result) => {
      // A parent account made on the page is now signed in.
      queryClient.setQueryData(getUserQueryOptions().queryKey, result.parent);
      void invalidateAfter(queryClient, 'consentAnswered');
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
