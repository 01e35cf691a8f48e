import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';

export function setChildPassword({ childId, password }: { childId: number; password: string }) {
  return call('PUT /api/parent/children/:childId/password', { params: { childId }, body: { password } });
}

export function useSetChildPassword(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: setChildPassword,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
