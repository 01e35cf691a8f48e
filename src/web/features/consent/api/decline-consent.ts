import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** Says no: the child's account and its data are deleted at once. */
export function declineConsent(token: string) {
  return api.post<{ ok: true }>(`/api/consent/${encodeURIComponent(token)}/decline`);
}

export function useDeclineConsent(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: declineConsent, onSuccess: options.onSuccess, onError: options.onError });
}
