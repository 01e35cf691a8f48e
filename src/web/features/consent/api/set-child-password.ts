import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export function setChildPassword({ childId, password }: { childId: number; password: string }) {
  return api.put<{ ok: true }>(`/api/parent/children/${childId}/password`, { password });
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
