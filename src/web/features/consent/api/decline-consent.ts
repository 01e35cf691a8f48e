import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';

/** Says no: the child's account and its data are deleted at once. */
export function declineConsent(token: string) {
  return call('POST /api/consent/:token/decline', { params: { token } });
}

export function useDeclineConsent(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: declineConsent, onSuccess: options.onSuccess, onError: options.onError });
}
